import Adaptivity
import Pages

/// Checks the `environments:` list of `sizeboard.yml` against the site's catalog.
enum ConfiguredEnvironments {
    /// The names the catalog knows, in order, and an `unknown-environment` error at the entry of
    /// each other name (`positions` holds where each entry was written).
    static func known(_ names: [String], positions: [SourcePosition], in catalog: DeviceCatalog, path: String) -> ([String], [Diagnostic]) {
        var known: [String] = []
        var diagnostics: [Diagnostic] = []
        for (index, name) in names.enumerated() {
            guard let unknown = catalog.selection(names: [name]).unknown.first else {
                known.append(name)
                continue
            }
            diagnostics.append(.error(
                "unknown-environment",
                UnknownEnvironment(name: unknown.name, suggestion: unknown.suggestion).message,
                path: path,
                at: index < positions.count ? positions[index] : nil
            ))
        }
        return (known, diagnostics)
    }
}
