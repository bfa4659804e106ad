extension ResolvedPresentation {
    /// Whether the presentation shows as a card: a sheet with a detent that is not attached to
    /// the edge in compact height (M-SH-02).
    var isCard: Bool {
        guard let sheet else { return false }
        return sheet.detent != nil && !sheet.edgeAttached
    }
}
