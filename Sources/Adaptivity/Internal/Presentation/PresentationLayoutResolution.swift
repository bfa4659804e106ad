extension PresentationLayout {
    /// The resolve contract's PRESENTATION for this layout of `request`, presented by `presenting`,
    /// with `root` the presented hierarchy as resolved in `frame`. An alert controller's node gets
    /// the buttons this layout shows; the source frame is reported only when the
    /// presentation shows as a popover anchored to it.
    func resolvedPresentation(
        request: PresentationRequest,
        presenting: String,
        root: ResolvedNode,
        sourceFrame: Rect?
    ) -> ResolvedPresentation {
        var root = root
        if let alertActions {
            switch request.kind {
            case .alert(let alert), .actionSheet(let alert):
                root.alert = ResolvedAlert(style: alert.style, message: alert.message, actions: alertActions)
            case .standard, .custom, .search:
                break
            }
        }
        return ResolvedPresentation(
            presented: root.id,
            requestedStyle: request.requestedStyle,
            style: style,
            adapted: adapted,
            presenting: presenting,
            frame: frame,
            wrapper: wrapper,
            arrow: arrow,
            dimmed: backdrop.dimmed,
            root: root,
            custom: request.customName,
            chrome: style == .custom && request.customName != nil ? backdrop.chrome.name : nil,
            sourceFrame: arrow == nil ? nil : sourceFrame,
            removesPresenterView: backdrop.removesPresenterView,
            sheet: sheet
        )
    }
}
