import Adaptivity

/// What every drawing step of one preview shares.
struct DrawingContext {
    let drawings: PreviewDrawings
    var appearance: PreviewAppearance
    let environment: Environment
    let statusBarHidden: Bool
    /// The navigation bars of the window's hierarchy, which an active search slides away.
    var navigationBars: [Rect] = []
    /// Whether the search bars drawn now belong to an active search, showing Cancel.
    var isSearchActive = false

    var palette: PreviewPalette { appearance.palette }

    var isRightToLeft: Bool { appearance.isRightToLeft }

    /// `rect` mirrored inside `container` in right-to-left environments.
    func mirrored(_ rect: Rect, in container: Rect) -> Rect {
        appearance.mirrored(rect, in: container)
    }

    /// `x` mirrored inside `container` in right-to-left environments.
    func mirrored(x: Double, in container: Rect) -> Double {
        appearance.mirrored(x: x, in: container)
    }

    /// The status bar's height: the safe-area top (at least 20 pt), 0 when hidden (B-01, B-04).
    var statusBarHeight: Double {
        statusBarHidden ? 0 : max(environment.safeArea.top, 20)
    }

    /// The navigation bar right above `frame` and as wide, if any.
    func navigationBar(above frame: Rect) -> Rect? {
        navigationBars.first { abs($0.maxY - frame.y) < 0.5 && $0.x <= frame.x + 0.5 && $0.maxX >= frame.maxX - 0.5 }
    }

    /// The window's safe area, where text, items, rows and controls go.
    var safeRect: Rect {
        environment.safeArea.inset(environment.bounds)
    }

    /// The part of `frame` between the safe area's left and right insets.
    func horizontallySafe(_ frame: Rect) -> Rect {
        let safe = safeRect
        let left = max(frame.x, safe.x)
        let right = max(left, min(frame.maxX, safe.maxX))
        return Rect(x: left, y: frame.y, width: right - left, height: frame.height)
    }

    /// Whether bars are in their compact-height form (B-02, B-03).
    func isCompact(_ bar: ResolvedBar) -> Bool {
        bar.frame.height < 40
    }
}
