import Adaptivity

/// Alerts and action sheets (A-*): the centered alert box, the action sheet rising from the bottom
/// in compact width, and the action sheet's rows inside a popover in regular width.
///
/// The engine sizes the alert controller's view from its text, so a frame smaller than the window
/// is used as it is: button rows stack up from its bottom and the title and message are centered
/// in the room above them. A frame as tall as the window carries no size, and the box is then
/// sized here from the text and centered (alert) or set at the bottom (action sheet).
enum AlertDrawing {
    private static let alertWidth = 270.0
    private static let cornerRadius = 13.0
    private static let alertButtonHeight = 44.0
    private static let sheetButtonHeight = 57.0
    private static let popoverButtonHeight = 44.0
    private static let sheetMargin = 8.0

    /// An alert centered on `frame`, or an action sheet at the bottom of `frame`, for the alert
    /// controller `node`.
    static func drawAlert(_ alert: ResolvedAlert, node: String, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        switch alert.style {
        case .alert:
            drawCenteredAlert(alert, node: node, title: title, in: frame, context: context, into: &writer)
        case .actionSheet:
            drawBottomSheet(alert, node: node, title: title, in: frame, context: context, into: &writer)
        }
    }

    /// The frame an action sheet shows in as a popover: `frame` when the engine sized it, else the
    /// height its text and rows need, on the side of `frame` away from the arrow.
    static func popoverFrame(of alert: ResolvedAlert, title: String?, in frame: Rect, arrow: ArrowDirection?, context: DrawingContext) -> Rect {
        guard !carriesSize(frame, context: context) else { return frame }
        let header = SheetHeader(alert, title: title, width: frame.width)
        let height = header.height + Double(alert.actions.count) * popoverButtonHeight
        return Rect(x: frame.x, y: arrow == .down ? frame.maxY - height : frame.y, width: frame.width, height: height)
    }

    /// An action sheet's header and rows filling a popover's `frame`.
    static func drawInPopover(_ alert: ResolvedAlert, node: String, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        writer.open(.actionSheet, frame: frame, "node", node)
        writer.rect(frame, fill: context.palette.background)
        drawSheetRows(alert.actions, header: SheetHeader(alert, title: title, width: frame.width), in: frame, buttonHeight: popoverButtonHeight, fontSize: 18, context: context, into: &writer)
        writer.closeGroup()
    }

    private static func carriesSize(_ frame: Rect, context: DrawingContext) -> Bool {
        frame.height > 0 && frame.height < context.environment.height - 0.5
    }

    private static func drawCenteredAlert(_ alert: ResolvedAlert, node: String, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let isSized = carriesSize(frame, context: context)
        let width = isSized ? frame.width : alertWidth
        let textWidth = width - 32
        let titleLines = title.map { TextWrapping.lines(of: $0, width: textWidth, fontSize: 17, bold: true, maximumLines: 2) } ?? []
        let messageLines = alert.message.map { TextWrapping.lines(of: $0, width: textWidth, fontSize: 13, maximumLines: 6) } ?? []
        let hasBoth = !titleLines.isEmpty && !messageLines.isEmpty
        let textHeight = Double(titleLines.count) * 22 + Double(messageLines.count) * 17 + (hasBoth ? 4 : 0)
        let sideBySide = alert.actions.count == 2
        let buttonsHeight = sideBySide ? alertButtonHeight : Double(alert.actions.count) * alertButtonHeight
        let box: Rect
        if isSized {
            box = frame
        } else {
            let height = max((textHeight > 0 ? textHeight + 40 : 0) + buttonsHeight, alertButtonHeight)
            box = Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        }
        writer.open(.alert, frame: box, "node", node)
        defer { writer.closeGroup() }
        writer.rect(box, fill: palette.alertBackground, cornerRadius: cornerRadius)
        let buttonsTop = box.maxY - buttonsHeight
        var lineTop = box.y + max(0, (buttonsTop - box.y - textHeight) / 2)
        for line in titleLines {
            writer.text(line, center: Point(x: box.midX, y: lineTop + 11), fontSize: 17, fill: palette.text, bold: true)
            lineTop += 22
        }
        if hasBoth { lineTop += 4 }
        for line in messageLines {
            writer.text(line, center: Point(x: box.midX, y: lineTop + 8.5), fontSize: 13, fill: palette.text)
            lineTop += 17
        }
        writer.open(.actionGroup, frame: Rect(x: box.x, y: buttonsTop, width: box.width, height: buttonsHeight), "cancel", false)
        defer { writer.closeGroup() }
        if sideBySide {
            hairline(from: Point(x: box.x, y: buttonsTop), to: Point(x: box.maxX, y: buttonsTop), palette: palette, into: &writer)
            hairline(from: Point(x: box.midX, y: buttonsTop), to: Point(x: box.midX, y: box.maxY), palette: palette, into: &writer)
            for (index, action) in alert.actions.enumerated() {
                let middle = Point(x: box.x + width * (Double(index) * 0.5 + 0.25), y: buttonsTop + alertButtonHeight / 2)
                let label = SVGText.truncate(action.title, toWidth: width / 2 - 12, fontSize: 17)
                openAction(action, frame: Rect(x: box.x + width * Double(index) * 0.5, y: buttonsTop, width: width / 2, height: alertButtonHeight), into: &writer)
                writer.text(label, center: middle, fontSize: 17, fill: color(of: action, palette), bold: action.style == .cancel)
                writer.closeGroup()
            }
            return
        }
        for (index, action) in alert.actions.enumerated() {
            let top = buttonsTop + Double(index) * alertButtonHeight
            if top > box.y + 0.5 {
                hairline(from: Point(x: box.x, y: top), to: Point(x: box.maxX, y: top), palette: palette, into: &writer)
            }
            let label = SVGText.truncate(action.title, toWidth: width - 24, fontSize: 17)
            openAction(action, frame: Rect(x: box.x, y: top, width: width, height: alertButtonHeight), into: &writer)
            writer.text(label, center: Point(x: box.midX, y: top + alertButtonHeight / 2), fontSize: 17, fill: color(of: action, palette), bold: action.style == .cancel)
            writer.closeGroup()
        }
    }

    private static func openAction(_ action: AlertAction, frame: Rect, into writer: inout SVGWriter) {
        writer.open(.action, frame: frame, "text", action.title, "style", action.style.rawValue)
    }

    /// The compact-width action sheet: its actions in one rounded group and the cancel action in
    /// its own group 8 pt below, above the bottom safe-area inset, 8 pt from the sides, no wider
    /// than the portrait screen (centred in landscape).
    private static func drawBottomSheet(_ alert: ResolvedAlert, node: String, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let cancel = alert.actions.filter { $0.style == .cancel }
        let others = alert.actions.filter { $0.style != .cancel }
        let sheet: Rect
        if carriesSize(frame, context: context) {
            sheet = frame
        } else {
            let environment = context.environment
            let safe = context.safeRect.intersection(frame)
            let width = min(safe.width, min(environment.width, environment.height)) - 2 * sheetMargin
            let header = SheetHeader(alert, title: title, width: width)
            let height = header.height + Double(others.count) * sheetButtonHeight
                + (cancel.isEmpty ? 0 : (others.isEmpty && header.height == 0 ? 0 : sheetMargin) + Double(cancel.count) * sheetButtonHeight)
            let bottom = safe.maxY - sheetMargin
            sheet = Rect(x: safe.midX - width / 2, y: bottom - height, width: width, height: height)
        }
        writer.open(.actionSheet, frame: sheet, "node", node)
        defer { writer.closeGroup() }
        let cancelHeight = Double(cancel.count) * sheetButtonHeight
        let header = SheetHeader(alert, title: title, width: sheet.width)
        let hasMain = !others.isEmpty || header.height > 0
        let mainHeight = max(0, sheet.height - (cancel.isEmpty ? 0 : cancelHeight + (hasMain ? sheetMargin : 0)))
        if hasMain {
            let main = Rect(x: sheet.x, y: sheet.y, width: sheet.width, height: mainHeight)
            writer.open(.actionGroup, frame: main, "cancel", false)
            writer.rect(main, fill: palette.alertBackground, cornerRadius: cornerRadius)
            drawSheetRows(others, header: header, in: main, buttonHeight: sheetButtonHeight, fontSize: 20, context: context, into: &writer)
            writer.closeGroup()
        }
        guard !cancel.isEmpty else { return }
        let cancelFrame = Rect(x: sheet.x, y: sheet.maxY - cancelHeight, width: sheet.width, height: cancelHeight)
        writer.open(.actionGroup, frame: cancelFrame, "cancel", true)
        writer.rect(cancelFrame, fill: palette.background, cornerRadius: cornerRadius)
        drawSheetRows(cancel, header: nil, in: cancelFrame, buttonHeight: sheetButtonHeight, fontSize: 20, context: context, into: &writer)
        writer.closeGroup()
    }

    private static func drawSheetRows(
        _ actions: [AlertAction],
        header: SheetHeader?,
        in frame: Rect,
        buttonHeight: Double,
        fontSize: Double,
        context: DrawingContext,
        into writer: inout SVGWriter
    ) {
        let palette = context.palette
        let buttonsTop = frame.maxY - Double(actions.count) * buttonHeight
        if let header {
            let textHeight = Double(header.titleLines.count + header.messageLines.count) * 17
            var lineMiddle = frame.y + max(0, (buttonsTop - frame.y - textHeight) / 2) + 8.5
            for line in header.titleLines {
                writer.text(line, center: Point(x: frame.midX, y: lineMiddle), fontSize: 13, fill: palette.secondaryText, bold: true)
                lineMiddle += 17
            }
            for line in header.messageLines {
                writer.text(line, center: Point(x: frame.midX, y: lineMiddle), fontSize: 13, fill: palette.secondaryText)
                lineMiddle += 17
            }
        }
        for (index, action) in actions.enumerated() {
            let top = buttonsTop + Double(index) * buttonHeight
            if top > frame.y + 0.5 {
                hairline(from: Point(x: frame.x, y: top), to: Point(x: frame.maxX, y: top), palette: palette, into: &writer)
            }
            let label = SVGText.truncate(action.title, toWidth: frame.width - 24, fontSize: fontSize)
            openAction(action, frame: Rect(x: frame.x, y: top, width: frame.width, height: buttonHeight), into: &writer)
            writer.text(label, center: Point(x: frame.midX, y: top + buttonHeight / 2), fontSize: fontSize, fill: color(of: action, palette), bold: action.style == .cancel)
            writer.closeGroup()
        }
    }

    /// The grey title and message over an action sheet's buttons.
    private struct SheetHeader {
        var titleLines: [String]
        var messageLines: [String]

        init(_ alert: ResolvedAlert, title: String?, width: Double) {
            let textWidth = width - 32
            titleLines = title.map { TextWrapping.lines(of: $0, width: textWidth, fontSize: 13, bold: true, maximumLines: 2) } ?? []
            messageLines = alert.message.map { TextWrapping.lines(of: $0, width: textWidth, fontSize: 13, maximumLines: 4) } ?? []
        }

        var height: Double {
            let lines = titleLines.count + messageLines.count
            return lines == 0 ? 0 : 28 + Double(lines) * 17
        }
    }

    private static func hairline(from start: Point, to end: Point, palette: PreviewPalette, into writer: inout SVGWriter) {
        writer.line(from: start, to: end, stroke: palette.separator, width: 0.5)
    }

    /// Destructive buttons are red; the others take the tint.
    private static func color(of action: AlertAction, _ palette: PreviewPalette) -> String {
        action.style == .destructive ? palette.destructive : palette.tint
    }
}
