/// An environment id or group name split at its `+` appearance suffixes (M-T).
struct AppearanceName: Sendable, Hashable {
    /// The id or group name before the first `+`.
    var base: String
    /// The appearance the suffixes select; nil without suffixes.
    var appearance: Appearance?

    /// Splits `name`; nil when a suffix names no appearance trait.
    init?(_ name: String) {
        let parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        base = parts[0]
        guard parts.count > 1 else {
            appearance = nil
            return
        }
        var appearance = Appearance.standard
        for suffix in parts.dropFirst() {
            guard appearance.apply(suffix: suffix) else { return nil }
        }
        self.appearance = appearance
    }
}
