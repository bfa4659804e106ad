/// A presentation waiting for the presentation stage: what was asked, and the hierarchy to show.
struct PendingPresentation: Sendable {
    /// The present call: a screen's `present` entry, or the fullScreen presentation an unhandled
    /// `show` or `showDetail` became (SH-02, SH-07).
    var spec: PresentationSpec
    /// The presented hierarchy, pending or already changed by actions.
    var content: LiveController

    /// A presentation of `spec.controller`, not laid out yet.
    init(spec: PresentationSpec) {
        self.spec = spec
        self.content = LiveController(pending: spec.controller)
    }

    /// The modal presentation that an action nobody handles becomes: fullScreen (the classic
    /// default, P-02) from the caller, whose presenter follows P-20.
    init(unhandled action: ActionSpec) {
        self.init(spec: PresentationSpec(from: action.from, controller: action.controller, style: .fullScreen, position: action.position))
    }
}
