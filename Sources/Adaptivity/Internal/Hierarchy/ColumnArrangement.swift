/// Where the columns of an expanded column-style split show (M-S-04 to M-S-06).
struct ColumnArrangement: Sendable, Hashable {
    /// The split behavior after `automatic`.
    var behavior: SplitBehavior
    /// The display mode after `automatic` and its reinterpretation for the behavior.
    var mode: SplitDisplayMode
    /// The frame of each column on screen, in window coordinates; a column without a frame is
    /// hidden.
    var frames: [SplitColumn: Rect]
    /// The columns on screen, back to front.
    var paintOrder: [SplitColumn]
    /// The divider before the secondary column in tiled modes.
    var divider: Rect?
    /// Whether the secondary is dimmed under overlaid or displacing sidebars (M-S-04).
    var dimsSecondary: Bool

    /// Arranges `spec`'s columns in `frame`: the display mode is the delegate's answer on
    /// expansion, else the proposed one (the preferred mode, or the behavior's automatic one)
    /// (M-S-03), made one of the behavior's modes, then changed by the split's `hide` and `show`
    /// calls (M-S-08).
    init(spec: SplitSpec, frame: Rect, hasSupplementary: Bool, hasSecondary: Bool, metrics: ColumnMetrics) {
        let triple = spec.style == .tripleColumn && hasSupplementary
        let landscape = frame.width > frame.height
        let automaticBehavior: SplitBehavior = switch (triple, landscape) {
        case (_, false): .overlay
        case (false, true): .tile
        case (true, true): frame.width >= metrics.tripleTileMinimumWidth ? .tile : .displace
        }
        behavior = spec.splitBehavior == .automatic ? automaticBehavior : spec.splitBehavior
        let proposed: SplitDisplayMode
        if spec.displayMode == .automatic {
            proposed = Self.automaticMode(behavior: behavior, triple: triple, landscape: landscape)
        } else {
            proposed = spec.displayMode
        }
        let answered = spec.expansionDisplayMode.flatMap { $0 == .automatic ? nil : $0 } ?? proposed
        if hasSecondary {
            let expanded = Self.reinterpreted(answered, behavior: behavior, triple: triple)
            mode = ColumnVisibility.displayMode(after: spec.columnActions, from: expanded, behavior: behavior, triple: triple)
        } else {
            mode = triple ? .twoBesideSecondary : .oneBesideSecondary
        }
        let primaryWidth = Self.width(spec.primaryWidth, preferred: metrics.primaryWidth, splitWidth: frame.width)
        let supplementaryWidth = Self.width(spec.supplementaryWidth, preferred: metrics.supplementaryWidth, splitWidth: frame.width)
        let gap = metrics.dividerWidth
        func column(_ x: Double, _ width: Double) -> Rect {
            Rect(x: frame.x + x, y: frame.y, width: max(0, width), height: frame.height)
        }
        let sidebar: SplitColumn = triple ? .supplementary : .primary
        let sidebarWidth = triple ? supplementaryWidth : primaryWidth
        var frames: [SplitColumn: Rect] = [:]
        var divider: Rect?
        switch mode {
        case .oneBesideSecondary:
            frames[sidebar] = column(0, sidebarWidth)
            frames[.secondary] = column(sidebarWidth + gap, frame.width - sidebarWidth - gap)
            divider = column(sidebarWidth, gap)
            paintOrder = [sidebar, .secondary]
        case .twoBesideSecondary:
            frames[.primary] = column(0, primaryWidth)
            frames[.supplementary] = column(primaryWidth + gap, supplementaryWidth)
            let secondaryX = primaryWidth + supplementaryWidth + 2 * gap
            frames[.secondary] = column(secondaryX, frame.width - secondaryX)
            divider = column(primaryWidth + gap + supplementaryWidth, gap)
            paintOrder = [.primary, .supplementary, .secondary]
        case .oneOverSecondary:
            frames[.secondary] = column(0, frame.width)
            frames[sidebar] = column(0, sidebarWidth)
            paintOrder = [.secondary, sidebar]
        case .twoOverSecondary:
            frames[.secondary] = column(0, frame.width)
            frames[.primary] = column(0, primaryWidth)
            frames[.supplementary] = column(primaryWidth + gap, supplementaryWidth)
            paintOrder = [.secondary, .primary, .supplementary]
        case .twoDisplaceSecondary:
            frames[.primary] = column(0, primaryWidth)
            frames[.supplementary] = column(primaryWidth + gap, supplementaryWidth)
            frames[.secondary] = column(primaryWidth + supplementaryWidth + 2 * gap, frame.width - supplementaryWidth - gap)
            paintOrder = [.primary, .supplementary, .secondary]
        default:
            frames[.secondary] = column(0, frame.width)
            paintOrder = [.secondary]
        }
        if !hasSecondary {
            frames[.secondary] = nil
            paintOrder.removeAll { $0 == .secondary }
            divider = nil
        }
        self.frames = frames
        self.divider = divider
        dimsSecondary = hasSecondary && [.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode)
    }

    /// The mode an `automatic` display mode takes (M-S-05): in portrait the secondary alone; in
    /// landscape the sidebars beside the secondary (two when all three tile, the supplementary
    /// when displacing), the secondary alone under overlay.
    private static func automaticMode(behavior: SplitBehavior, triple: Bool, landscape: Bool) -> SplitDisplayMode {
        guard landscape else { return .secondaryOnly }
        switch behavior {
        case .tile: return triple ? .twoBesideSecondary : .oneBesideSecondary
        case .displace: return .oneBesideSecondary
        case .overlay, .automatic: return .secondaryOnly
        }
    }

    /// `mode` in the column names, made one of the behavior's modes (M-S-04: twoBeside becomes
    /// twoOver under overlay and twoDisplace under displace, and so on); two-sidebar modes are
    /// triple-column only.
    static func reinterpreted(_ mode: SplitDisplayMode, behavior: SplitBehavior, triple: Bool) -> SplitDisplayMode {
        let sidebars: Int = switch mode {
        case .automatic, .primaryHidden, .secondaryOnly: 0
        case .allVisible, .primaryOverlay, .oneBesideSecondary, .oneOverSecondary: 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: triple ? 2 : 1
        }
        switch (sidebars, behavior) {
        case (0, _): return .secondaryOnly
        case (1, .overlay): return .oneOverSecondary
        case (1, _): return .oneBesideSecondary
        case (_, .overlay): return .twoOverSecondary
        case (_, .displace): return .twoDisplaceSecondary
        default: return .twoBesideSecondary
        }
    }

    /// A column's width: the fraction of the split's width or the preferred width, clamped to
    /// the minimum and maximum (M-S-06), never wider than the split.
    private static func width(_ spec: PrimaryWidthSpec, preferred: Double, splitWidth: Double) -> Double {
        let value = spec.fraction.map { $0 * splitWidth } ?? preferred
        let minimum = spec.minimum ?? 0
        let maximum = max(spec.maximum ?? splitWidth, minimum)
        return max(0, min(max(value, minimum), maximum, splitWidth))
    }
}
