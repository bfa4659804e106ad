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

/// A plugin whose `nan` block resolves a screen in an environment no device can have, as a
/// third party's block handler or container might.
struct NonFiniteScreenPlugin: Plugin {
    let name = "non-finite-screen"

    struct Handler: BlockHandler {
        func render(_ context: BlockContext) -> BlockResult {
            let environment = Environment(id: "nan", width: .nan, height: 800, scale: 2, idiom: .phone, horizontal: .compact, vertical: .regular)
            let screen = ScreenSpec(id: "s", root: ControllerSpec(id: "a", kind: .view(ViewSpec())))
            let result = context.site.engine.resolve(screen, in: environment)
            return BlockResult(html: "<p>nan</p>", screens: [ScreenResult(id: "s", title: nil, results: [result], position: context.block.range.start)])
        }
    }

    func install(into registry: inout PluginRegistry) {
        registry.addBlockHandler(Handler(), for: "nan")
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
        #expect(report.diagnostics.map(\.code) == ["invalid-device", "invalid-device", "invalid-device", "unknown-environment", "unknown-environment"])
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

    @Test("a resolution JSON cannot hold is reported by the document's encoding, and by the build, which fails")
    func unencodableResolutionFailsTheBuild() throws {
        let site = try TestSite(files: [
            "sizeboard.yml": "plugins: [non-finite-screen]\n",
            "Content/a.md": "# A\n\n```nan\n```\n",
        ])
        let builder = SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 1), availablePlugins: [NonFiniteScreenPlugin()])
        let encoded = builder.resolve(paths: []).resolveDocument.encoded
        #expect(encoded.diagnostics.map(\.code) == ["unencodable-resolution"])
        #expect(encoded.diagnostics.first?.path == "Content/a.md")
        #expect(encoded.diagnostics.first?.position == SourcePosition(line: 3, column: 1))
        #expect(encoded.diagnostics.first?.message.hasPrefix("the resolution of screen `s` holds") == true)
        let report = builder.build()
        #expect(report.failed)
        #expect(report.diagnostics.map(\.code) == ["unencodable-resolution"])
        #expect(site.read("_site/resolution.json")?.contains("unencodable-resolution") == true)
    }
}
