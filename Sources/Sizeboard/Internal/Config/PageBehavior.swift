import Adaptivity
import Pages

extension SiteServices {
    /// The engine for the screens of a page with `metadata`: the site's, with the page's own
    /// `behavior` and `ios` from its front matter unless the command line chose the behavior.
    func engine(for metadata: PageMetadata) -> Engine {
        guard !config.overridingBehavior, metadata.behavior != nil || metadata.ios != nil else { return engine }
        let name = metadata.behavior ?? engine.behavior.name
        guard let behavior = Behavior.named(name, ios: metadata.ios ?? (metadata.behavior == nil ? config.ios : nil)) else { return engine }
        var pageEngine = engine
        pageEngine.behavior = behavior
        return pageEngine
    }
}
