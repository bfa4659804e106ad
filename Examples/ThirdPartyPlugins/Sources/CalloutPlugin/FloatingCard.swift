import Sizeboard

/// A card in the middle of the window, over what lies beneath, with the `card-shadow` chrome.
struct FloatingCard: CustomPresentation {
    func frameOfPresentedView(in container: Rect, traits: TraitCollection) -> Rect {
        Rect(x: container.width * 0.2, y: container.height * 0.25, width: container.width * 0.6, height: container.height * 0.5)
    }

    var chrome: PresentationChrome { .named("card-shadow") }
}
