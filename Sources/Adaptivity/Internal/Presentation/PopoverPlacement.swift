/// Where a popover shows: its content frame and the direction of its arrow (PO-02 to PO-06).
struct PopoverPlacement: Sendable, Hashable {
    /// The frame of the popover's content (the presented view), in window coordinates; the arrow
    /// lies between it and the source, outside this frame.
    var frame: Rect
    /// The direction the arrow points.
    var arrow: ArrowDirection

    /// Places a popover anchored to `sourceFrame` in `containerBounds` (both in window coordinates).
    ///
    /// - Allowed area: the container inset by the layout margin on each edge (PO-04).
    /// - Content size: `preferredSize`, a side that is missing or not positive taking the default:
    ///   the default width, and all the height available (PO-06), meaning the room of the taller of
    ///   the areas above and below the source.
    /// - Direction, among `permittedArrows` (empty means any, PO-02), in the order up (the popover
    ///   below the source), down (above), left (right of the source), right (left of it): the first
    ///   where the content fits without shrinking; if none, the one showing the most content area,
    ///   the order breaking ties (PO-03).
    /// - The content is clamped to its side's room (PO-05) and placed beyond the source's edge plus
    ///   the arrow, so it never covers the source; across, it is centered on the source and kept
    ///   inside the allowed area.
    init(
        sourceFrame: Rect,
        containerBounds: Rect,
        preferredSize: Size?,
        permittedArrows: [ArrowDirection],
        defaults: PresentationDefaults
    ) {
        let margin = defaults.popoverLayoutMargin
        let arrowLength = defaults.popoverArrowLength
        let allowed = Rect(
            x: containerBounds.x + margin,
            y: containerBounds.y + margin,
            width: max(0, containerBounds.width - 2 * margin),
            height: max(0, containerBounds.height - 2 * margin)
        )
        func room(_ direction: ArrowDirection) -> Size {
            switch direction {
            case .up: Size(width: allowed.width, height: allowed.maxY - sourceFrame.maxY - arrowLength)
            case .down: Size(width: allowed.width, height: sourceFrame.y - allowed.y - arrowLength)
            case .left: Size(width: allowed.maxX - sourceFrame.maxX - arrowLength, height: allowed.height)
            case .right: Size(width: sourceFrame.x - allowed.x - arrowLength, height: allowed.height)
            }
        }
        let content = Size(
            width: preferredSize.map(\.width).flatMap { $0 > 0 ? $0 : nil } ?? defaults.popoverDefaultWidth,
            height: preferredSize.map(\.height).flatMap { $0 > 0 ? $0 : nil }
                ?? max(0, room(.up).height, room(.down).height)
        )
        func shownSize(_ direction: ArrowDirection) -> Size {
            let room = room(direction)
            return Size(width: max(0, min(content.width, room.width)), height: max(0, min(content.height, room.height)))
        }
        // Every permitted direction is one of the four, so there is always a candidate.
        let candidates = [ArrowDirection.up, .down, .left, .right]
            .filter { permittedArrows.isEmpty || permittedArrows.contains($0) }
        var direction = candidates[0]
        if let fitting = candidates.first(where: { shownSize($0) == content }) {
            direction = fitting
        } else {
            for candidate in candidates.dropFirst() where shownSize(candidate).area > shownSize(direction).area {
                direction = candidate
            }
        }
        let size = shownSize(direction)
        frame = Self.frame(of: size, pointing: direction, at: sourceFrame, within: allowed, arrowLength: arrowLength)
        arrow = direction
    }

    private static func frame(
        of size: Size,
        pointing direction: ArrowDirection,
        at source: Rect,
        within allowed: Rect,
        arrowLength: Double
    ) -> Rect {
        let x = clamp(source.midX - size.width / 2, from: allowed.x, to: allowed.maxX - size.width)
        let y = clamp(source.midY - size.height / 2, from: allowed.y, to: allowed.maxY - size.height)
        return switch direction {
        case .up: Rect(x: x, y: source.maxY + arrowLength, width: size.width, height: size.height)
        case .down: Rect(x: x, y: source.y - arrowLength - size.height, width: size.width, height: size.height)
        case .left: Rect(x: source.maxX + arrowLength, y: y, width: size.width, height: size.height)
        case .right: Rect(x: source.x - arrowLength - size.width, y: y, width: size.width, height: size.height)
        }
    }

    private static func clamp(_ value: Double, from lower: Double, to upper: Double) -> Double {
        max(lower, min(value, upper))
    }
}

private extension Size {
    var area: Double { width * height }
}
