/// The environments the engine knows, by id, and their groups (DESIGN.md section 3, D-02, D-04).
public struct DeviceCatalog: Sendable {
    /// Every environment, in catalog order.
    public var environments: [Environment] {
        didSet { positions = Self.positions(of: environments) }
    }
    /// Group names and their environment ids.
    public var groups: [String: [String]]
    /// The position in `environments` of the first environment with each id: every screen of a
    /// build looks its environments up by id.
    private var positions: [String: Int]

    /// Creates a catalog.
    public init(environments: [Environment], groups: [String: [String]]) {
        self.environments = environments
        self.groups = groups
        positions = Self.positions(of: environments)
    }

    private static func positions(of environments: [Environment]) -> [String: Int] {
        Dictionary(environments.enumerated().map { ($1.id, $0) }) { first, _ in first }
    }

    /// The catalog environment with exactly `id`, without appearance suffixes.
    private func catalogEnvironment(id: String) -> Environment? {
        positions[id].map { environments[$0] }
    }

    /// The standard catalog: every device of D-02 in portrait and landscape, the multitasking
    /// panes of D-04, and the groups `size-classes` (the default set, one environment per size
    /// class combination), `phones`, `pads` (full screen), `multitasking`, `all`, and the
    /// current devices of M-D-01, `current-phones` and `current-pads`, in both orientations.
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
                "current-phones": DeviceTable.currentPhones.flatMap { ["\($0)-portrait", "\($0)-landscape"] },
                "current-pads": DeviceTable.currentPads.flatMap { ["\($0)-portrait", "\($0)-landscape"] },
            ]
        )
    }()

    /// The group names, sorted.
    public var groupNames: [String] { groups.keys.sorted() }

    /// The environment with `id`: a catalog id, a freely sized iPad window
    /// `<device>-window-<width>x<height>` (M-D-04), either followed by appearance suffixes such as
    /// `+dark+rtl+ax3` (M-T).
    public func environment(id: String) -> Environment? {
        guard let name = AppearanceName(id) else { return nil }
        guard let base = catalogEnvironment(id: name.base) ?? window(id: name.base) else { return nil }
        return name.appearance.map(base.with(appearance:)) ?? base
    }

    /// The environments of the group `name`, which may be followed by appearance suffixes.
    public func group(named name: String) -> [Environment]? {
        guard let parsed = AppearanceName(name), let ids = groups[parsed.base] else { return nil }
        let members = ids.compactMap { id in catalogEnvironment(id: id) ?? window(id: id) }
        return parsed.appearance.map { appearance in members.map { $0.with(appearance: appearance) } } ?? members
    }

    /// A freely sized window `<device>-window-<width>x<height>` of an iPad of the catalog: regular
    /// width from the modern behavior's threshold, regular height, the device's safe area (M-D-04).
    private func window(id: String) -> Environment? {
        guard let marker = Self.lastWindowMarker(in: id) else { return nil }
        let device = String(id.utf8[..<marker.lowerBound])!
        let dimensions = String(id.utf8[marker.upperBound...])!.split(separator: "x", omittingEmptySubsequences: false)
        guard dimensions.count == 2,
              let width = Double(dimensions[0]), let height = Double(dimensions[1]),
              width > 0, height > 0, width.rounded() == width, height.rounded() == height,
              let portrait = catalogEnvironment(id: "\(device)-portrait"), portrait.idiom == .pad
        else { return nil }
        let threshold = Behavior.modern.modern?.windowRegularWidthMinimum ?? portrait.width
        return Environment(
            id: id, width: width, height: height, scale: portrait.scale, idiom: .pad,
            horizontal: width >= threshold ? .regular : .compact, vertical: .regular, safeArea: portrait.safeArea
        )
    }

    /// The bytes of the last `-window-` in `id`: a byte search, as every group name is looked up
    /// as an environment id first.
    private static func lastWindowMarker(in id: String) -> Range<String.UTF8View.Index>? {
        let marker = Array("-window-".utf8)
        let bytes = id.utf8
        guard bytes.count >= marker.count else { return nil }
        var start = bytes.index(bytes.endIndex, offsetBy: -marker.count)
        while true {
            if bytes[start...].starts(with: marker) {
                return start..<bytes.index(start, offsetBy: marker.count)
            }
            guard start > bytes.startIndex else { return nil }
            start = bytes.index(before: start)
        }
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
