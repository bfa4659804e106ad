import Adaptivity

/// An environment as a dictionary key hashed by its id alone, and equal to another only when the
/// two environments are equal: hashing a whole environment (its id, sizes, insets and traits) took
/// about 1,700 instructions, and the caches of the figures look one up for every variant. Two
/// environments of one id are rare enough that their sharing a hash costs nothing.
struct EnvironmentKey: Hashable {
    let environment: Environment

    static func == (left: EnvironmentKey, right: EnvironmentKey) -> Bool {
        left.environment == right.environment
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(environment.id)
    }
}
