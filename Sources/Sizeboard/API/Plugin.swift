/// A named set of capabilities installed into the registry before a build.
///
/// Built-in features (the `screen` block, the index, `resolution.json`) are plugins too, installed
/// through the same registry as a third party's.
public protocol Plugin: Sendable {
    /// The name users enable the plugin by in `sizeboard.yml` (`plugins: [name]`).
    var name: String { get }

    /// The plugin API version the plugin was written for; a build refuses a plugin whose major
    /// version differs or whose minor version is newer than `PluginAPI.version`.
    var requiredAPIVersion: PluginAPIVersion { get }

    /// Adds the plugin's capabilities to `registry`.
    func install(into registry: inout PluginRegistry)
}

extension Plugin {
    /// Version 2.0: site generators get page summaries and read resolutions on demand.
    public var requiredAPIVersion: PluginAPIVersion { PluginAPIVersion(major: 2, minor: 0) }
}
