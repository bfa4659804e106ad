/// The size and buttons of an alert controller's view, by the formula of `AlertMetrics`.
struct AlertLayout: Sendable, Hashable {
    /// How the alert controller shows.
    enum Form: Sendable, Hashable {
        /// An alert, centered.
        case alert
        /// An action sheet as a sheet from the bottom of a window `windowWidth` wide.
        case sheet(windowWidth: Double)
        /// An action sheet as a popover.
        case popover
    }

    /// The size of the alert controller's view.
    var size: Size
    /// The buttons shown, in display order.
    var actions: [AlertAction]

    /// Lays out an alert controller titled `title` in `form`.
    ///
    /// Buttons: an alert with exactly two actions shows the cancel action first (on the left);
    /// otherwise, and in a sheet, the cancel action comes last; a popover does not show it.
    init(title: String?, alert: AlertSpec, form: Form, metrics: AlertMetrics) {
        let cancel = alert.actions.filter { $0.style == .cancel }
        let others = alert.actions.filter { $0.style != .cancel }
        let width: Double
        let buttonsHeight: Double
        switch form {
        case .alert:
            width = metrics.alertWidth
            actions = alert.actions.count == 2 ? cancel + others : others + cancel
            buttonsHeight = Double(alert.actions.count == 2 ? 1 : alert.actions.count) * metrics.buttonHeight
        case .sheet(let windowWidth):
            width = max(0, windowWidth - 2 * metrics.screenEdgeMargin)
            actions = others + cancel
            buttonsHeight = Double(others.count) * metrics.actionSheetButtonHeight
                + (cancel.isEmpty ? 0 : metrics.actionSheetCancelSpacing + metrics.actionSheetButtonHeight)
        case .popover:
            width = metrics.actionSheetPopoverWidth
            actions = others
            buttonsHeight = Double(others.count) * metrics.buttonHeight
        }
        let header = Self.headerHeight(title: title, message: alert.message, width: width, metrics: metrics)
        size = Size(width: width, height: header + buttonsHeight)
    }

    private static func headerHeight(title: String?, message: String?, width: Double, metrics: AlertMetrics) -> Double {
        let title = title.flatMap { $0.isEmpty ? nil : $0 }
        let message = message.flatMap { $0.isEmpty ? nil : $0 }
        if title == nil && message == nil { return 0 }
        let lineWidth = max(1, width - 2 * metrics.textInset)
        let titleLines = title.map { lineCount(of: $0, characterWidth: metrics.titleCharacterWidth, lineWidth: lineWidth) } ?? 0
        let messageLines = message.map { lineCount(of: $0, characterWidth: metrics.messageCharacterWidth, lineWidth: lineWidth) } ?? 0
        let titleHeight = Double(titleLines) * metrics.titleLineHeight
        let messageHeight = Double(messageLines) * metrics.messageLineHeight
        let spacing = title != nil && message != nil ? metrics.titleMessageSpacing : 0
        return 2 * metrics.headerPadding + titleHeight + spacing + messageHeight
    }

    private static func lineCount(of text: String, characterWidth: Double, lineWidth: Double) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, line in
            total + max(1, Int((Double(line.count) * characterWidth / lineWidth).rounded(.up)))
        }
    }
}
