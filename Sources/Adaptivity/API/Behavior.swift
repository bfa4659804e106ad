/// A rule set: every default the rules leave open, by name (ADAPTIVITY.md section 13).
public struct Behavior: Sendable, Hashable {
    /// The name used on the command line and in `sizeboard.yml`.
    public var name: String

    /// The seed talks' iOS 8 semantics.
    public static let classic = Behavior(name: "classic")

    /// Every behavior the engine ships.
    public static let all: [Behavior] = [.classic]
}
