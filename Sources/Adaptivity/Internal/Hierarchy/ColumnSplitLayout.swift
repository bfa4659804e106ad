extension HierarchyLayout {
    /// Collapse or expansion of a column-style split, decided once from its traits (M-S-01 to
    /// M-S-03): every column but `compact` in a navigation controller; collapsed, the `compact`
    /// column alone if there is one, else the column stacks merged onto the primary navigation
    /// controller up to the top column (the delegate's answer, else the proposed one, then moved
    /// by the split's `hide` and `show` calls, M-S-08); expanded, each stack back in its column.
    /// A call naming the compact column is reported: UIKit raises an exception.
    mutating func decideColumnSplit(_ split: SplitSpec, traits: TraitCollection) -> LiveSplit {
        let primary = Self.wrappedColumn(split.primary)
        let supplementary = split.style == .tripleColumn ? split.supplementary.map(Self.wrappedColumn) : nil
        let secondary = split.secondary.map(Self.wrappedColumn)
        for action in split.columnActions where action.column == .compact {
            problems.append(.compactColumnAction(action))
        }
        guard traits.horizontal == .compact else {
            return LiveSplit(
                primary: LiveController(pending: primary),
                secondary: secondary.map(LiveController.init(pending:)),
                collapsed: false,
                supplementary: supplementary.map(LiveController.init(pending:))
            )
        }
        if let compact = split.compact {
            return LiveSplit(primary: LiveController(pending: compact), secondary: nil, collapsed: true, topColumn: .compact)
        }
        let proposed = behavior.modern?.columns.proposedTopColumn ?? .secondary
        var top = split.topColumn ?? proposed
        if top == .compact || (top == .supplementary && supplementary == nil) { top = proposed }
        if top == .secondary && secondary == nil { top = supplementary == nil ? .primary : .supplementary }
        let columns: [SplitColumn] = [.primary] + (supplementary == nil ? [] : [.supplementary]) + (secondary == nil ? [] : [.secondary])
        top = ColumnVisibility.topColumn(after: split.columnActions, from: top, columns: columns)
        var merged = primary
        if case .navigation(var navigation) = merged.kind {
            let stacked: [ControllerSpec?] = switch top {
            case .primary, .compact: []
            case .supplementary: [supplementary]
            case .secondary: [supplementary, secondary]
            }
            for column in stacked.compactMap({ $0 }) {
                if case .navigation(let columnNavigation) = column.kind { navigation.stack += columnNavigation.stack }
            }
            merged.kind = .navigation(navigation)
        }
        return LiveSplit(primary: LiveController(pending: merged), secondary: nil, collapsed: true, topColumn: top)
    }

    /// A column-style split: collapsed, its one child fills it; expanded, the split behavior and
    /// display mode (M-S-04, M-S-05) place the columns (M-S-06) with the sidebars' width compact
    /// (M-S-07), the secondary dimmed under overlaid or displacing sidebars.
    mutating func layOutColumnSplit(
        _ spec: SplitSpec,
        split: inout LiveSplit,
        traits: TraitCollection,
        placement: Placement,
        depth: Int,
        into node: inout ResolvedNode
    ) {
        let frame = placement.frame
        node.style = spec.style
        node.collapsed = split.collapsed
        var children: [LiveController] = [split.primary, split.supplementary, split.secondary].compactMap { $0 }
        let columnOf: [SplitColumn] = [
            split.primary.map { _ in split.topColumn == .compact ? SplitColumn.compact : .primary },
            split.supplementary.map { _ in .supplementary },
            split.secondary.map { _ in .secondary },
        ].compactMap { $0 }
        var placements: [(index: Int, placement: Placement)] = []
        var dimmedIndex: Int?
        if split.collapsed {
            node.topColumn = split.topColumn == .compact ? nil : split.topColumn
            if !children.isEmpty {
                placements.append((0, placement.child(frame: frame, inherited: traits, context: .window)))
            }
        } else {
            let arrangement = ColumnArrangement(
                spec: spec, frame: frame, hasSupplementary: split.supplementary != nil, hasSecondary: split.secondary != nil,
                metrics: behavior.modern?.columns ?? .standard
            )
            node.splitBehavior = arrangement.behavior
            node.displayMode = arrangement.mode
            node.divider = arrangement.divider
            let sidebarTraits = primaryColumnTraits(traits)
            let sidebarContext = LeafContext(inNavigation: false, inExpandedPrimary: true)
            for column in arrangement.paintOrder {
                guard let index = columnOf.firstIndex(of: column) else { continue }
                let shown = arrangement.frames[column]
                placements.append((index, placement.child(
                    frame: shown ?? frame,
                    inherited: column == .secondary ? traits : sidebarTraits,
                    context: column == .secondary ? .window : sidebarContext,
                    inHierarchy: shown != nil
                )))
            }
            for column in [SplitColumn.primary, .supplementary, .secondary] where arrangement.frames[column] == nil {
                if let index = columnOf.firstIndex(of: column) {
                    placements.append((index, placement.child(frame: frame, inherited: sidebarTraits, context: sidebarContext, inHierarchy: false)))
                }
            }
            if arrangement.dimsSecondary {
                dimmedIndex = columnOf.firstIndex(of: .secondary)
            }
        }
        var nodes: [ResolvedNode] = []
        for (index, childPlacement) in placements where children.indices.contains(index) {
            if var child = layout(&children[index], at: childPlacement, depth: depth + 1), childPlacement.inHierarchy {
                child.column = columnOf[index]
                if dimmedIndex == index { child.dimmed = true }
                nodes.append(child)
            }
        }
        node.children = nodes
        var rest = children[...]
        split.primary = split.primary == nil ? nil : rest.popFirst()
        split.supplementary = split.supplementary == nil ? nil : rest.popFirst()
        split.secondary = split.secondary == nil ? nil : rest.popFirst()
    }

    /// `spec` as a column holds it: a navigation controller as is, anything else wrapped in one
    /// named `<id>-navigation` (M-S-01).
    static func wrappedColumn(_ spec: ControllerSpec) -> ControllerSpec {
        if case .navigation = spec.kind { return spec }
        return ControllerSpec(id: "\(spec.id)-navigation", kind: .navigation(NavigationSpec(stack: [spec])))
    }
}
