/// A custom presentation declared without code in `sizeboard.yml` (DESIGN.md section 2):
/// `presentations: {sidebar: {width: 1/3, height: 1, align: trailing, chrome: dimming, adaptive: fullScreen}}`.
///
/// The presented view gets `width` of the container's width and `height` of its height, placed
/// against the edge `alignment` names and centered along the other axis.
public struct DeclaredPresentation: CustomPresentation, Hashable {
    /// The width of the presented view.
    public var width: Dimension
    /// The height of the presented view.
    public var height: Dimension
    /// Where the presented view sits in the container.
    public var alignment: Alignment
    /// What is drawn behind the presented view.
    public var chrome: PresentationChrome
    /// What the presentation becomes in compact width; `automatic` and `none` keep it as it is,
    /// as custom presentations do not adapt unless they say so (P-04).
    public var adaptive: AdaptiveStyle

    /// Creates a declared presentation; by default it fills the container and never adapts.
    public init(
        width: Dimension = .fraction(1),
        height: Dimension = .fraction(1),
        alignment: Alignment = .center,
        chrome: PresentationChrome = .none,
        adaptive: AdaptiveStyle = .none
    ) {
        self.width = width
        self.height = height
        self.alignment = alignment
        self.chrome = chrome
        self.adaptive = adaptive
    }

    /// The overlay sidebar of the photo editor in W14-228: a third of the width, the full height,
    /// against the trailing edge, dimming what lies behind, full screen in compact width.
    public static let sidebar = DeclaredPresentation(
        width: .fraction(1.0 / 3),
        height: .fraction(1),
        alignment: .trailing,
        chrome: .dimming,
        adaptive: .fullScreen
    )

    /// `width` and `height` resolved against `parentSize`.
    public func size(forChildContentContainerWithParentSize parentSize: Size) -> Size {
        Size(width: width.length(in: parentSize.width), height: height.length(in: parentSize.height))
    }

    /// The child's size placed by `alignment` in `containerBounds`.
    public func frameOfPresentedView(in containerBounds: Rect, traits: TraitCollection) -> Rect {
        let size = size(forChildContentContainerWithParentSize: containerBounds.size)
        let centeredX = containerBounds.midX - size.width / 2
        let centeredY = containerBounds.midY - size.height / 2
        let origin: (x: Double, y: Double) = switch alignment {
        case .leading: (containerBounds.x, centeredY)
        case .trailing: (containerBounds.maxX - size.width, centeredY)
        case .center: (centeredX, centeredY)
        case .top: (centeredX, containerBounds.y)
        case .bottom: (centeredX, containerBounds.maxY - size.height)
        }
        return Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// `adaptive` as a style when the width is compact, `.none` otherwise.
    public func adaptiveStyle(for traits: TraitCollection) -> PresentationStyle {
        guard traits.horizontal == .compact else { return .none }
        return switch adaptive {
        case .automatic, .none: .none
        case .fullScreen: .fullScreen
        case .overFullScreen: .overFullScreen
        }
    }
}
