import Adaptivity

/// Draws one presentation over what is already drawn: the dimming, the style's chrome (sheet
/// corners, popover and arrow, custom chrome), then the presented hierarchy inside it.
enum PresentationDrawing {
    private static let dimmingOpacity = 0.4
    private static let sheetCornerRadius = 10.0

    static func draw(_ presentation: ResolvedPresentation, context base: DrawingContext, into writer: inout SVGWriter) {
        var context = base
        if presentation.sheet?.level == .elevated {
            context.appearance.palette = base.palette.elevated
        }
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
        writer.open(DrawingElement(.presentation, frame: presentation.frame, attributes: attributes(of: presentation)))
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

    /// The contract attributes of a presentation: its node and style, and under the modern
    /// behavior its corner radius, detent and interface level.
    private static func attributes(of presentation: ResolvedPresentation) -> [(String, String)] {
        var attributes = [("node", presentation.presented), ("style", presentation.style.rawValue)]
        guard let sheet = presentation.sheet else { return attributes }
        attributes.append(("corner-radius", SVGText.number(sheet.cornerRadius ?? 0)))
        if let detent = sheet.detent { attributes.append(("detent", detent)) }
        attributes.append(("level", sheet.level.rawValue))
        return attributes
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
        writer.open(DrawingElement(.presentation, frame: presentation.frame, attributes: attributes(of: presentation)))
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
        let clip = writer.roundedClip(frame, cornerRadius: cornerRadius)
        writer.openGroup(clipPath: clip)
        NodeDrawing.draw(root, context: context, into: &writer)
        writer.closeGroup()
    }

    private static func covers(_ frame: Rect, context: DrawingContext) -> Bool {
        frame.isClose(to: context.environment.bounds)
    }
}
