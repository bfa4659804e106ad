/// Everything plugins contribute to a build, gathered before the build starts.
public struct PluginRegistry: Sendable {
    /// Fenced-block handlers by info string (the first word of the fence's info).
    public private(set) var blockHandlers: [String: any BlockHandler] = [:]
    /// Transforms applied, in order, to every rendered page.
    public private(set) var pageTransforms: [any PageTransform] = []
    /// Generators of site-wide files, run in order after every page is rendered.
    public private(set) var siteGenerators: [any SiteGenerator] = []
    /// Hooks called before the build and after the output is written.
    public private(set) var lifecycleHooks: [any LifecycleHook] = []
    /// Environments added to the device catalog.
    public private(set) var environments: [Environment] = []
    /// Elements added to the `<head>` of every page, given the page's relative URL of the site root.
    public private(set) var siteHeadElements: [@Sendable (_ rootURL: String) -> String] = []
    /// Container kinds and custom presentations the engine resolves, by name.
    public private(set) var engineExtensions = EngineExtensions()
    /// Drawings of leaf contents and presentation chrome, the built-in ones first.
    public private(set) var drawings = PreviewDrawings.standard

    /// Creates an empty registry.
    public init() {}

    /// Handles fenced blocks whose info string starts with `language`; a later registration replaces an earlier one.
    public mutating func addBlockHandler(_ handler: any BlockHandler, for language: String) {
        blockHandlers[language] = handler
    }

    /// Adds a page transform.
    public mutating func addPageTransform(_ transform: any PageTransform) {
        pageTransforms.append(transform)
    }

    /// Adds a site generator.
    public mutating func addSiteGenerator(_ generator: any SiteGenerator) {
        siteGenerators.append(generator)
    }

    /// Adds a lifecycle hook.
    public mutating func addLifecycleHook(_ hook: any LifecycleHook) {
        lifecycleHooks.append(hook)
    }

    /// Adds environments to the device catalog; an id already in it is replaced.
    public mutating func addEnvironments(_ environments: [Environment]) {
        self.environments.append(contentsOf: environments)
    }

    /// Adds an element to the `<head>` of every page (a script or stylesheet a plugin writes);
    /// `element` gets the page's relative URL of the site root, e.g. `../`.
    public mutating func addSiteHeadElement(_ element: @escaping @Sendable (_ rootURL: String) -> String) {
        siteHeadElements.append(element)
    }

    /// Adds a container kind: `kind:` in a screen lays out its `children:` with `behavior`
    /// (child frames as sizeForChildContentContainer, what shows, whether it collapses).
    public mutating func addContainer(_ behavior: any ContainerBehavior, kind: String) {
        engineExtensions.containers[kind] = behavior
    }

    /// Adds a custom presentation: `style: custom` with `custom: <name>` in a screen presents with
    /// it (frame in the container, chrome, adaptation).
    public mutating func addPresentation(_ presentation: any CustomPresentation, named name: String) {
        engineExtensions.presentations[name] = presentation
    }

    /// Adds a leaf content kind (`content: <name>` in a screen) and how previews draw it.
    public mutating func addContentDrawing(_ drawing: any ContentDrawing, for content: String) {
        drawings.register(content: content, drawing: drawing)
    }

    /// Adds a presentation chrome (a custom presentation's `chrome: <name>`) and how previews draw it.
    public mutating func addChromeDrawing(_ drawing: any ChromeDrawing, named name: String) {
        drawings.register(chrome: name, drawing: drawing)
    }

    /// The names screen blocks may use, with the kinds and presentations plugins added.
    var vocabulary: ScreenVocabulary {
        ScreenVocabulary(
            contentKinds: ScreenVocabulary.standardContentKinds.union(drawings.contentKinds),
            containerKinds: Set(engineExtensions.containers.keys),
            customPresentations: Set(engineExtensions.presentations.keys)
        )
    }
}
