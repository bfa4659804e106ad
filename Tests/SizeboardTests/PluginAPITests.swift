import Foundation
import Sizeboard
import Testing

/// A plugin as a third party writes one: a block handler, a transform, a generator and hooks.
struct NotesPlugin: Plugin {
    let name = "notes"

    struct NoteHandler: BlockHandler {
        func render(_ context: BlockContext) -> BlockResult {
            let attributes = context.block.attributes.joined(separator: " ")
            var diagnostics: [Diagnostic] = []
            if context.block.body.isEmpty {
                diagnostics.append(.warning("empty-note", "the note is empty", path: context.page.path, at: context.block.range.start))
            }
            return BlockResult(
                html: "<aside class=\"note \(attributes)\">\(context.block.body.trimmingCharacters(in: .whitespacesAndNewlines))</aside>",
                files: [OutputFile(path: "\(context.page.slug)/note.txt", text: context.block.body)],
                diagnostics: diagnostics,
                headElements: ["<link rel=\"stylesheet\" href=\"\(context.page.rootURL)notes.css\">"]
            )
        }
    }

    struct Shout: PageTransform {
        func transform(_ page: inout RenderedPage, site: SiteServices) -> [Diagnostic] {
            page.bodyHTML = page.bodyHTML.replacingOccurrences(of: "hello", with: "HELLO")
            return []
        }
    }

    struct NoteIndex: SiteGenerator {
        func generate(_ site: GeneratedSite) -> SiteGeneration {
            SiteGeneration(files: [OutputFile(path: "notes.css", text: ".note{}\n"), OutputFile(path: "pages.txt", text: site.pages.map(\.info.slug).joined(separator: "\n"))])
        }
    }

    struct Hooks: LifecycleHook {
        func afterWrite(_ services: SiteServices, files: [String]) -> [Diagnostic] {
            [.warning("written", "\(files.count) files", path: "hooks", at: nil)]
        }
    }

    func install(into registry: inout PluginRegistry) {
        registry.addBlockHandler(NoteHandler(), for: "note")
        registry.addPageTransform(Shout())
        registry.addSiteGenerator(NoteIndex())
        registry.addLifecycleHook(Hooks())
        registry.addEnvironments([Environment(id: "kiosk-portrait", width: 600, height: 900, scale: 1, idiom: .pad, horizontal: .regular, vertical: .regular)])
    }
}

@Suite("The plugin API, through a plugin defined in the test target")
struct PluginAPITests {
    func build(_ site: TestSite, plugins: [any Plugin] = [NotesPlugin()]) -> BuildReport {
        SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 2), availablePlugins: plugins).build()
    }

    @Test("an enabled plugin's block handler, transform, generator, hooks and environments all run")
    func everyCapability() throws {
        let site = try TestSite(files: [
            "sizeboard.yml": "plugins: [notes]\n",
            "Content/a.md": "# A\n\nhello\n\n```note {wide}\nRemember.\n```\n\n```note\n```\n\n```screen\nid: one\nenvironments: [kiosk-portrait]\nroot:\n  view: Photo\n```\n",
        ])
        let report = build(site)
        let page = try #require(site.read("_site/a/index.html"))
        #expect(page.contains("<aside class=\"note wide\">Remember.</aside>"))
        #expect(page.contains("HELLO"))
        #expect(page.components(separatedBy: "notes.css").count == 2, "the head element is added once")
        #expect(site.read("_site/a/note.txt") != nil)
        #expect(site.read("_site/pages.txt") == "a")
        #expect(site.read("_site/a/one/kiosk-portrait.svg") != nil)
        #expect(report.diagnostics.map(\.code).sorted() == ["empty-note", "written"])
        #expect(report.diagnostics.first { $0.code == "empty-note" }?.position?.line == 9)
        #expect(!report.failed)
    }

    @Test("a plugin that is available but not enabled does nothing")
    func notEnabled() throws {
        let site = try TestSite(files: ["Content/a.md": "```note\nx\n```\n"])
        _ = build(site)
        #expect(site.read("_site/a/index.html")?.contains("<aside") == false)
        #expect(site.read("_site/a/index.html")?.contains("language-note") == true)
    }
}

/// A plugin adding the engine capabilities: a container kind and a custom presentation.
struct ShelfPlugin: Plugin {
    let name = "shelf"

    /// Shows every child side by side in equal columns, forcing compact width on each.
    struct Shelf: ContainerBehavior {
        func layout(_ container: ContainerLayoutInput) -> ContainerLayout {
            let width = container.bounds.width / Double(max(1, container.children.count))
            return ContainerLayout(children: container.children.indices.map { index in
                ContainerChildPlacement(
                    index: index,
                    frame: Rect(x: Double(index) * width, y: 0, width: width, height: container.bounds.height),
                    traitOverride: TraitCollection(horizontal: .compact)
                )
            })
        }
    }

    /// A bottom drawer a quarter of the window high that never adapts.
    struct Drawer: CustomPresentation {
        func frameOfPresentedView(in containerBounds: Rect, traits: TraitCollection) -> Rect {
            Rect(x: 0, y: containerBounds.height * 0.75, width: containerBounds.width, height: containerBounds.height * 0.25)
        }
        var chrome: PresentationChrome { .dimming }
    }

    func install(into registry: inout PluginRegistry) {
        registry.addContainer(Shelf(), kind: "shelf")
        registry.addPresentation(Drawer(), named: "drawer")
    }
}

@Suite("Engine capabilities through a plugin defined in the test target")
struct EnginePluginTests {
    @Test("a plugin container lays out its children, and a plugin presentation frames what it presents")
    func containerAndPresentation() throws {
        let site = try TestSite(files: [
            "sizeboard.yml": "plugins: [shelf]\nenvironments: [ipad-pro-11-landscape]\n",
            "Content/a.md": """
            ```screen
            id: one
            root:
              shelf:
                id: shelf
                children:
                  - view: {title: Left, content: list}
                  - view: {title: Right, content: text}
            present:
              from: left
              controller: {view: {title: Tray, content: grid}}
              style: custom
              custom: drawer
            ```
            """,
        ])
        let report = SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 1), availablePlugins: [ShelfPlugin()]).resolve(paths: [])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let result = try #require(report.resolvedPages.first?.screens.first?.results.first)
        #expect(result.root.children.map(\.id) == ["left", "right"])
        #expect(result.root.children.map(\.frame) == [Rect(x: 0, y: 0, width: 597, height: 834), Rect(x: 597, y: 0, width: 597, height: 834)])
        #expect(result.root.children.map(\.horizontal) == [.compact, .compact])
        let presentation = try #require(result.presentations.first)
        #expect(presentation.style == .custom)
        #expect(presentation.frame == Rect(x: 0, y: 625.5, width: 1194, height: 208.5))
        #expect(presentation.dimmed)
    }

    @Test("an unknown custom presentation is a located error naming the registered ones")
    func unknownPresentation() throws {
        let site = try TestSite(files: [
            "sizeboard.yml": "plugins: [shelf]\n",
            "Content/a.md": "```screen\nid: one\nroot:\n  view: A\npresent:\n  controller: {view: B}\n  style: custom\n  custom: drawr\n```\n",
        ])
        let report = SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 1), availablePlugins: [ShelfPlugin()]).build()
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.code == "unknown-presentation")
        #expect(diagnostic.position?.line == 8)
        #expect(diagnostic.message.contains("`drawer`"))
    }
}
