import Adaptivity

/// The presenter behind a card sheet (M-SH-03): the window's contents scaled down about the
/// window's top centre, their top at the safe-area top, corners rounded, on a black backdrop. The
/// layout frames stay the resolution's: only the drawing is scaled, so contract frames do not move.
///
/// When cards stack (M-SH-07) the card below the top one is the presenter pushed back, its top
/// moved to the safe-area top, and nothing under it shows: the window's contents and the lower
/// cards are not drawn.
enum PushedBackPresenter {
    /// The margin left at each side of the scaled presenter (the scale is rounded to hundredths).
    static let sideInset = 16.0
    static let cornerRadius = 10.0

    /// The indices of the presentations that push back what lies under them.
    static func pushers(in presentations: [ResolvedPresentation]) -> [Int] {
        presentations.indices.filter { presentations[$0].sheet?.presenterPushedBack == true && presentations[$0].sheet?.visible != false }
    }

    /// The index of the card pushed back by the card above it, under which nothing shows; nil
    /// when no card is pushed back by another and the window's contents show.
    static func pushedBackCard(in presentations: [ResolvedPresentation]) -> Int? {
        for pusher in pushers(in: presentations).reversed() {
            let presenter = presentations.firstIndex { $0.presented == presentations[pusher].presenting }
            if let presenter, presentations[presenter].sheet?.visible != false { return presenter }
        }
        return nil
    }

    static func drawBackdrop(context: DrawingContext, into writer: inout SVGWriter) {
        writer.rect(context.environment.bounds, fill: context.palette.pushedBackBackdrop)
    }

    /// Opens the scaled group of the presenter that `presentation` pushes back: the window, or
    /// the card of frame `card`, whose top goes to the safe-area top; close it with `close(into:)`.
    static func open(for presentation: ResolvedPresentation, card: Rect? = nil, context: DrawingContext, into writer: inout SVGWriter) {
        let bounds = context.environment.bounds
        let scale = (max(0.5, (bounds.width - 2 * sideInset) / max(bounds.width, 1)) * 100).rounded() / 100
        let left = bounds.width * (1 - scale) / 2
        let top = max(context.environment.safeArea.top, 20) - scale * (card?.y ?? 0)
        writer.append("<g transform=\"translate(\(SVGText.number(left)) \(SVGText.number(top))) scale(\(SVGText.number(scale)))\">\n")
        writer.open(.pushedBack, frame: bounds, "node", presentation.presented)
        writer.openClippedGroup(card ?? bounds, cornerRadius: cornerRadius / scale)
        if card == nil {
            writer.rect(bounds, fill: context.palette.background)
        }
    }

    static func close(into writer: inout SVGWriter) {
        writer.closeGroup()
        writer.closeGroup()
        writer.closeGroup()
    }
}
