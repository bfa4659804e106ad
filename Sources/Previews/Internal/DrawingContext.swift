import Adaptivity

/// What every drawing step of one preview shares.
struct DrawingContext {
    let drawings: PreviewDrawings
    let palette: PreviewPalette
    let environment: Environment
    let statusBarHidden: Bool

    /// The status bar's height: the safe-area top on notched phones, 20 pt elsewhere, 0 when hidden (B-01, B-04).
    var statusBarHeight: Double {
        statusBarHidden ? 0 : environment.safeAreaTop ?? 20
    }

    /// Whether bars are in their compact-height form (B-02, B-03).
    func isCompact(_ bar: ResolvedBar) -> Bool {
        bar.frame.height < 40
    }
}
