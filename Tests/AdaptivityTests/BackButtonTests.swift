import Adaptivity
import Testing

/// B-02: the back button of a navigation bar. As in UIKit, a top controller's left bar items take
/// the back button's place unless its navigation item sets `leftItemsSupplementBackButton`.
@Suite("The back button and left bar items (B-02)")
struct BackButtonTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var stackDepth: Int
        var leftItems: [String]
        var supplements: Bool
        var showsBackButton: Bool
        var backTitle: String?

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "B-02: a pushed controller without left items shows the back button", stackDepth: 2, leftItems: [], supplements: false, showsBackButton: true, backTitle: "First"),
        Case(name: "B-02: a pushed controller's left items replace the back button", stackDepth: 2, leftItems: ["cancel"], supplements: false, showsBackButton: false, backTitle: nil),
        Case(name: "B-02: leftItemsSupplementBackButton shows the back button beside the left items", stackDepth: 2, leftItems: ["cancel"], supplements: true, showsBackButton: true, backTitle: "First"),
        Case(name: "B-02: leftItemsSupplementBackButton without left items keeps the back button", stackDepth: 2, leftItems: [], supplements: true, showsBackButton: true, backTitle: "First"),
        Case(name: "B-02: the root controller has no back button, with or without left items", stackDepth: 1, leftItems: ["edit"], supplements: true, showsBackButton: false, backTitle: nil),
        Case(name: "B-02: three deep, left items still replace the back button", stackDepth: 3, leftItems: ["edit"], supplements: false, showsBackButton: false, backTitle: nil),
    ]

    @Test(arguments: cases)
    func backButton(_ testCase: Case) throws {
        let names = ["first", "second", "third"].prefix(testCase.stackDepth)
        let stack = names.enumerated().map { index, id in
            let isTop = index == names.count - 1
            let view = ViewSpec(
                content: "list",
                leftBarItems: isTop ? testCase.leftItems : [],
                rightBarItems: isTop ? ["share"] : [],
                leftItemsSupplementBackButton: isTop && testCase.supplements
            )
            return ControllerSpec(id: id, title: id.prefix(1).uppercased() + id.dropFirst(), kind: .view(view))
        }
        let root = ControllerSpec(id: "nav", kind: .navigation(NavigationSpec(stack: Array(stack))))
        let screen = ScreenSpec(id: "screen", root: root)
        let environment = try #require(DeviceCatalog.standard.environment(id: "iphone-16-portrait"))
        let bar = try #require(Engine().resolve(screen, in: environment).root.bars.first { $0.kind == .navigation })
        #expect(bar.showsBackButton == testCase.showsBackButton)
        #expect(bar.backTitle == testCase.backTitle)
        #expect(bar.leftItems == testCase.leftItems)
        #expect(bar.items == ["share"])
    }
}
