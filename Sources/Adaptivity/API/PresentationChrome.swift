/// What a presentation draws around the presented view (W14-228: "the background content that's
/// dimmed is the chrome").
public enum PresentationChrome: Sendable, Hashable {
    /// Nothing: what lies behind shows as it is.
    case none
    /// A dimming view over everything behind the presented view.
    case dimming
    /// A chrome a plugin draws, by name (the "cool mode" leopard print of W14-228).
    case named(String)

    /// The chrome a `sizeboard.yml` declaration names: `none` or `dimming`; nil for any other word.
    public init?(declaredName: String) {
        switch declaredName {
        case "none": self = .none
        case "dimming": self = .dimming
        default: return nil
        }
    }

    /// The name previews look the chrome's drawing up by: `none`, `dimming` or the plugin's name.
    public var name: String {
        switch self {
        case .none: "none"
        case .dimming: "dimming"
        case .named(let name): name
        }
    }
}
