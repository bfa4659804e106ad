import Adaptivity

/// Alerts and action sheets (A-*): the centered alert box, the action sheet rising from the bottom
/// in compact width, and the action sheet's rows inside a popover in regular width. Their heights
/// follow from their text, so they are laid out here rather than taken from the frame's height.
enum AlertDrawing {
    private static let alertWidth = 270.0
    private static let cornerRadius = 13.0
    private static let alertButtonHeight = 44.0
    private static let sheetButtonHeight = 57.0
    private static let popoverButtonHeight = 50.0
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

    /// The height an action sheet needs inside a popover `width` wide.
    static func popoverHeight(of alert: ResolvedAlert, title: String?, width: Double) -> Double {
        sheetHeader(alert, title: title, width: width).height + Double(alert.actions.count) * popoverButtonHeight
    }

    /// An action sheet's rows filling a popover's `frame` from the top.
    static func drawInPopover(_ alert: ResolvedAlert, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        writer.rect(frame, fill: context.palette.background)
        drawSheetRows(alert, title: title, in: frame, buttonHeight: popoverButtonHeight, fontSize: 18, context: context, into: &writer)
    }

    private static func drawCenteredAlert(_ alert: ResolvedAlert, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let width = min(frame.width > 0 ? frame.width : alertWidth, alertWidth)
        let textWidth = width - 32
        let titleLines = title.map { TextWrapping.lines(of: $0, width: textWidth, fontSize: 17, bold: true, maximumLines: 2) } ?? []
        let messageLines = alert.message.map { TextWrapping.lines(of: $0, width: textWidth, fontSize: 13, maximumLines: 6) } ?? []
        let hasText = !titleLines.isEmpty || !messageLines.isEmpty
        let headerHeight = hasText
            ? 40 + Double(titleLines.count) * 22 + Double(messageLines.count) * 17 + (titleLines.isEmpty || messageLines.isEmpty ? 0 : 4)
            : 0
        let sideBySide = alert.actions.count == 2
        let buttonsHeight = sideBySide ? alertButtonHeight : Double(alert.actions.count) * alertButtonHeight
        let height = max(headerHeight + buttonsHeight, alertButtonHeight)
        let box = Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        writer.rect(box, fill: palette.alertBackground, cornerRadius: cornerRadius)
        var lineMiddle = box.y + 20 + 11
        for line in titleLines {
            writer.text(line, center: Point(x: box.midX, y: lineMiddle), fontSize: 17, fill: palette.text, bold: true)
            lineMiddle += 22
        }
        lineMiddle += titleLines.isEmpty ? -2.5 : 2
        for line in messageLines {
            writer.text(line, center: Point(x: box.midX, y: lineMiddle), fontSize: 13, fill: palette.text)
            lineMiddle += 17
        }
        let buttonsTop = box.y + headerHeight
        if sideBySide {
            hairline(from: Point(x: box.x, y: buttonsTop), to: Point(x: box.maxX, y: buttonsTop), palette: palette, into: &writer)
            hairline(from: Point(x: box.midX, y: buttonsTop), to: Point(x: box.midX, y: box.maxY), palette: palette, into: &writer)
            for (index, action) in alert.actions.enumerated() {
                let middle = Point(x: box.x + width * (Double(index) * 0.5 + 0.25), y: buttonsTop + alertButtonHeight / 2)
                let label = SVGText.truncate(action, toWidth: width / 2 - 12, fontSize: 17)
                writer.text(label, center: middle, fontSize: 17, fill: palette.tint)
            }
            return
        }
        for (index, action) in alert.actions.enumerated() {
            let top = buttonsTop + Double(index) * alertButtonHeight
            if top > box.y {
                hairline(from: Point(x: box.x, y: top), to: Point(x: box.maxX, y: top), palette: palette, into: &writer)
            }
            let label = SVGText.truncate(action, toWidth: width - 24, fontSize: 17)
            writer.text(label, center: Point(x: box.midX, y: top + alertButtonHeight / 2), fontSize: 17, fill: palette.tint)
        }
    }

    /// The compact-width action sheet: full width less 8 pt margins, at the bottom of `frame`.
    private static func drawBottomSheet(_ alert: ResolvedAlert, title: String?, in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        let area = frame.width >= context.environment.width - 0.5 ? frame.insetBy(dx: sheetMargin, dy: sheetMargin) : frame
        let height = sheetHeader(alert, title: title, width: area.width).height + Double(alert.actions.count) * sheetButtonHeight
        let sheet = Rect(x: area.x, y: area.maxY - height, width: area.width, height: height)
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
        let header = sheetHeader(alert, title: title, width: frame.width)
        var lineMiddle = frame.y + 14 + 8.5
        for line in header.titleLines {
            writer.text(line, center: Point(x: frame.midX, y: lineMiddle), fontSize: 13, fill: palette.secondaryText, bold: true)
            lineMiddle += 17
        }
        for line in header.messageLines {
            writer.text(line, center: Point(x: frame.midX, y: lineMiddle), fontSize: 13, fill: palette.secondaryText)
            lineMiddle += 17
        }
        for (index, action) in alert.actions.enumerated() {
            let top = frame.y + header.height + Double(index) * buttonHeight
            if top > frame.y + 0.5 {
                hairline(from: Point(x: frame.x, y: top), to: Point(x: frame.maxX, y: top), palette: palette, into: &writer)
            }
            let label = SVGText.truncate(action, toWidth: frame.width - 24, fontSize: fontSize)
            writer.text(label, center: Point(x: frame.midX, y: top + buttonHeight / 2), fontSize: fontSize, fill: palette.tint)
        }
    }

    private struct SheetHeader {
        var titleLines: [String]
        var messageLines: [String]

        var height: Double {
            let lines = titleLines.count + messageLines.count
            return lines == 0 ? 0 : 28 + Double(lines) * 17
        }
    }

    private static func sheetHeader(_ alert: ResolvedAlert, title: String?, width: Double) -> SheetHeader {
        let textWidth = width - 32
        return SheetHeader(
            titleLines: title.map { TextWrapping.lines(of: $0, width: textWidth, fontSize: 13, bold: true, maximumLines: 2) } ?? [],
            messageLines: alert.message.map { TextWrapping.lines(of: $0, width: textWidth, fontSize: 13, maximumLines: 4) } ?? []
        )
    }

    private static func hairline(from start: Point, to end: Point, palette: PreviewPalette, into writer: inout SVGWriter) {
        writer.line(from: start, to: end, stroke: palette.separator, width: 0.5)
    }
}
