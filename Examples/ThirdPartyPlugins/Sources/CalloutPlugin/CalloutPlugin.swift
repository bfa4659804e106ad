import Sizeboard

/// A third party's plugin: a `callout` block, a `chart` content kind, a `drawer` and a `card`
/// presentation (the card with a chrome of its own), and a `screens.csv` listing every screen.
public struct CalloutPlugin: Plugin {
    /// Enabled with `plugins: [callout]` in `sizeboard.yml`.
    public let name = "callout"

    /// Creates the plugin.
    public init() {}

    /// Adds the block handler, the drawings, the presentations and the generator.
    public func install(into registry: inout PluginRegistry) {
        registry.addBlockHandler(CalloutHandler(), for: "callout")
        registry.addContentDrawing(BarChartDrawing(), for: "chart")
        registry.addPresentation(BottomDrawer(), named: "drawer")
        registry.addPresentation(FloatingCard(), named: "card")
        registry.addChromeDrawing(CardShadow(), named: "card-shadow")
        registry.addSiteGenerator(ScreenListGenerator())
    }
}
