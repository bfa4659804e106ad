import Adaptivity

/// The device drawn around the window: bezel widths, corner radii and the hardware details
/// (home button, sensor housing, home indicator) that tell the device family at a glance.
struct DeviceFrame {
    let environment: Environment
    let top: Double
    let left: Double
    let bottom: Double
    let right: Double
    let screenCornerRadius: Double

    private static let thinBezel = 14.0
    private static let homeButtonBezel = 56.0
    private static let padBezel = 24.0

    init(environment: Environment) {
        self.environment = environment
        switch (environment.idiom, environment.safeAreaTop) {
        case (.pad, _):
            (top, left, bottom, right) = (Self.padBezel, Self.padBezel, Self.padBezel, Self.padBezel)
            screenCornerRadius = 12
        case (_, .some):
            (top, left, bottom, right) = (Self.thinBezel, Self.thinBezel, Self.thinBezel, Self.thinBezel)
            screenCornerRadius = 44
        case (_, .none):
            let long = Self.homeButtonBezel
            let short = Self.thinBezel
            (top, left, bottom, right) = environment.isLandscape ? (short, long, short, long) : (long, short, long, short)
            screenCornerRadius = 3
        }
    }

    var width: Double { environment.width + left + right }
    var height: Double { environment.height + top + bottom }

    private var hasHomeButton: Bool {
        environment.idiom != .pad && environment.safeAreaTop == nil
    }

    private var isNotchedPortrait: Bool {
        environment.idiom == .phone && environment.safeAreaTop != nil && !environment.isLandscape
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

    /// The sensor housing and home indicator, over the screen contents, in window coordinates.
    func drawHardwareOverlays(into writer: inout SVGWriter) {
        guard environment.idiom == .phone, let safeAreaTop = environment.safeAreaTop else { return }
        if isNotchedPortrait {
            if safeAreaTop >= 59 {
                writer.rect(Rect(x: environment.width / 2 - 63, y: 11, width: 126, height: 37), fill: "#000000", cornerRadius: 18.5)
            } else {
                let notch = Rect(x: environment.width / 2 - 105, y: -20, width: 210, height: 50)
                writer.rect(notch, fill: "#000000", cornerRadius: 20)
            }
        }
        let indicatorWidth = environment.isLandscape ? 210.0 : 134.0
        writer.rect(
            Rect(x: environment.width / 2 - indicatorWidth / 2, y: environment.height - 8 - 5, width: indicatorWidth, height: 5),
            fill: "#000000",
            cornerRadius: 2.5
        )
    }
}
