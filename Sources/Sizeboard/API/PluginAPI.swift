/// The version of the plugin API, following semantic versioning: a plugin built for `1.x` works
/// with every `1.y` where `y >= x`.
public enum PluginAPI {
    /// The current version: 2.1 added `KeyedOutputFile` (`SiteGeneration.keyedFiles`).
    public static let version = PluginAPIVersion(major: 2, minor: 1)
}

/// A plugin API version.
public struct PluginAPIVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Incremented when a change breaks existing plugins.
    public var major: Int
    /// Incremented when capabilities are added.
    public var minor: Int

    /// Creates a version.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Whether a plugin that requires `required` can run with this version.
    public func satisfies(_ required: PluginAPIVersion) -> Bool {
        major == required.major && minor >= required.minor
    }

    /// `major.minor`.
    public var description: String { "\(major).\(minor)" }

    /// Orders by major, then minor.
    public static func < (lhs: PluginAPIVersion, rhs: PluginAPIVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
