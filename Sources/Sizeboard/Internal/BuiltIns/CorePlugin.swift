/// The built-in features, installed through the plugin API like any other plugin.
struct CorePlugin: Plugin {
    let name = "core"

    func install(into registry: inout PluginRegistry) {
        registry.addBlockHandler(ScreenBlockHandler(), for: "screen")
        registry.addSiteGenerator(IndexGenerator())
        registry.addSiteGenerator(ResolutionGenerator())
        registry.addSiteGenerator(ThemeAssetsGenerator())
    }
}
