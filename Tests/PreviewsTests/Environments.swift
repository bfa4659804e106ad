import Adaptivity

/// Catalog environments (DESIGN.md section 3), built by hand so these tests need no engine.
enum Environments {
    static let iPhone16Portrait = Environment(
        id: "iphone-16-portrait", width: 393, height: 852, scale: 3, idiom: .phone,
        horizontal: .compact, vertical: .regular, safeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0)
    )
    static let iPhoneSEPortrait = Environment(
        id: "iphone-se-portrait", width: 375, height: 667, scale: 2, idiom: .phone,
        horizontal: .compact, vertical: .regular
    )
    static let iPhoneSELandscape = Environment(
        id: "iphone-se-landscape", width: 667, height: 375, scale: 2, idiom: .phone,
        horizontal: .compact, vertical: .compact
    )
    static let iPad97Portrait = Environment(
        id: "ipad-9-7-portrait", width: 768, height: 1024, scale: 2, idiom: .pad,
        horizontal: .regular, vertical: .regular
    )
    static let iPad97Landscape = Environment(
        id: "ipad-9-7-landscape", width: 1024, height: 768, scale: 2, idiom: .pad,
        horizontal: .regular, vertical: .regular
    )
    static let iPadPro11Landscape = Environment(
        id: "ipad-pro-11-landscape", width: 1194, height: 834, scale: 2, idiom: .pad,
        horizontal: .regular, vertical: .regular, safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0)
    )
}
