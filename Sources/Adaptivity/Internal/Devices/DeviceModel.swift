/// One device of ADAPTIVITY.md D-02 and its multitasking panes (D-04), from which the catalog's
/// environments are made.
struct DeviceModel: Sendable {
    /// The id prefix, such as `iphone-16-pro`.
    var name: String
    /// The portrait width in points.
    var width: Double
    /// The portrait height in points.
    var height: Double
    /// The display scale (D-06).
    var scale: Double
    /// Phone or pad.
    var idiom: Idiom
    /// The horizontal size class in landscape (D-01): regular on the big phones and on iPads.
    var landscapeHorizontal: SizeClass
    /// The safe-area top of a notched phone in portrait, its left and right insets in landscape (B-04).
    var sensorHousing: Double?
    /// Whether the iPad has no home button: a 24 pt status bar and a home indicator (B-04).
    var isAllScreen: Bool
    /// The multitasking panes (D-04).
    var panes: [MultitaskingPane]

    init(
        _ name: String,
        _ width: Double,
        _ height: Double,
        scale: Double,
        idiom: Idiom = .phone,
        landscapeHorizontal: SizeClass = .compact,
        sensorHousing: Double? = nil,
        isAllScreen: Bool = false,
        panes: [MultitaskingPane] = []
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.idiom = idiom
        self.landscapeHorizontal = idiom == .pad ? .regular : landscapeHorizontal
        self.sensorHousing = sensorHousing
        self.isAllScreen = isAllScreen
        self.panes = panes
    }

    /// The portrait environment, the landscape one (bounds swapped, D-03), then the panes.
    var environments: [Environment] {
        let portrait = Environment(
            id: "\(name)-portrait", width: width, height: height, scale: scale, idiom: idiom,
            horizontal: idiom == .pad ? .regular : .compact, vertical: .regular, safeArea: safeArea(landscape: false)
        )
        let landscape = Environment(
            id: "\(name)-landscape", width: height, height: width, scale: scale, idiom: idiom,
            horizontal: landscapeHorizontal, vertical: idiom == .pad ? .regular : .compact, safeArea: safeArea(landscape: true)
        )
        return [portrait, landscape] + panes.map { pane in
            let screen = pane.isPortrait ? Size(width: width, height: height) : Size(width: height, height: width)
            return Environment(
                id: "\(name)-\(pane.suffix)", width: pane.width, height: screen.height,
                scale: scale, idiom: idiom, horizontal: pane.horizontal, vertical: .regular,
                safeArea: safeArea(landscape: !pane.isPortrait),
                pane: PanePlacement(screen: screen, x: pane.isSlideOver ? screen.width - pane.width : 0, isSlideOver: pane.isSlideOver)
            )
        }
    }

    /// B-04: a notched phone's housing on top in portrait and on both sides in landscape, over the
    /// home indicator's 34 pt (21 pt in landscape); an all-screen iPad's 24 pt status bar and 20 pt
    /// home indicator; otherwise the 20 pt status bar, hidden on phones in landscape.
    private func safeArea(landscape: Bool) -> SafeAreaInsets {
        if let sensorHousing {
            return landscape
                ? SafeAreaInsets(top: 0, left: sensorHousing, bottom: 21, right: sensorHousing)
                : SafeAreaInsets(top: sensorHousing, left: 0, bottom: 34, right: 0)
        }
        if isAllScreen {
            return SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0)
        }
        return .statusBar(idiom: idiom, vertical: idiom == .phone && landscape ? .compact : .regular)
    }
}

/// An iPad Split View or Slide Over pane (D-04); the vertical size class is always regular.
struct MultitaskingPane: Sendable {
    /// The id suffix, such as `landscape-half`.
    var suffix: String
    /// The pane width in points.
    var width: Double
    /// The horizontal size class.
    var horizontal: SizeClass
    /// Whether the pane is as tall as the portrait screen (portrait panes and Slide Over).
    var isPortrait: Bool
    /// Whether the pane is Slide Over, floating at the screen's trailing edge.
    var isSlideOver: Bool { suffix == "slide-over" }
}
