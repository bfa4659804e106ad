import Foundation

/// Copies the theme's assets to `assets/`.
struct ThemeAssetsGenerator: SiteGenerator {
    func generate(_ site: GeneratedSite) -> SiteGeneration {
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        for (relative, source) in site.services.theme.assets.sorted(by: { $0.key < $1.key }) {
            guard let data = FileManager.default.contents(atPath: source) else {
                diagnostics.append(.error("unreadable-asset", "cannot read theme asset", path: source, at: nil))
                continue
            }
            files.append(OutputFile(path: "assets/\(relative)", contents: [UInt8](data)))
        }
        return SiteGeneration(files: files, diagnostics: diagnostics)
    }
}
