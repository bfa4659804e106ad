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

    /// An alert centered on `frame`, or an action sheet at the bottom of `frame`.
    static func drawAlert(_ alert: ResolvedAlert, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        switch alert.style {
        case .alert:
            drawCenteredAlert(alert, title: title, in: frame, context: context, into: &writer)
        case .actionSheet:
            drawBottomSheet(alert, title: title, in: frame, context: context, into: &writer)
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
    static func drawInPopover(_ alert: ResolvedAlert, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        writer.rect(frame, fill: context.palette.background)
        drawSheetRows(alert, title: title, in: frame, buttonHeight: popoverButtonHeight, fontSize: 18, context: context, into: &writer)
    }

    private static func carriesSize(_ frame: Rect, context: DrawingContext) -> Bool {
        frame.height > 0 && frame.height < context.environment.height - 0.5
    }

    private static func drawCenteredAlert(_ alert: ResolvedAlert, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
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
        if sideBySide {
            hairline(from: Point(x: box.x, y: buttonsTop), to: Point(x: box.maxX, y: buttonsTop), palette: palette, into: &writer)
            hairline(from: Point(x: box.midX, y: buttonsTop), to: Point(x: box.midX, y: box.maxY), palette: palette, into: &writer)
            for (index, action) in alert.actions.enumerated() {
                let middle = Point(x: box.x + width * (Double(index) * 0.5 + 0.25), y: buttonsTop + alertButtonHeight / 2)
                let label = SVGText.truncate(action.title, toWidth: width / 2 - 12, fontSize: 17)
                writer.text(label, center: middle, fontSize: 17, fill: color(of: action, palette), bold: action.style == .cancel)
            }
            return
        }
        for (index, action) in alert.actions.enumerated() {
            let top = buttonsTop + Double(index) * alertButtonHeight
            if top > box.y + 0.5 {
                hairline(from: Point(x: box.x, y: top), to: Point(x: box.maxX, y: top), palette: palette, into: &writer)
            }
            let label = SVGText.truncate(action.title, toWidth: width - 24, fontSize: 17)
            writer.text(label, center: Point(x: box.midX, y: top + alertButtonHeight / 2), fontSize: 17, fill: color(of: action, palette), bold: action.style == .cancel)
        }
    }

    /// The compact-width action sheet: full width less 8 pt margins, at the bottom of `frame`.
    private static func drawBottomSheet(_ alert: ResolvedAlert, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        let sheet: Rect
        if carriesSize(frame, context: context) {
            sheet = frame
        } else {
            let area = frame.insetBy(dx: sheetMargin, dy: sheetMargin)
            let height = SheetHeader(alert, title: title, width: area.width).height + Double(alert.actions.count) * sheetButtonHeight
            sheet = Rect(x: area.x, y: area.maxY - height, width: area.width, height: height)
        }
        writer.rect(sheet, fill: context.palette.alertBackground, cornerRadius: cornerRadius)
        drawSheetRows(alert, title: title, in: sheet, buttonHeight: sheetButtonHeight, fontSize: 20, context: context, into: &writer)
    }

    private static func drawSheetRows(
        _ alert: ResolvedAlert,
        title: String?,
        in frame: Rect,
        buttonHeight: Double,
        fontSize: Double,
        context: DrawingContext,
        into writer: inout SVGWriter
    ) {
        let palette = context.palette
        let header = SheetHeader(alert, title: title, width: frame.width)
        let buttonsTop = frame.maxY - Double(alert.actions.count) * buttonHeight
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
        for (index, action) in alert.actions.enumerated() {
            let top = buttonsTop + Double(index) * buttonHeight
            if top > frame.y + 0.5 {
                hairline(from: Point(x: frame.x, y: top), to: Point(x: frame.maxX, y: top), palette: palette, into: &writer)
            }
            let label = SVGText.truncate(action.title, toWidth: frame.width - 24, fontSize: fontSize)
            writer.text(label, center: Point(x: frame.midX, y: top + buttonHeight / 2), fontSize: fontSize, fill: color(of: action, palette), bold: action.style == .cancel)
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
