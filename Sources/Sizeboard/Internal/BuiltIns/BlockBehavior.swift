import Adaptivity

/// A screen block's own behavior: an attribute of its info string naming a behavior
/// (```` ```screen {classic} ````, `{modern}`, `{modern ios=17}`) resolves that one block under it,
/// whatever the page, the site and the command line use, so one page can show a screen under both
/// rule sets.
/// Attributes that name no behavior are left to other readers.
enum BlockBehavior {
    static func engine(_ engine: Engine, attributes: [String]) -> Engine {
        guard let name = attributes.first(where: { Behavior.named($0) != nil }) else { return engine }
        let ios = attributes.lazy.compactMap { attribute -> Int? in
            guard attribute.hasPrefix("ios=") else { return nil }
            return Int(attribute.dropFirst(4))
        }.first
        guard let behavior = Behavior.named(name, ios: ios) else { return engine }
        var blockEngine = engine
        blockEngine.behavior = behavior
        return blockEngine
    }
}
