/// The environments the engine knows, by id, and their groups.
public struct DeviceCatalog: Sendable {
    /// Every environment, in catalog order.
    public var environments: [Environment]
    /// Group names and their environment ids.
    public var groups: [String: [String]]

    /// The standard catalog.
    public static let standard = DeviceCatalog(
        environments: [
            Environment(id: "iphone-16-portrait", width: 393, height: 852, scale: 3, idiom: .phone, horizontal: .compact, vertical: .regular, safeAreaTop: 59),
            Environment(id: "iphone-16-landscape", width: 852, height: 393, scale: 3, idiom: .phone, horizontal: .compact, vertical: .compact, safeAreaTop: 59),
            Environment(id: "iphone-16-pro-max-landscape", width: 956, height: 440, scale: 3, idiom: .phone, horizontal: .regular, vertical: .compact, safeAreaTop: 62),
            Environment(id: "ipad-pro-11-landscape", width: 1194, height: 834, scale: 2, idiom: .pad, horizontal: .regular, vertical: .regular),
        ],
        groups: ["size-classes": ["iphone-16-portrait", "iphone-16-landscape", "iphone-16-pro-max-landscape", "ipad-pro-11-landscape"]]
    )

    /// The environment with `id`.
    public func environment(id: String) -> Environment? {
        environments.first { $0.id == id }
    }

    /// The environments of the group `name`.
    public func group(named name: String) -> [Environment]? {
        groups[name].map { $0.compactMap(environment(id:)) }
    }

    /// This catalog with `added` environments.
    public func adding(_ added: [Environment]) -> DeviceCatalog {
        DeviceCatalog(environments: environments + added, groups: groups)
    }
}
