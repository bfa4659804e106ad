@testable import Adaptivity
import Testing

@Suite("Presentation requests (P-02, P-12, V-35, custom presentations, implied styles)")
struct PresentationRequestTests {
    static let registry: [String: any CustomPresentation] = ["sidebar": DeclaredPresentation.sidebar]

    static func request(_ spec: PresentationSpec) -> PresentationRequest {
        PresentationRequest(spec: spec, customPresentations: registry, defaults: Fixture.defaults)
    }

    @Test("P-02 / P-11 / P-12 / A-02: the requested style and the problems of the spec", arguments: [
        Row("P-02 / V-35: no style under classic is fullScreen",
            (PresentationSpec(controller: Fixture.view("a")), PresentationStyle.fullScreen, [String]())),
        Row("P-03: an explicit style is kept",
            (PresentationSpec(controller: Fixture.view("a"), style: .formSheet), .formSheet, [])),
        Row("P-12: style none is an error, presented as the default",
            (PresentationSpec(controller: Fixture.view("a"), style: PresentationStyle.none), .fullScreen, ["presentation-style-none"])),
        Row("P-11: a registered custom presentation",
            (PresentationSpec(controller: Fixture.view("a"), style: .custom, custom: "sidebar"), .custom, [])),
        Row("P-11: a custom name alone implies style custom",
            (PresentationSpec(controller: Fixture.view("a"), custom: "sidebar"), .custom, [])),
        Row("P-11: an unknown custom presentation is an error, presented as the default",
            (PresentationSpec(controller: Fixture.view("a"), style: .custom, custom: "sidbar"), .fullScreen, ["unknown-presentation"])),
        Row("P-11: style custom without a name is an error",
            (PresentationSpec(controller: Fixture.view("a"), style: .custom), .fullScreen, ["missing-field"])),
        Row("P-11: a custom name with another style is an error; the style wins",
            (PresentationSpec(controller: Fixture.view("a"), style: .popover, custom: "sidebar"), .popover, ["conflicting-fields"])),
        Row("A-01: an alert presents with style custom",
            (PresentationSpec(controller: Fixture.alert("a", title: "T", style: .alert, actions: [])), .custom, [])),
        Row("A-02: an action sheet presents with style popover",
            (PresentationSpec(controller: Fixture.alert("a", title: "T", style: .actionSheet, actions: [])), .popover, [])),
        Row("A-02: an action sheet asked for its own style gets no warning",
            (PresentationSpec(controller: Fixture.alert("a", title: "T", style: .actionSheet, actions: []), style: .popover), .popover, [])),
        Row("A-01: style, adaptive and wrapper of an alert are ignored, with warnings",
            (PresentationSpec(controller: Fixture.alert("a", title: "T", style: .alert, actions: []), style: .formSheet,
                              adaptive: .fullScreen, wrapsInNavigationWhenAdapted: true),
             .custom, ["presentation-field-ignored", "presentation-field-ignored", "presentation-field-ignored"])),
        Row("SC-01: a search controller presents itself",
            (PresentationSpec(controller: ControllerSpec(id: "s", kind: .search(SearchSpec()))), .custom, [])),
    ])
    func requestedStyle(row: Row<(PresentationSpec, PresentationStyle, [String])>) {
        let (spec, style, codes) = row.value
        let request = Self.request(spec)
        #expect(request.requestedStyle == style)
        #expect(request.problems.map(\.code) == codes)
    }

    @Test("P-11: an unknown custom presentation lists the registered ones")
    func unknownCustomListsNames() {
        let position = SourcePosition(line: 12, column: 3)
        let spec = PresentationSpec(controller: Fixture.view("a"), style: .custom, custom: "sidbar", position: position)
        let problem = Self.request(spec).problems.first
        #expect(problem?.message == "unknown custom presentation `sidbar` (registered: `sidebar`)")
        #expect(problem?.severity == .error)
        #expect(problem?.position == position)
    }

    static let preferredSizeRows: [Row<(PresentationSpec, Size?)>] = [
        Row("PO-05: the spec's preferredSize wins",
            (PresentationSpec(controller: Fixture.view("a", preferredSize: Size(width: 1, height: 2)), preferredSize: Size(width: 300, height: 200)),
             Size(width: 300, height: 200))),
        Row("PO-05: the leaf's preferredSize",
            (PresentationSpec(controller: Fixture.view("a", preferredSize: Size(width: 320, height: 400))), Size(width: 320, height: 400))),
        Row("PO-05: a navigation controller passes on its top controller's",
            (PresentationSpec(controller: ControllerSpec(id: "nav", kind: .navigation(NavigationSpec(stack: [
                Fixture.view("list"), Fixture.view("detail", preferredSize: Size(width: 280, height: 300)),
            ])))), Size(width: 280, height: 300))),
        Row("PO-06: none at all", (PresentationSpec(controller: Fixture.view("a")), nil)),
    ]

    @Test("PO-05: the preferred size comes from the spec, else the presented controller", arguments: preferredSizeRows)
    func preferredSize(row: Row<(PresentationSpec, Size?)>) {
        let (spec, size) = row.value
        #expect(Self.request(spec).preferredSize == size)
    }
}
