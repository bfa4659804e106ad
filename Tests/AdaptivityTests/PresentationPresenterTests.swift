@testable import Adaptivity
import Testing

@Suite("Presenter choice (P-20, P-21, P-22, SC-02, section 13)")
struct PresentationPresenterTests {
    typealias Link = PresentationAncestry.Link

    static func link(_ id: String, context: Bool = false, presented: Bool = false) -> Link {
        Link(id: id, definesContext: context, isPresented: presented)
    }

    struct Case: Sendable {
        var caller: Link
        var ancestors: [Link]
        var presented: [String: String] = [:]
        var scope: PresenterScope
        var presenter: String
    }

    static let rows: [Row<Case>] = [
        Row("P-20 / V-23: a root plain controller presents itself",
            Case(caller: link("root"), ancestors: [], scope: .window, presenter: "root")),
        Row("P-20 / section 13: a leaf deep in Tabs → Nav → Table presents from the root",
            Case(caller: link("table"), ancestors: [link("nav"), link("tabs")], scope: .window, presenter: "tabs")),
        Row("P-20: a context-defining ancestor does not stop a full-screen-type presentation",
            Case(caller: link("table", context: true), ancestors: [link("nav"), link("tabs")], scope: .window, presenter: "tabs")),
        Row("P-20 / section 13: a caller inside a presented controller is presented by that controller",
            Case(caller: link("people"), ancestors: [link("people-nav", presented: true), link("root")],
                 presented: ["root": "people-nav"], scope: .window, presenter: "people-nav")),
        Row("P-21: currentContext stops at the first ancestor that defines a context",
            Case(caller: link("photo"), ancestors: [link("nav", context: true), link("split")], scope: .context, presenter: "nav")),
        Row("P-21: the caller itself may define the context",
            Case(caller: link("photo", context: true), ancestors: [link("nav", context: true), link("split")], scope: .context, presenter: "photo")),
        Row("P-21: no ancestor defines a context, so the root",
            Case(caller: link("photo"), ancestors: [link("nav"), link("split")], scope: .context, presenter: "split")),
        Row("SC-02 / W14-228: Tab → Nav → Table, the table defines the context, so results replace the table",
            Case(caller: link("table", context: true), ancestors: [link("nav"), link("tabs")], scope: .context, presenter: "table")),
        Row("SC-02 / W14-228: definesPresentationContext omitted, so search presents over the tab bar controller",
            Case(caller: link("table"), ancestors: [link("nav"), link("tabs")], scope: .context, presenter: "tabs")),
        Row("P-22: the root already presents, so the next full-screen presentation stacks on the top of the chain",
            Case(caller: link("table"), ancestors: [link("nav"), link("tabs")],
                 presented: ["tabs": "first", "first": "second"], scope: .window, presenter: "second")),
        Row("P-22: a context controller counts as presenting when its nearest ancestor presents",
            Case(caller: link("table"), ancestors: [link("nav", context: true), link("tabs")],
                 presented: ["tabs": "sheet"], scope: .context, presenter: "sheet")),
        Row("P-22: current-context presentations in two tabs coexist",
            Case(caller: link("albums"), ancestors: [link("albums-nav", context: true), link("tabs")],
                 presented: ["people-nav": "people-detail"], scope: .context, presenter: "albums-nav")),
        Row("P-22: a context inside a presented controller is not redirected by what presented that controller",
            Case(caller: link("row"), ancestors: [link("list", context: true), link("modal", presented: true), link("root")],
                 presented: ["root": "modal"], scope: .context, presenter: "list")),
        Row("P-21 / P-22: no context inside a presented controller, so the root, whose chain ends at that controller",
            Case(caller: link("row"), ancestors: [link("list"), link("modal", presented: true), link("root")],
                 presented: ["root": "modal"], scope: .context, presenter: "modal")),
    ]

    @Test("P-20 / P-21 / P-22 / SC-02: presenter walk", arguments: rows)
    func presenter(row: Row<Case>) {
        let test = row.value
        let ancestry = PresentationAncestry(caller: test.caller, ancestors: test.ancestors, presentedByPresenter: test.presented)
        #expect(ancestry.presenter(for: test.scope) == test.presenter)
    }

    @Test("P-21 / section 13: who defines a presentation context", arguments: [
        Row("section 13: a navigation controller does not define one under classic", (false, false, false)),
        Row("P-21: a navigation controller with definesContext does", (true, false, true)),
        Row("P-21: a behavior where navigation controllers define one by default (current docs)", (false, true, true)),
    ])
    func definesContext(row: Row<(Bool, Bool, Bool)>) {
        let (declared, navigationDefault, expected) = row.value
        var defaults = Fixture.defaults
        defaults.navigationDefinesContext = navigationDefault
        let navigation = ControllerSpec(
            id: "nav", kind: .navigation(NavigationSpec(stack: [Fixture.view("list")])), definesContext: declared
        )
        #expect(navigation.definesPresentationContext(defaults: defaults) == expected)
        #expect(Fixture.view("list").definesPresentationContext(defaults: defaults) == false)
    }

    @Test("SC-02 / section 13: Tabs → Nav → Table built from specs; the navigation controller does not define the context")
    func linksFromSpecs() {
        let table = Fixture.view("table")
        let navigation = ControllerSpec(id: "nav", kind: .navigation(NavigationSpec(stack: [table])))
        let tabs = ControllerSpec(id: "tabs", kind: .tabs(TabsSpec(tabs: [navigation])))
        let ancestry = PresentationAncestry(
            caller: Link(table, defaults: Fixture.defaults),
            ancestors: [Link(navigation, defaults: Fixture.defaults), Link(tabs, defaults: Fixture.defaults)],
            presentedByPresenter: [:]
        )
        #expect(ancestry.presenter(for: .context) == "tabs")
        var definingTable = table
        definingTable.definesContext = true
        #expect(PresentationAncestry(
            caller: Link(definingTable, defaults: Fixture.defaults), ancestors: ancestry.ancestors, presentedByPresenter: [:]
        ).presenter(for: .context) == "table")
    }

    @Test("P-20 / P-21 / SC-02 / P-11: the scope follows the request", arguments: [
        Row("P-20: fullScreen walks to the window", (PresentationStyle.fullScreen, nil as String?, PresenterScope.window)),
        Row("P-20: popover walks to the window", (.popover, nil, .window)),
        Row("P-20: formSheet walks to the window", (.formSheet, nil, .window)),
        Row("P-21: currentContext stops at a context", (.currentContext, nil, .context)),
        Row("P-21: overCurrentContext stops at a context", (.overCurrentContext, nil, .context)),
        Row("P-11: a custom presentation in full screen walks to the window", (.custom, "sidebar", .window)),
        Row("P-11: a custom presentation not in full screen stops at a context", (.custom, "inset", .context)),
    ])
    func scope(row: Row<(PresentationStyle, String?, PresenterScope)>) {
        let (style, custom, scope) = row.value
        let spec = PresentationSpec(controller: Fixture.view("photo"), style: style, custom: custom)
        let registry: [String: any CustomPresentation] = [
            "sidebar": DeclaredPresentation.sidebar,
            "inset": TestPresentation(inFullScreen: false),
        ]
        let request = PresentationRequest(spec: spec, customPresentations: registry, defaults: Fixture.defaults)
        #expect(request.presenterScope == scope)
    }

    @Test("SC-02: search stops at a context; alerts and action sheets walk to the window")
    func impliedScopes() {
        let search = ControllerSpec(id: "search", kind: .search(SearchSpec(results: Fixture.view("results"))))
        let alert = Fixture.alert("alert", title: "Hi", style: .alert, actions: [])
        let sheet = Fixture.alert("sheet", title: nil, style: .actionSheet, actions: [])
        func scope(of controller: ControllerSpec) -> PresenterScope {
            PresentationRequest(spec: PresentationSpec(controller: controller), customPresentations: [:], defaults: Fixture.defaults)
                .presenterScope
        }
        #expect(scope(of: search) == .context)
        #expect(scope(of: alert) == .window)
        #expect(scope(of: sheet) == .window)
    }
}
