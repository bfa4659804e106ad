/// A UIModalPresentationStyle the content language can request (P-03).
public enum PresentationStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The system's choice (iOS 13+, M-P-01): pageSheet through iOS 17, formSheet from iOS 18;
    /// fullScreen under `classic` (P-02). Reported as the requested style, never after mapping.
    case automatic
    /// Covers the window; the presenter's view is removed.
    case fullScreen
    /// A portrait-width sheet in regular width.
    case pageSheet
    /// A centered sheet in regular width.
    case formSheet
    /// Covers the context controller; its view is removed.
    case currentContext
    /// Covers the window; the presenter's view stays.
    case overFullScreen
    /// Covers the context controller; its view stays.
    case overCurrentContext
    /// A popover anchored to a source.
    case popover
    /// A custom presentation controller.
    case custom
    /// No adaptation; only meaningful as an adaptation result (P-12).
    case none
}

/// What the presentation delegate answers for adaptivePresentationStyle (P-07).
public enum AdaptiveStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The delegate is not implemented: the style's own adaptation applies.
    case automatic
    /// No adaptation.
    case none
    /// Adapt to fullScreen.
    case fullScreen
    /// Adapt to overFullScreen.
    case overFullScreen
}

/// A popover arrow direction, named as UIPopoverArrowDirection names it.
public enum ArrowDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// The arrow points up: the popover is below its source.
    case up
    /// The arrow points down: the popover is above its source.
    case down
    /// The arrow points left: the popover is right of its source.
    case left
    /// The arrow points right: the popover is left of its source.
    case right
}
