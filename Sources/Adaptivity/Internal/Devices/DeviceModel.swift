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
    /// The safe-area top of a notched phone (B-04).
    var safeAreaTop: Double?
    /// The multitasking panes (D-04).
    var panes: [MultitaskingPane]

    init(
        _ name: String,
        _ width: Double,
        _ height: Double,
        scale: Double,
        idiom: Idiom = .phone,
        landscapeHorizontal: SizeClass = .compact,
        safeAreaTop: Double? = nil,
        panes: [MultitaskingPane] = []
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.idiom = idiom
        self.landscapeHorizontal = idiom == .pad ? .regular : landscapeHorizontal
        self.safeAreaTop = safeAreaTop
        self.panes = panes
    }

    /// The portrait environment, the landscape one (bounds swapped, D-03), then the panes.
    var environments: [Environment] {
        let portrait = Environment(
            id: "\(name)-portrait", width: width, height: height, scale: scale, idiom: idiom,
            horizontal: idiom == .pad ? .regular : .compact, vertical: .regular, safeAreaTop: safeAreaTop
        )
        let landscape = Environment(
            id: "\(name)-landscape", width: height, height: width, scale: scale, idiom: idiom,
            horizontal: landscapeHorizontal, vertical: idiom == .pad ? .regular : .compact, safeAreaTop: safeAreaTop
        )
        return [portrait, landscape] + panes.map { pane in
            Environment(
                id: "\(name)-\(pane.suffix)", width: pane.width, height: pane.isPortrait ? height : width,
                scale: scale, idiom: idiom, horizontal: pane.horizontal, vertical: .regular
            )
        }
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
}
