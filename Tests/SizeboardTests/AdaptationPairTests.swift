import Adaptivity
import Testing
@testable import Sizeboard

@Suite("What adapts: the pair that shows the change most clearly (issue 10, defect 14)")
struct AdaptationPairTests {
    static let splitScreen = ScreenSpec(
        id: "mail",
        root: ControllerSpec(id: "split", kind: .split(SplitSpec(
            primary: ControllerSpec(id: "list", kind: .view(ViewSpec(content: "list"))),
            secondary: ControllerSpec(id: "message", kind: .view(ViewSpec(content: "text")))
        )))
    )

    static let popoverScreen = ScreenSpec(
        id: "share",
        root: ControllerSpec(id: "nav", kind: .navigation(NavigationSpec(stack: [
            ControllerSpec(id: "photo", kind: .view(ViewSpec(content: "image", rightBarItems: ["share"]))),
        ]))),
        presentations: [PresentationSpec(
            from: "photo", controller: ControllerSpec(id: "people", kind: .view(ViewSpec(content: "list"))),
            style: .popover, source: "share"
        )]
    )

    static func results(_ screen: ScreenSpec, _ environments: [String]) -> [Resolution] {
        environments.compactMap { DeviceCatalog.standard.environment(id: $0) }.map { Engine().resolve(screen, in: $0) }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var screen: ScreenSpec
        var environments: [String]
        var before: String
        var after: String
        var beforeState: String
        var afterState: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "S-07: iPad landscape with both columns, not iPad portrait with the primary hidden, against the collapsed phone",
            screen: splitScreen,
            environments: ["ipad-pro-11-portrait", "iphone-16-landscape", "ipad-pro-11-landscape", "iphone-16-portrait"],
            before: "ipad-pro-11-landscape", after: "iphone-16-portrait",
            beforeState: "expanded (allVisible)", afterState: "collapsed into a navigation stack"
        ),
        Case(
            name: "S-07: with no compact variant, both columns against the primary hidden, and the states say so",
            screen: splitScreen,
            environments: ["ipad-pro-11-portrait", "ipad-pro-11-landscape"],
            before: "ipad-pro-11-landscape", after: "ipad-pro-11-portrait",
            beforeState: "expanded (allVisible)", afterState: "expanded (primaryHidden)"
        ),
        Case(
            name: "P-04: the popover shown as a popover against its adaptation on a phone in portrait",
            screen: popoverScreen,
            environments: ["iphone-16-landscape", "iphone-16-pro-max-landscape", "iphone-16-portrait", "ipad-pro-11-portrait"],
            before: "ipad-pro-11-portrait", after: "iphone-16-portrait",
            beforeState: "popover", afterState: "overFullScreen"
        ),
    ]

    @Test("the regular side shows the subject fully, the other side adapted, each side's state named", arguments: cases)
    func pair(_ testCase: Case) throws {
        let results = Self.results(testCase.screen, testCase.environments)
        let pair = try #require(AdaptationPairs.pairs(in: results).first)
        #expect(results[pair.before].environment.id == testCase.before)
        #expect(results[pair.after].environment.id == testCase.after)
        #expect(pair.beforeState == testCase.beforeState)
        #expect(pair.afterState == testCase.afterState)
    }
}
