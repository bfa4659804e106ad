/// The style a presentation shows with in one environment, and whether that is an adaptation.
struct PresentationAdaptation: Sendable, Hashable {
    /// The style after adaptation.
    var style: PresentationStyle
    /// Whether adaptation changed the requested style.
    var adapted: Bool

    /// Adapts `requested` to the presenting environment's `traits`.
    ///
    /// - A custom presentation that does not present in full screen behaves as current context and
    ///   never adapts; nothing is consulted (P-11).
    /// - Adaptation is triggered by the behavior's trigger, compact width under `classic` (P-05).
    ///   The delegate's answer counts only then under `classic` (P-07), everywhere when the
    ///   behavior says so (P-08).
    /// - The delegate's `none` keeps the requested style (P-07, P-12); its `fullScreen` or
    ///   `overFullScreen` replaces it.
    /// - With no delegate answer, a custom presentation answers for itself and a built-in style
    ///   adapts per the behavior's table (P-04, section 13). A delegate or custom answer the
    ///   behavior does not accept counts as no adaptation (P-08).
    init(
        requested: PresentationStyle,
        traits: TraitCollection,
        delegateAnswer: AdaptiveStyle,
        custom: (any CustomPresentation)?,
        defaults: PresentationDefaults
    ) {
        self.init(style: requested, adapted: false)
        if let custom, !custom.shouldPresentInFullScreen { return }
        let triggered = defaults.adaptationTrigger.isMet(by: traits)
        if !triggered && defaults.consultsDelegateOnlyWhenTriggered { return }
        if delegateAnswer == .automatic && custom == nil {
            guard triggered, let behaviorStyle = defaults.adaptations[requested] else { return }
            self.init(style: behaviorStyle, adapted: behaviorStyle != requested)
            return
        }
        let answer: PresentationStyle? = switch delegateAnswer {
        case .none: nil
        case .fullScreen: .fullScreen
        case .overFullScreen: .overFullScreen
        case .automatic: triggered ? custom?.adaptiveStyle(for: traits) : nil
        }
        guard let answer, defaults.adaptiveTargets.contains(answer) else { return }
        self.init(style: answer, adapted: answer != requested)
    }

    /// The wrapper shown while adapted: `navigation` when the delegate wraps the presented
    /// controller in a navigation controller (P-09), nil otherwise.
    func wrapper(wrapsInNavigationWhenAdapted: Bool) -> String? {
        adapted && wrapsInNavigationWhenAdapted ? "navigation" : nil
    }

    private init(style: PresentationStyle, adapted: Bool) {
        self.style = style
        self.adapted = adapted
    }
}
