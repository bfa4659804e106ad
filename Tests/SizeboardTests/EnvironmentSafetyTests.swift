import Foundation
@testable import Sizeboard
import Testing

/// A plugin adding environments no device can have.
struct ImpossibleDevicesPlugin: Plugin {
    let name = "impossible-devices"

    func install(into registry: inout PluginRegistry) {
        registry.addEnvironments([
            Environment(id: "huge", width: 1e19, height: 800, scale: 2, idiom: .phone, horizontal: .compact, vertical: .regular),
            Environment(id: "../escape", width: 400, height: 800, scale: 2, idiom: .phone, horizontal: .compact, vertical: .regular),
            Environment(id: "not-a-number", width: .nan, height: 800, scale: 2, idiom: .phone, horizontal: .compact, vertical: .regular),
        ])
    }
}

@Suite("Environments that no device can have")
struct EnvironmentSafetyTests {
    @Test("labels of huge or non-finite sizes do not trap", arguments: [1e19, -1e19, .infinity, -.infinity, .nan, 393, 12.25])
    func labels(value: Double) {
        #expect(!EnvironmentLabel.number(value).isEmpty)
    }

    @Test("a plugin's impossible environments are left out with an error, never resolved")
    func pluginEnvironments() throws {
        let site = try TestSite(files: [
            "sizeboard.yml": "plugins: [impossible-devices]\nenvironments: [huge, not-a-number, iphone-16-portrait]\n",
            "Content/a.md": "```screen\nid: one\nroot: {view: A}\n```\n",
        ])
        let report = SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 1), availablePlugins: [ImpossibleDevicesPlugin()]).catalog()
        #expect(report.diagnostics.map(\.code) == ["invalid-device", "invalid-device", "invalid-device"])
        #expect(report.catalog.environment(id: "huge") == nil)
        #expect(report.catalog.environment(id: "../escape") == nil)
    }

    @Test("a resolution JSON cannot hold becomes a diagnostic in resolution.json, never null")
    func unencodableResolution() throws {
        let environment = Environment(id: "nan", width: .nan, height: 800, scale: 2, idiom: .phone, horizontal: .compact, vertical: .regular)
        let screen = ScreenSpec(id: "s", root: ControllerSpec(id: "a", kind: .view(ViewSpec())))
        let result = ScreenResult(id: "s", title: nil, results: [Engine().resolve(screen, in: environment)])
        let document = ResolveDocument(pages: [.init(path: "Content/a.md", screens: [result])], diagnostics: [])
        let json = String(decoding: document.json, as: UTF8.self)
        #expect(!json.contains("null"))
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(parsed["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "unencodable-resolution")
        #expect(diagnostics.first?["path"] as? String == "Content/a.md")
    }
}
