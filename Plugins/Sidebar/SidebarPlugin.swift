import Sizeboard

/// The overlay sidebar of "A Look Inside Presentation Controllers" (WWDC14 228): a custom
/// presentation a third of the window wide on the trailing edge, over dimming chrome, that adapts
/// to a full-screen presentation in compact width.
///
/// Enabled with `plugins: [sidebar]`; screens present with `style: custom` and `custom: sidebar`.
public struct SidebarPlugin: Plugin {
    /// `sidebar`.
    public let name = "sidebar"

    /// Creates the plugin.
    public init() {}

    /// Registers the `sidebar` presentation.
    public func install(into registry: inout PluginRegistry) {
        registry.addPresentation(SidebarPresentation(), named: "sidebar")
    }
}

/// The sidebar's presentation controller.
struct SidebarPresentation: CustomPresentation {
    private let declared = DeclaredPresentation.sidebar

    /// A third of the container's width, its full height, on the trailing edge.
    func frameOfPresentedView(in containerBounds: Rect, traits: TraitCollection) -> Rect {
        declared.frameOfPresentedView(in: containerBounds, traits: traits)
    }

    func size(forChildContentContainerWithParentSize parentSize: Size) -> Size {
        declared.size(forChildContentContainerWithParentSize: parentSize)
    }

    /// The dimming view behind the sidebar.
    var chrome: PresentationChrome { .dimming }

    /// Full screen in compact width, as the talk's delegate asks.
    func adaptiveStyle(for traits: TraitCollection) -> PresentationStyle {
        declared.adaptiveStyle(for: traits)
    }
}
