import Adaptivity
import Pages

/// Adds the environment groups of `sizeboard.yml` to a catalog, each member resolved against the
/// catalog and the groups declared before it.
enum ConfiguredGroups {
    static func add(_ groups: [ConfiguredGroup], to catalog: DeviceCatalog, path: String) -> (DeviceCatalog, [Diagnostic]) {
        var catalog = catalog
        var diagnostics: [Diagnostic] = []
        for group in groups {
            if catalog.environment(id: group.name) != nil {
                diagnostics.append(.error(
                    "invalid-group",
                    "group `\(group.name)` has the name of an environment; choose another name",
                    path: path,
                    at: group.position
                ))
                continue
            }
            let selection = catalog.selection(names: group.members)
            for unknown in selection.unknown {
                let message = UnknownEnvironment(name: unknown.name, suggestion: unknown.suggestion).message
                diagnostics.append(.error("unknown-environment", "in group `\(group.name)`: \(message)", path: path, at: group.position))
            }
            var groups = catalog.groups
            groups[group.name] = selection.environments.map(\.id)
            catalog = DeviceCatalog(environments: catalog.environments, groups: groups)
        }
        return (catalog, diagnostics)
    }
}
