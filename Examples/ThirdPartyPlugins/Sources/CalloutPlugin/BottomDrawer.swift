import Sizeboard

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
