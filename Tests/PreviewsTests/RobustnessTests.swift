import Adaptivity
import Testing
import Previews

/// Odd resolutions still make well-formed documents: empty trees, degenerate frames, missing data.
@Suite struct RobustnessTests {
    static let environment = Environments.iPhoneSEPortrait

    static let oddRoots: [ResolvedNode] = [
        ResolvedNode(id: "bare", kind: "view", frame: environment.bounds, horizontal: .compact, vertical: .regular),
        ResolvedNode(
            id: "zero", kind: "view", title: "Zero", frame: Rect(x: 0, y: 0, width: 0, height: 0),
            horizontal: .compact, vertical: .regular, leaf: ResolvedLeaf(content: "form", rows: 3)
        ),
        ResolvedNode(
            id: "negative", kind: "view", title: "Negative", frame: Rect(x: 10, y: 10, width: -40, height: -5),
            horizontal: .compact, vertical: .regular, leaf: ResolvedLeaf(content: "grid", rows: 100)
        ),
        ResolvedNode(
            id: "not-a-number", kind: "view", title: "NaN", frame: Rect(x: .nan, y: .infinity, width: .nan, height: 40),
            horizontal: .compact, vertical: .regular, leaf: ResolvedLeaf(content: "list", rows: 3, showsDisclosureIndicators: true)
        ),
        ResolvedNode(
            id: "endless", kind: "view", title: "Endless", frame: Rect(x: 0, y: 0, width: .infinity, height: .infinity),
            horizontal: .compact, vertical: .regular, leaf: ResolvedLeaf(content: "text")
        ),
        ResolvedNode(
            id: "undefined", kind: "view", title: "Undefined", frame: Rect(x: 0, y: 0, width: .nan, height: .nan),
            horizontal: .compact, vertical: .regular, leaf: ResolvedLeaf(content: "grid")
        ),
        ResolvedNode(
            id: "tiny-split", kind: "split", frame: Rect(x: 0, y: 0, width: 3, height: 3), horizontal: .regular, vertical: .regular,
            children: [
                ResolvedNode(id: "a", kind: "view", frame: Rect(x: 0, y: 0, width: 1, height: 3), horizontal: .compact, vertical: .regular, leaf: ResolvedLeaf(content: "map")),
                ResolvedNode(id: "b", kind: "view", frame: Rect(x: 2, y: 0, width: 1, height: 3), horizontal: .regular, vertical: .regular, leaf: ResolvedLeaf(content: "text")),
            ],
            collapsed: false, displayMode: .allVisible,
            bars: [
                ResolvedBar(kind: .tab, frame: Rect(x: 0, y: 0, width: 3, height: 1), items: ["", "x"]),
                ResolvedBar(kind: .search, frame: Rect(x: 0, y: 0, width: 3, height: 3)),
                ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 0, width: 3, height: 3), items: ["Edit"], title: "Title", showsBackButton: true),
            ]
        ),
    ]

    @Test(arguments: oddRoots.indices)
    func oddTreesMakeWellFormedDocuments(_ index: Int) {
        let root = Self.oddRoots[index]
        let popover = ResolvedPresentation(
            presented: "alert", requestedStyle: .popover, style: .popover, adapted: false, presenting: root.id,
            frame: Rect(x: 0, y: 0, width: 10, height: 0), arrow: .left, dimmed: true,
            root: ResolvedNode(
                id: "alert", kind: "alert", frame: .init(x: 0, y: 0, width: 10, height: 0), horizontal: .regular, vertical: .regular,
                alert: ResolvedAlert(style: .actionSheet, message: "", actions: [])
            ),
            removesPresenterView: false
        )
        let resolution = Resolution(environment: Self.environment, statusBarHidden: false, root: root, presentations: [popover], visible: [root.id])
        let svg = PreviewRenderer().svg(for: resolution, title: "", description: "")
        #expect(XMLTagBalance.problem(in: svg) == nil, "\(XMLTagBalance.problem(in: svg) ?? "")")
        #expect(!svg.contains("nan"))
        #expect(!svg.contains("inf"))
    }
}
