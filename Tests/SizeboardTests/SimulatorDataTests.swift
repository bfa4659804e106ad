import Adaptivity
@testable import Sizeboard
import Testing

@Suite("Simulator data: made once for a list of environments, the screen's id filled in")
struct SimulatorDataTests {
    static let environments = DeviceCatalog.standard.resolve(names: ["iphone-16-portrait", "iphone-16-landscape", "ipad-pro-11-landscape"])

    /// Data shaped as `ScreenFigure.simulatorJSON` makes it: the id begins each step's SVG path.
    static func made(screenID: String, environments: [Environment], deviceName: String = "iPhone 16") -> String {
        let steps = environments.map { environment -> String in
            let path = String(decoding: JSONWriter.compact("\(screenID)/\(environment.id).svg")!, as: UTF8.self)
            return "{\"label\":\"\(deviceName)\",\"svg\":\(path)}"
        }
        return "[" + steps.joined(separator: ",") + "]"
    }

    @Test("a screen's data is what making it gives, whatever its id holds", arguments: ["browse", "s0", "a/b", "quote\"d", "é-détail", ""])
    func filledAsMade(screenID: String) {
        let data = SimulatorData()
        _ = data.json(screenID: "first", environments: Self.environments) { Self.made(screenID: $0, environments: Self.environments) }
        var madeAgain = false
        let json = data.json(screenID: screenID, environments: Self.environments) { id in
            madeAgain = true
            return Self.made(screenID: id, environments: Self.environments)
        }
        #expect(json == Self.made(screenID: screenID, environments: Self.environments))
        #expect(!madeAgain, "the list's data was kept")
    }

    @Test func dataWithTheStandInElsewhereIsMadeForEachScreen() {
        let data = SimulatorData()
        let make = { (id: String) in Self.made(screenID: id, environments: Self.environments, deviceName: "Phone \u{E000}") }
        for screenID in ["one", "two"] {
            #expect(data.json(screenID: screenID, environments: Self.environments, make: make) == make(screenID))
        }
    }

    @Test func listsBeyondTheLimitAreMadeAndStillRight() {
        let data = SimulatorData()
        let catalog = DeviceCatalog.standard
        let lists = (0...SimulatorData.limit).map { count in Array(repeating: catalog.resolve(names: ["iphone-16-portrait"])[0], count: count + 1) }
        for list in lists + lists {
            #expect(data.json(screenID: "s", environments: list) { Self.made(screenID: $0, environments: list) } == Self.made(screenID: "s", environments: list))
        }
    }
}
