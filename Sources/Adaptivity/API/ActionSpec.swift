/// A user tap that UIKit routes by target-action (SH-*).
public struct ActionSpec: Sendable, Hashable {
    /// Which message is sent.
    public var kind: ActionKind
    /// The controller that is shown.
    public var controller: ControllerSpec
    /// The id of the controller that sends the message.
    public var from: String
    /// Where the action was written.
    public var position: SourcePosition?

    /// Creates an action.
    public init(kind: ActionKind, controller: ControllerSpec, from: String, position: SourcePosition? = nil) {
        self.kind = kind
        self.controller = controller
        self.from = from
        self.position = position
    }
}

/// The two showing messages of UIViewController.
public enum ActionKind: String, Sendable, Hashable, Codable {
    /// `show(_:sender:)`.
    case show
    /// `showDetailViewController(_:sender:)`.
    case showDetail
}
