import Foundation
import Mustache
import Pages

/// Loads a theme: the bundled default, then the site's `Themes/<name>/` over it. A name other
/// than `default` must be a folder of the site's `Themes/`.
struct ThemeLoader {
    /// The project root, where a site's `Themes/` folder is.
    let projectRoot: URL
    /// How paths are shown in diagnostics.
    let displayPath: (URL) -> String

    /// The name of the bundled theme.
    static let bundledName = "default"

    /// The theme `name` and the problems found finding and reading its files. Its templates are
    /// parsed on another thread (`ParsedTemplates`); what parsing finds wrong is the theme's
    /// `templateDiagnostics`.
    func load(named name: String, configPath: String, at position: SourcePosition?) -> (Theme, [Diagnostic]) {
        HTMLEscaping.registered
        var assets: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        let themes = projectRoot.appendingPathComponent("Themes")
        var isFolder: ObjCBool = false
        if name != Self.bundledName, !FileManager.default.fileExists(atPath: themes.appendingPathComponent(name).path, isDirectory: &isFolder) || !isFolder.boolValue {
            let available = [Self.bundledName] + ((try? FileManager.default.contentsOfDirectory(atPath: themes.path)) ?? [])
                .filter { $0 != Self.bundledName && IdentifierRule.isValid($0) }
                .sorted()
            diagnostics.append(.error(
                "unknown-theme",
                "unknown theme `\(name)`\(Suggestion.phrase(for: name, among: available)); available: \(available.joined(separator: ", ")) (a theme is a folder of Themes/)",
                path: configPath,
                at: position
            ))
        }
        var hash = StableHash()
        var texts: [ParsedTemplates.Text] = []
        let layers = [Theme.bundledDirectory, projectRoot.appendingPathComponent("Themes/\(name)")]
        for layer in layers {
            for (relative, file) in files(below: layer.appendingPathComponent("templates"), withExtension: "mustache") {
                do {
                    let text = try String(contentsOf: file, encoding: .utf8)
                    hash.combine(file.path)
                    hash.combine(text)
                    texts.append(ParsedTemplates.Text(name: String(relative.dropLast(".mustache".count)), text: text, file: displayPath(file)))
                } catch {
                    diagnostics.append(.error("unreadable-template", "cannot read template: \(error.localizedDescription)", path: displayPath(file), at: nil))
                }
            }
            for (relative, file) in files(below: layer.appendingPathComponent("assets"), withExtension: nil) {
                assets[relative] = file.path
                hash.combine(file.path)
                hash.combine(FileTree.bytes(at: file.path) ?? [])
            }
        }
        let parsing = texts
        let theme = Theme(name: name, assets: assets, fingerprint: hash.value) { ParsedTemplates(parsing: parsing) }
        return (theme, diagnostics)
    }

    /// Regular files below `directory` as (path relative to it, URL), sorted by path.
    private func files(below directory: URL, withExtension pathExtension: String?) -> [(String, URL)] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        let basePath = directory.standardizedFileURL.path
        var found: [(String, URL)] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            if let pathExtension, url.pathExtension != pathExtension { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(basePath.count + 1))
            found.append((relative, url))
        }
        return found.sorted { $0.0 < $1.0 }
    }
}
