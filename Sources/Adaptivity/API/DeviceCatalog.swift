/// The environments the engine knows, by id, and their groups (DESIGN.md section 3, D-02, D-04).
public struct DeviceCatalog: Sendable {
    /// Every environment, in catalog order.
    public var environments: [Environment]
    /// Group names and their environment ids.
    public var groups: [String: [String]]

    /// Creates a catalog.
    public init(environments: [Environment], groups: [String: [String]]) {
        self.environments = environments
        self.groups = groups
    }

    /// The standard catalog: every device of D-02 in portrait and landscape, the multitasking
    /// panes of D-04, and the groups `size-classes` (the default set, one environment per size
    /// class combination), `phones`, `pads` (full screen), `multitasking` and `all`.
    public static let standard: DeviceCatalog = {
        let environments = DeviceTable.models.flatMap(\.environments)
        let paneIds = Set(DeviceTable.models.flatMap { model in model.panes.map { "\(model.name)-\($0.suffix)" } })
        return DeviceCatalog(
            environments: environments,
            groups: [
                "size-classes": ["iphone-16-portrait", "iphone-16-landscape", "iphone-16-pro-max-landscape", "ipad-pro-11-landscape"],
                "phones": environments.filter { $0.idiom == .phone }.map(\.id),
                "pads": environments.filter { $0.idiom == .pad && !paneIds.contains($0.id) }.map(\.id),
                "multitasking": environments.filter { paneIds.contains($0.id) }.map(\.id),
                "all": environments.map(\.id),
            ]
        )
    }()

    /// The group names, sorted.
    public var groupNames: [String] { groups.keys.sorted() }

    /// The environment with `id`.
    public func environment(id: String) -> Environment? {
        environments.first { $0.id == id }
    }

    /// The environments of the group `name`.
    public func group(named name: String) -> [Environment]? {
        groups[name].map { $0.compactMap(environment(id:)) }
    }

    /// The environments that `names` (environment ids or group names) stand for, in order, each
    /// once; unknown names are left out (see `selection(names:)` to report them).
    public func resolve(names: [String]) -> [Environment] {
        selection(names: names).environments
    }

    /// The environments that `names` stand for, in order, each once, with the names that are
    /// neither an environment id nor a group name and the nearest known name for each.
    public func selection(names: [String]) -> EnvironmentSelection {
        var selected: [Environment] = []
        var seen: Set<String> = []
        var unknown: [UnknownEnvironmentName] = []
        for name in names {
            let found = environment(id: name).map { [$0] } ?? group(named: name)
            guard let found else {
                unknown.append(UnknownEnvironmentName(name: name, suggestion: nearestName(to: name)))
                continue
            }
            for environment in found where seen.insert(environment.id).inserted {
                selected.append(environment)
            }
        }
        return EnvironmentSelection(environments: selected, unknown: unknown)
    }

    /// The known environment id or group name closest to `name`, if one is close enough to be a
    /// likely typo.
    public func nearestName(to name: String) -> String? {
        NearestName.find(for: name, among: groupNames + environments.map(\.id))
    }

    /// This catalog with `added` environments (from `sizeboard.yml` or plugins); an added
    /// environment replaces a catalog one with the same id. Added environments join `all`.
    public func adding(_ added: [Environment]) -> DeviceCatalog {
        let addedIds = Set(added.map(\.id))
        var groups = groups
        let newIds = added.map(\.id).filter { environment(id: $0) == nil }
        groups["all", default: []].append(contentsOf: newIds)
        return DeviceCatalog(environments: environments.filter { !addedIds.contains($0.id) } + added, groups: groups)
    }
}

/// The environments a list of names stands for, and the names that stand for nothing.
public struct EnvironmentSelection: Sendable, Hashable {
    /// The environments, in the order the names gave them, each once.
    public var environments: [Environment]
    /// The names that are neither an environment id nor a group name, in order.
    public var unknown: [UnknownEnvironmentName]

    /// Creates a selection.
    public init(environments: [Environment], unknown: [UnknownEnvironmentName]) {
        self.environments = environments
        self.unknown = unknown
    }
}

/// A name that is neither an environment id nor a group name.
public struct UnknownEnvironmentName: Sendable, Hashable {
    /// The name as written.
    public var name: String
    /// The nearest known id or group name ("did you mean"), if one is close.
    public var suggestion: String?

    /// Creates an unknown name.
    public init(name: String, suggestion: String?) {
        self.name = name
        self.suggestion = suggestion
    }
}
