import Adaptivity
import DrawingContractSupport
import Previews
import Testing

/// The drawing contract of DESIGN.md section 5.1 holds on every fixture and on random screens in
/// every catalog environment: frames equal the resolution's, everything shown is drawn, text and
/// controls lie inside the safe area, and what is in front is painted after what it covers.
@Suite struct DrawingContractTests {
    static func problems(screen: String, _ resolution: Resolution) -> [String] {
        let svg = PreviewRenderer().svg(for: resolution, title: screen, description: "")
        return DrawingContractInvariants(screen: screen, resolution: resolution, reader: .read(svg)).problems
    }

    @Test("every fixture keeps the contract", arguments: Fixtures.all)
    func fixture(_ fixture: Fixture) {
        let problems = Self.problems(screen: fixture.name, fixture.resolution)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("random screens keep the contract in every catalog environment", arguments: 0..<24)
    func randomScreen(seed: Int) {
        var screens = RandomScreens(seed: seed)
        let screen = screens.screen()
        let engine = Engine()
        var problems: [String] = []
        for environment in DeviceCatalog.standard.environments {
            problems += Self.problems(screen: "random seed \(seed)", engine.resolve(screen, in: environment))
        }
        #expect(problems.isEmpty, "\(problems.prefix(12).joined(separator: "\n"))")
    }

    @Test("the reader finds the roles of the table with their attributes")
    func reader() {
        let svg = PreviewRenderer().svg(for: Fixtures.phoneNavigationList.resolution, title: "t", description: "")
        let reader = DrawingContractReader.read(svg)
        #expect(reader.parseError == nil)
        let roles = Set(reader.elements.map(\.role))
        #expect(roles.isSuperset(of: ["screen", "leaf", "navigation-bar", "title", "row", "status-bar"]))
        #expect(reader.elements.allSatisfy { $0.frame != nil })
    }

    @Test("the back button is drawn exactly where the resolution shows it: left items replace it unless they supplement it", arguments: [false, true])
    func backButton(supplements: Bool) throws {
        let stack = [
            ControllerSpec(id: "inbox", title: "Inbox", kind: .view(ViewSpec(content: "list"))),
            ControllerSpec(id: "message", title: "Message", kind: .view(ViewSpec(content: "text", leftBarItems: ["filter"], leftItemsSupplementBackButton: supplements))),
        ]
        let screen = ScreenSpec(id: "back", root: ControllerSpec(id: "nav", kind: .navigation(NavigationSpec(stack: stack))))
        let resolution = Engine().resolve(screen, in: try #require(DeviceCatalog.standard.environment(id: "iphone-16-portrait")))
        let svg = PreviewRenderer().svg(for: resolution, title: "back", description: "")
        #expect(DrawingContractReader.read(svg).elements("back-button").count == (supplements ? 1 : 0))
        #expect(Self.problems(screen: "back", resolution).isEmpty)
        let wrong = supplements
            ? svg.replacingOccurrences(of: "data-role=\"back-button\"", with: "data-role=\"back\"")
            : PreviewRenderer().svg(for: Engine().resolve(ScreenSpec(id: "back", root: ControllerSpec(id: "nav", kind: .navigation(NavigationSpec(stack: [stack[0], ControllerSpec(id: "message", title: "Message", kind: .view(ViewSpec(content: "text")))])))), in: resolution.environment), title: "back", description: "")
        let problems = DrawingContractInvariants(screen: "back", resolution: resolution, reader: .read(wrong)).problems
        #expect(problems.contains { $0.contains("role back-button:") })
    }

    @Test("a navigation bar draws the resolution's title, and only it")
    func title() {
        let fixture = Fixtures.phoneNavigationList
        let svg = PreviewRenderer().svg(for: fixture.resolution, title: "t", description: "")
        let renamed = svg.replacing(/data-text="[^"]*" data-shown=/, with: "data-text=\"Elsewhere\" data-shown=")
        let problems = DrawingContractInvariants(screen: "inbox", resolution: fixture.resolution, reader: .read(renamed)).problems
        #expect(renamed != svg)
        #expect(problems.contains { $0.contains("role title:") }, "\(problems)")
    }

    @Test("a drawing bug fails with the screen, the environment and the role named")
    func problemsNameTheirPlace() {
        let fixture = Fixtures.phoneNavigationList
        let svg = PreviewRenderer().svg(for: fixture.resolution, title: "t", description: "")
        let moved = svg.replacingOccurrences(of: "data-role=\"leaf\" data-frame=\"0 103 ", with: "data-role=\"leaf\" data-frame=\"0 99 ")
        let unselected = moved.replacingOccurrences(of: "data-selected=\"true\"", with: "data-selected=\"false\"")
        let problems = DrawingContractInvariants(screen: "inbox", resolution: fixture.resolution, reader: .read(unselected)).problems
        #expect(problems.contains { $0.hasPrefix("screen inbox, environment iphone-16-portrait, role leaf:") })
        #expect(problems.contains { $0.hasPrefix("screen inbox, environment iphone-16-portrait, role tab-item:") })
    }
}
