/// The Interface Builder size-class cell that applies to a controller (IB-01 to IB-03).
enum VariantChoice {
    /// The controller as it is in an environment with `traits`: the most specific variant whose
    /// size classes the traits contain, else the base (IB-02). Two equally specific matching
    /// variants that differ are ambiguous: the base applies and `problems` gets an
    /// `ambiguous-variants` problem; so does each field the chosen variant lists as disagreeing
    /// (decoded variants are resolved field by field, so they disagree per field). Nil when the chosen cell is not installed (IB-03). The
    /// result carries no variants, so it is not chosen among twice.
    static func controller(
        _ controller: ControllerSpec,
        traits: TraitCollection,
        severity: Severity,
        problems: inout [ResolutionProblem]
    ) -> ControllerSpec? {
        let query = TraitCollection(
            horizontal: traits.horizontal, vertical: traits.vertical, userInterfaceStyle: traits.userInterfaceStyle,
            contentSize: traits.contentSize, layoutDirection: traits.layoutDirection, contrast: traits.contrast
        )
        let matching = controller.variants.filter { $0.matches(query) }
        var base = controller
        base.variants = []
        guard let specificity = matching.map(\.specificity).max() else { return base }
        let winners = matching.filter { $0.specificity == specificity }
        let first = winners[0]
        if let rival = winners.dropFirst().first(where: { $0.installed != first.installed || $0.controller != first.controller }) {
            problems.append(ResolutionProblem(
                severity: severity,
                code: "ambiguous-variants",
                message: "`\(controller.id)` has two equally specific variants for "
                    + "\(traits.horizontal.rawValue) width and \(traits.vertical.rawValue) height "
                    + "(\(cellName(first.when)) and \(cellName(rival.when))); the base applies",
                position: rival.position ?? controller.position
            ))
            return base
        }
        for disagreement in first.disagreements {
            problems.append(ResolutionProblem(
                severity: severity,
                code: "ambiguous-variants",
                message: "`\(controller.id)` has two equally specific variants for "
                    + "\(traits.horizontal.rawValue) width and \(traits.vertical.rawValue) height that set "
                    + "`\(disagreement.field)` differently (\(disagreement.conditions.map(cellName).joined(separator: " and ")));"
                    + " the base's `\(disagreement.field)` applies",
                position: disagreement.position ?? first.position ?? controller.position
            ))
        }
        guard first.installed else { return nil }
        var chosen = first.controller
        chosen.variants = []
        return chosen
    }

    /// An Interface Builder cell name such as `compact/any`, width first.
    private static func cellName(_ traits: TraitCollection) -> String {
        func word(_ sizeClass: SizeClass) -> String { sizeClass == .unspecified ? "any" : sizeClass.rawValue }
        return "\(word(traits.horizontal))/\(word(traits.vertical))"
    }
}
