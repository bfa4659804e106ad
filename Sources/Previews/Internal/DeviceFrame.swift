import Adaptivity

/// The device drawn around the window: bezel widths, corner radii and the hardware details
/// (home button, sensor housing, home indicator) that tell the device family at a glance. A
/// multitasking window sits inside its iPad's whole screen, beside (Split View) or over (Slide
/// Over) the other app.
struct DeviceFrame {
    let environment: Environment
    let top: Double
    let left: Double
    let bottom: Double
    let right: Double
    let screenCornerRadius: Double
    /// The screen the window sits in, and where on it.
    let screen: Size
    let windowX: Double

    private static let thinBezel = 14.0
    private static let homeButtonBezel = 56.0
    private static let padBezel = 24.0
    private static let splitViewDivider = 10.0

    init(environment: Environment) {
        self.environment = environment
        screen = environment.pane?.screen ?? environment.bounds.size
        windowX = environment.pane?.x ?? 0
        if environment.idiom == .pad {
            (top, left, bottom, right) = (Self.padBezel, Self.padBezel, Self.padBezel, Self.padBezel)
            screenCornerRadius = environment.safeArea.bottom > 0 ? 18 : 12
        } else if environment.hasSensorHousing {
            (top, left, bottom, right) = (Self.thinBezel, Self.thinBezel, Self.thinBezel, Self.thinBezel)
            screenCornerRadius = 44
        } else {
            let long = Self.homeButtonBezel
            let short = Self.thinBezel
            (top, left, bottom, right) = environment.isLandscape ? (short, long, short, long) : (long, short, long, short)
            screenCornerRadius = 3
        }
    }

    var width: Double { screen.width + left + right }
    var height: Double { screen.height + top + bottom }

    /// Where window coordinates start in the document.
    var windowOrigin: Point { Point(x: left + windowX, y: top) }

    private var hasHomeButton: Bool {
        environment.idiom == .phone && !environment.hasSensorHousing
    }

    /// The device body, in document coordinates.
    func drawBody(palette: PreviewPalette, into writer: inout SVGWriter) {
        let body = Rect(x: 0, y: 0, width: width, height: height)
        writer.rect(body, fill: palette.bezel, cornerRadius: screenCornerRadius + min(top, left) + (hasHomeButton ? 30 : 0))
        guard hasHomeButton else { return }
        let center = environment.isLandscape
            ? Point(x: width - right / 2, y: height / 2)
            : Point(x: width / 2, y: height - bottom / 2)
        writer.circle(center: center, radius: 19, fill: "none", stroke: "#48484a", strokeWidth: 2)
    }

    /// The other app of a multitasking window, in window coordinates, under the window: beside it
    /// after Split View's divider, or behind the whole screen under a Slide Over panel.
    func drawOtherApp(palette: PreviewPalette, into writer: inout SVGWriter) {
        guard let pane = environment.pane else { return }
        let frame = pane.isSlideOver
            ? Rect(x: -windowX, y: 0, width: screen.width, height: screen.height)
            : Rect(x: environment.width + Self.splitViewDivider, y: 0, width: max(0, screen.width - environment.width - Self.splitViewDivider), height: screen.height)
        writer.open(.otherApp, frame: frame)
        writer.rect(frame, fill: "#d1d1d6", cornerRadius: pane.isSlideOver ? 0 : 10)
        writer.rect(Rect(x: frame.x, y: 0, width: frame.width, height: 64), fill: "#c7c7cc", cornerRadius: pane.isSlideOver ? 0 : 10)
        for row in 0..<6 {
            let y = 96 + Double(row) * 44
            writer.rect(Rect(x: frame.x + 20, y: y, width: min(220, frame.width * 0.5), height: 10), fill: "#bcbcc2", cornerRadius: 5)
        }
        writer.closeGroup()
        if pane.isSlideOver {
            SoftShadow.draw(around: environment.bounds, cornerRadius: screenCornerRadius, into: &writer)
        }
    }

    /// The sensor housing and home indicator, over the screen contents, in window coordinates: the
    /// notch or Dynamic Island on top in portrait and on the left in landscape.
    func drawHardwareOverlays(palette: PreviewPalette, into writer: inout SVGWriter) {
        if environment.hasSensorHousing {
            let housing = environment.isLandscape ? environment.safeArea.left : environment.safeArea.top
            let island = housing >= 59
            switch (environment.isLandscape, island) {
            case (false, true):
                writer.rect(Rect(x: environment.width / 2 - 63, y: 11, width: 126, height: 37), fill: "#000000", cornerRadius: 18.5)
            case (false, false):
                writer.rect(Rect(x: environment.width / 2 - 105, y: -20, width: 210, height: 50), fill: "#000000", cornerRadius: 20)
            case (true, true):
                writer.rect(Rect(x: 11, y: environment.height / 2 - 63, width: 37, height: 126), fill: "#000000", cornerRadius: 18.5)
            case (true, false):
                writer.rect(Rect(x: -20, y: environment.height / 2 - 105, width: 50, height: 210), fill: "#000000", cornerRadius: 20)
            }
        }
        guard environment.safeArea.bottom > 0 else { return }
        let indicatorWidth = environment.isLandscape || environment.idiom == .pad ? 210.0 : 134.0
        let indicator = Rect(x: environment.width / 2 - indicatorWidth / 2, y: environment.height - 8 - 5, width: indicatorWidth, height: 5)
        writer.open(.homeIndicator, frame: indicator)
        writer.rect(indicator, fill: palette.homeIndicator, cornerRadius: 2.5)
        writer.closeGroup()
    }
}
