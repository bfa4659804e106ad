/// The fields of an alert controller (A-*).
public struct AlertSpec: Sendable, Hashable {
    /// The message under the title.
    public var message: String?
    /// Alert or action sheet.
    public var style: AlertStyle
    /// The buttons.
    public var actions: [AlertAction]

    /// Creates an alert spec.
    public init(message: String? = nil, style: AlertStyle = .alert, actions: [AlertAction] = []) {
        self.message = message
        self.style = style
        self.actions = actions
    }
}

/// The two styles of UIAlertController.
public enum AlertStyle: String, Sendable, Hashable, Codable {
    /// Centered, never adapting.
    case alert
    /// A popover in regular width, a sheet from the bottom in compact width.
    case actionSheet
}

/// One button of an alert.
public struct AlertAction: Sendable, Hashable, Encodable {
    /// The button's title.
    public var title: String
    /// Its style.
    public var style: AlertActionStyle

    /// Creates an action.
    public init(title: String, style: AlertActionStyle = .default) {
        self.title = title
        self.style = style
    }
}

/// The style of an alert button.
public enum AlertActionStyle: String, Sendable, Hashable, Codable {
    /// A plain button.
    case `default`
    /// The cancel button, hidden in popover form.
    case cancel
    /// A red button.
    case destructive
}
