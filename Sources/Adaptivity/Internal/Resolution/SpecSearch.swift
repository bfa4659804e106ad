/// Searches of controller specs as written, variants and placeholders included.
enum SpecSearch {
    /// Whether `spec` or a controller under it, down to `depthLimit` levels, has the id `id`.
    static func contains(_ id: String, in spec: ControllerSpec, depthLimit: Int) -> Bool {
        guard depthLimit >= 0 else { return false }
        if spec.id == id { return true }
        var related = spec.kind.children + spec.variants.map(\.controller)
        if case .split(let split) = spec.kind, let placeholder = split.expansionPlaceholder {
            related.append(placeholder)
        }
        return related.contains { contains(id, in: $0, depthLimit: depthLimit - 1) }
    }
}
