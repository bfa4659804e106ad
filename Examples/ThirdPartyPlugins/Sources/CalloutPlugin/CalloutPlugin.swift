import Sizeboard

/// A third party's plugin: a `callout` block, a `drawer` presentation, and a `screens.csv`
/// listing every screen.
public struct CalloutPlugin: Plugin {
    /// Enabled with `plugins: [callout]` in `sizeboard.yml`.
    public let name = "callout"

    /// Creates the plugin.
    public init() {}

    /// Adds the block handler and the generator.
    public func install(into registry: inout PluginRegistry) {
        registry.addBlockHandler(CalloutHandler(), for: "callout")
        registry.addPresentation(BottomDrawer(), named: "drawer")
        registry.addSiteGenerator(ScreenListGenerator())
    }
}

/// Renders ```` ```callout {warning} ```` blocks as an `<aside>` with the block's Markdown-free text.
struct CalloutHandler: BlockHandler {
    func render(_ context: BlockContext) -> BlockResult {
        let kind = context.block.attributes.first ?? "note"
        let text = context.block.body
            .replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        var diagnostics: [Diagnostic] = []
        if !["note", "warning", "tip"].contains(kind) {
            diagnostics.append(.warning("unknown-callout", "unknown callout kind `\(kind)`; use note, warning or tip", path: context.page.path, at: context.block.range.start))
        }
        return BlockResult(
            html: "<aside class=\"callout callout-\(kind)\">\(text)</aside>",
            diagnostics: diagnostics,
            headElements: ["<style>.callout{border-left:4px solid #0a66d8;padding:.5rem 1rem}.callout-warning{border-color:#c4261d}</style>"]
        )
    }
}

/// A drawer rising from the bottom over dimming, 40% of the window high; over full screen in
/// compact width.
struct BottomDrawer: CustomPresentation {
    func frameOfPresentedView(in container: Rect, traits: TraitCollection) -> Rect {
        Rect(x: 0, y: container.height * 0.6, width: container.width, height: container.height * 0.4)
    }

    var chrome: PresentationChrome { .dimming }

    func adaptiveStyle(for traits: TraitCollection) -> PresentationStyle {
        traits.horizontal == .compact ? .overFullScreen : .none
    }
}

/// Writes `screens.csv`: page, screen id, environment, size classes.
struct ScreenListGenerator: SiteGenerator {
    func generate(_ site: GeneratedSite) -> SiteGeneration {
        var lines = ["page,screen,environment,horizontal,vertical"]
        for page in site.pages {
            for screen in page.screens {
                for result in screen.results {
                    let environment = result.environment
                    lines.append("\(page.info.path),\(screen.id),\(environment.id),\(environment.horizontal.rawValue),\(environment.vertical.rawValue)")
                }
            }
        }
        return SiteGeneration(files: [OutputFile(path: "screens.csv", text: lines.joined(separator: "\n") + "\n")])
    }
}
