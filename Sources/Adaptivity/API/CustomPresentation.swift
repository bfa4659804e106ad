/// A custom presentation style, as a UIPresentationController subclass defines it (P-03, P-11).
///
/// Plugins register values of this type by name; `style: custom` with `custom: <name>` uses one.
/// Every requirement has a default that matches UIPresentationController's own.
public protocol CustomPresentation: Sendable {
    /// The size of the presented controller's view in a container of `parentSize`
    /// (`size(forChildContentContainer:withParentContainerSize:)`); by default the parent's size.
    func size(forChildContentContainerWithParentSize parentSize: Size) -> Size

    /// The frame of the presented view in a container whose bounds are `containerBounds`, in the
    /// container's coordinates (`frameOfPresentedViewInContainerView`); by default a rectangle of
    /// `size(forChildContentContainerWithParentSize:)` at the container's origin, that is the
    /// container bounds.
    func frameOfPresentedView(in containerBounds: Rect, traits: TraitCollection) -> Rect

    /// What the presentation draws behind the presented view; by default nothing.
    var chrome: PresentationChrome { get }

    /// The style the presentation adapts to in an environment with `traits`; `.none`, the default,
    /// means no adaptation (P-04, P-07). Only `fullScreen` and `overFullScreen` are honored under
    /// behavior `classic`; anything else counts as `.none` (P-08).
    func adaptiveStyle(for traits: TraitCollection) -> PresentationStyle

    /// Whether the container is the window (the default); NO makes it behave as a current-context
    /// presentation over the controller that defines the context, which never adapts (P-11).
    var shouldPresentInFullScreen: Bool { get }

    /// Whether the presenter's view is removed once the presentation is in place; by default NO (P-11).
    var shouldRemovePresentersView: Bool { get }
}

extension CustomPresentation {
    /// The parent's size, as UIPresentationController returns it.
    public func size(forChildContentContainerWithParentSize parentSize: Size) -> Size {
        parentSize
    }

    /// A rectangle of the child's size at the container's origin.
    public func frameOfPresentedView(in containerBounds: Rect, traits: TraitCollection) -> Rect {
        let size = size(forChildContentContainerWithParentSize: containerBounds.size)
        return Rect(x: containerBounds.x, y: containerBounds.y, width: size.width, height: size.height)
    }

    /// No chrome.
    public var chrome: PresentationChrome { .none }

    /// No adaptation.
    public func adaptiveStyle(for traits: TraitCollection) -> PresentationStyle { .none }

    /// The container is the window.
    public var shouldPresentInFullScreen: Bool { true }

    /// The presenter's view stays.
    public var shouldRemovePresentersView: Bool { false }
}
