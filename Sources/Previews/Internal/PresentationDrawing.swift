import Adaptivity

/// Draws one presentation over what is already drawn: the dimming, the style's chrome (sheet
/// corners, popover and arrow, custom chrome), then the presented hierarchy inside it.
enum PresentationDrawing {
    private static let dimmingOpacity = 0.4
    private static let sheetCornerRadius = 10.0

    static func draw(_ presentation: ResolvedPresentation, context: DrawingContext, into writer: inout SVGWriter) {
        if presentation.sheet?.level == .elevated {
            drawElevated(presentation, context: context, into: &writer)
        } else {
            drawInPalette(presentation, context: context, into: &writer)
        }
    }

    /// A sheet at the elevated interface level, in the palette's elevated colors.
    @inline(never)
    private static func drawElevated(_ presentation: ResolvedPresentation, context base: DrawingContext, into writer: inout SVGWriter) {
        var context = base
        context.appearance.palette = base.palette.elevated
        drawInPalette(presentation, context: context, into: &writer)
    }

    private static func drawInPalette(_ presentation: ResolvedPresentation, context: DrawingContext, into writer: inout SVGWriter) {
        if presentation.root.kind == "search" {
            drawSearch(presentation, context: context, into: &writer)
            return
        }
        if presentation.sheet?.visible == false { return }
        if presentation.dimmed {
            let bounds = context.environment.bounds
            writer.open(.dimming, frame: bounds, "node", presentation.presented)
            writer.rect(bounds, fill: "#000000", opacity: dimmingOpacity)
            writer.closeGroup()
        }
        open(presentation, into: &writer)
        defer { writer.closeGroup() }
        let root = presentation.root
        if let alert = root.alert, presentation.style != .popover {
            AlertDrawing.drawAlert(alert, node: root.id, title: root.title, in: presentation.frame, context: context, into: &writer)
            return
        }
        switch presentation.style {
        case .popover:
            PopoverDrawing.draw(presentation, context: context, into: &writer)
        case .formSheet where presentation.sheet != nil, .pageSheet where presentation.sheet != nil:
            SheetDrawing.draw(presentation, context: context, into: &writer)
        case .formSheet, .pageSheet:
            let radius = covers(presentation.frame, context: context) ? 0 : sheetCornerRadius
            drawContent(root, in: presentation.frame, cornerRadius: radius, context: context, into: &writer)
        case .custom:
            let chrome = [presentation.chrome, presentation.custom].compactMap { $0 }.lazy.compactMap(context.drawings.chromeDrawing(named:)).first
                ?? context.drawings.chromeDrawing(named: "plain") ?? EdgeChrome(cornerRadius: 0)
            let chromeContext = ChromeContext(
                frame: presentation.frame,
                presentation: presentation,
                environment: context.environment,
                palette: context.palette,
                appearance: context.appearance
            )
            writer.append(chrome.svg(for: chromeContext))
            drawContent(root, in: presentation.frame, cornerRadius: chrome.cornerRadius, context: context, into: &writer)
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .none, .automatic:
            drawContent(root, in: presentation.frame, cornerRadius: 0, context: context, into: &writer)
        }
    }

    /// Opens the presentation's contract group: its node and style, and under the modern behavior
    /// its corner radius, detent and interface level.
    private static func open(_ presentation: ResolvedPresentation, into writer: inout SVGWriter) {
        writer.openingStart(.presentation, frame: presentation.frame)
        writer.dataAttribute("node", presentation.presented)
        writer.dataAttribute("style", presentation.style.rawValue)
        if let sheet = presentation.sheet {
            writer.dataAttribute("corner-radius", sheet.cornerRadius ?? 0)
            if let detent = sheet.detent { writer.dataAttribute("detent", detent) }
            writer.dataAttribute("level", sheet.level.rawValue)
        }
        writer.endOpening()
    }

    /// An active search over the context that defines it: the dimming covers only the context;
    /// when a navigation bar sits above it, the bar slides away and the search bar takes its place
    /// with a Cancel button (`hidesNavigationBarDuringPresentation`); the results show over the
    /// dimming, from right under the search bar.
    private static func drawSearch(_ presentation: ResolvedPresentation, context: DrawingContext, into writer: inout SVGWriter) {
        var root = presentation.root
        var covered = presentation.frame
        var vacated: Rect?
        if let navigationBar = context.navigationBar(above: presentation.frame) {
            root.bars = root.bars.map { bar in
                guard bar.kind == .search else { return bar }
                vacated = Rect(x: bar.frame.x, y: navigationBar.maxY, width: bar.frame.width, height: max(0, bar.frame.maxY - navigationBar.maxY))
                return ResolvedBar(kind: .search, frame: navigationBar, title: bar.title)
            }
            covered = Rect(x: covered.x, y: navigationBar.maxY, width: covered.width, height: covered.maxY - navigationBar.maxY)
        }
        if presentation.dimmed {
            writer.open(.dimming, frame: covered, "node", presentation.presented)
            writer.rect(covered, fill: "#000000", opacity: dimmingOpacity)
            writer.closeGroup()
        }
        open(presentation, into: &writer)
        if let vacated, !root.children.isEmpty {
            writer.rect(vacated, fill: context.palette.background)
        }
        var searching = context
        searching.isSearchActive = true
        NodeDrawing.draw(root, context: searching, into: &writer)
        writer.closeGroup()
    }

    /// The presented hierarchy on an opaque background, clipped to rounded corners when it has them.
    static func drawContent(_ root: ResolvedNode, in frame: Rect, cornerRadius: Double, context: DrawingContext, into writer: inout SVGWriter) {
        guard cornerRadius > 0 else {
            writer.rect(frame, fill: context.palette.background)
            NodeDrawing.draw(root, context: context, into: &writer)
            return
        }
        writer.rect(frame, fill: context.palette.background, cornerRadius: cornerRadius)
        writer.openClippedGroup(frame, cornerRadius: cornerRadius)
        NodeDrawing.draw(root, context: context, into: &writer)
        writer.closeGroup()
    }

    private static func covers(_ frame: Rect, context: DrawingContext) -> Bool {
        frame.isClose(to: context.environment.bounds)
    }
}
