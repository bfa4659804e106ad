import Foundation

/// The theme bundled with Sizeboard: its templates and assets, found in this module's resources.
public enum DefaultTheme {
    /// The folder holding `templates/` and `assets/`.
    public static var directory: URL {
        Bundle.module.resourceURL ?? Bundle.module.bundleURL
    }
}
