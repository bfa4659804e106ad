extension HierarchyLayout {
    /// Collapse or separation, decided once from the split's own traits (S-01).
    ///
    /// Collapsed (S-03, S-04, S-06): with no delegate, a navigation primary pushes the secondary
    /// (a navigation secondary's stack is pushed in order) and any other primary shows alone;
    /// `onCollapse: discardSecondary` (the delegate returning YES) drops the secondary.
    ///
    /// Expanded with no secondary (S-05): the delegate's placeholder if the spec gives one, else a
    /// navigation primary with more than one controller pops its top one as the secondary.
    mutating func decideSplit(_ split: SplitSpec, traits: TraitCollection, frame: Rect) -> LiveSplit {
        if split.style != .unspecified {
            return decideColumnSplit(split, traits: traits)
        }
        if traits.horizontal == .compact {
            let primaryTraits = self.traits(of: split.primary, inherited: traits, size: frame.size)
            guard var primary = VariantChoice.controller(
                split.primary, traits: primaryTraits, severity: behavior.ambiguousVariantsSeverity, problems: &problems
            ) else {
                return LiveSplit(primary: nil, secondary: nil, collapsed: true)
            }
            if split.onCollapse == .automatic, let secondary = split.secondary, case .navigation(var navigation) = primary.kind {
                if case .navigation(let secondaryNavigation) = secondary.kind {
                    navigation.stack += secondaryNavigation.stack
                } else {
                    navigation.stack.append(secondary)
                }
                primary.kind = .navigation(navigation)
            }
            return LiveSplit(primary: LiveController(pending: primary), secondary: nil, collapsed: true)
        }
        var primary = split.primary
        var secondary = split.secondary
        if secondary == nil {
            if let placeholder = split.expansionPlaceholder {
                secondary = placeholder
            } else {
                let column = columns(of: split, mode: .allVisible, frame: frame).primary
                let primaryTraits = self.traits(of: split.primary, inherited: primaryColumnTraits(traits), size: column.size)
                if var chosen = VariantChoice.controller(
                    split.primary, traits: primaryTraits, severity: behavior.ambiguousVariantsSeverity, problems: &problems
                ), case .navigation(var navigation) = chosen.kind, navigation.stack.count > 1 {
                    secondary = navigation.stack.removeLast()
                    chosen.kind = .navigation(navigation)
                    primary = chosen
                }
            }
        }
        return LiveSplit(primary: LiveController(pending: primary), secondary: secondary.map(LiveController.init(pending:)), collapsed: false)
    }

    /// A split view controller: collapsed, its one child fills it with the split's traits;
    /// expanded, the display mode (S-07) places the primary column (S-08, with H = compact, T-07)
    /// and the secondary (with the split's traits).
    mutating func layOutSplit(
        _ spec: ControllerSpec,
        split: inout LiveSplit,
        traits: TraitCollection,
        placement: Placement,
        depth: Int,
        into node: inout ResolvedNode
    ) {
        guard case .split(let splitSpec) = spec.kind else { return }
        if splitSpec.style != .unspecified {
            layOutColumnSplit(splitSpec, split: &split, traits: traits, placement: placement, depth: depth, into: &node)
            return
        }
        let frame = placement.frame
        let mode = splitSpec.displayMode == .automatic ? behavior.automaticDisplayMode.displayMode(for: frame.size) : splitSpec.displayMode
        node.collapsed = split.collapsed
        node.displayMode = mode
        var children: [LiveController] = [split.primary, split.secondary].compactMap { $0 }
        let primaryIndex = split.primary == nil ? nil : 0
        let secondaryIndex = split.secondary == nil ? nil : children.count - 1
        var placements: [(index: Int, placement: Placement)] = []
        if split.collapsed {
            if let primaryIndex {
                placements.append((primaryIndex, placement.child(frame: frame, inherited: traits, context: .window)))
            }
        } else {
            let columns = columns(of: splitSpec, mode: mode, frame: frame)
            let hasSecondary = secondaryIndex != nil
            let primaryShown = mode != .primaryHidden || !hasSecondary
            let primary = primaryIndex.map { index in
                (index, placement.child(
                    frame: columns.primary,
                    inherited: primaryColumnTraits(traits),
                    context: LeafContext(inNavigation: false, inExpandedPrimary: true),
                    inHierarchy: primaryShown
                ))
            }
            let secondary = secondaryIndex.map { index in
                (index, placement.child(frame: mode == .allVisible ? columns.secondary : frame, inherited: traits, context: .window))
            }
            placements = mode == .allVisible ? [primary, secondary].compactMap { $0 } : [secondary, primary].compactMap { $0 }
            if primaryShown, hasSecondary, mode == .allVisible {
                node.divider = columns.divider
            }
        }
        node.children = layOutChildren(&children, placements: placements, depth: depth)
        split.primary = primaryIndex.map { children[$0] }
        split.secondary = secondaryIndex.map { children[$0] }
    }

    /// The primary column's traits: the split's with a compact width (T-07).
    func primaryColumnTraits(_ traits: TraitCollection) -> TraitCollection {
        traits.overridden(by: TraitCollection(horizontal: .compact))
    }

    /// The primary column at the leading edge, the divider, and the secondary column beside them.
    private func columns(of split: SplitSpec, mode: SplitDisplayMode, frame: Rect) -> (primary: Rect, divider: Rect, secondary: Rect) {
        let width = primaryColumnWidth(split.primaryWidth, splitWidth: frame.width)
        let divider = mode == .allVisible ? min(behavior.splitDividerWidth, max(0, frame.width - width)) : 0
        let primary = Rect(x: frame.x, y: frame.y, width: width, height: frame.height)
        let dividerFrame = Rect(x: primary.maxX, y: frame.y, width: divider, height: frame.height)
        let secondary = Rect(x: dividerFrame.maxX, y: frame.y, width: max(0, frame.maxX - dividerFrame.maxX), height: frame.height)
        return (primary, dividerFrame, secondary)
    }

    /// clamp(fraction x split width, minimum, maximum), automatic values from the behavior (S-08),
    /// never wider than the split.
    func primaryColumnWidth(_ spec: PrimaryWidthSpec, splitWidth: Double) -> Double {
        let minimum = spec.minimum ?? behavior.splitMinimumPrimaryWidth
        let maximum = max(spec.maximum ?? behavior.splitMaximumPrimaryWidth, minimum)
        let preferred = spec.fraction.map { $0 * splitWidth } ?? behavior.splitPrimaryWidth
        return max(0, min(max(preferred, minimum), maximum, splitWidth))
    }
}
