/// A named set of capabilities installed into the registry before a build.
///
/// Built-in features (the `screen` block, the index, `resolution.json`) are plugins too, installed
/// through the same registry as a third party's.
public protocol Plugin: Sendable {
    /// The name users enable the plugin by in `sizeboard.yml` (`plugins: [name]`).
    var name: String { get }

    /// Adds the plugin's capabilities to `registry`.
    func install(into registry: inout PluginRegistry)
}
