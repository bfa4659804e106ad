import Foundation
import Sizeboard

/// The folders and files a development server watches and serves, read the way a build reads them:
/// the options first, then `sizeboard.yml`, then the defaults.
struct ProjectPaths: Sendable {
    let root: URL
    let configFile: URL
    let content: URL
    /// The site's own theme folders, `Themes/` in the project root.
    let themes: URL
    let output: URL

    init(options: BuildOptions) {
        let root = options.projectRoot.standardizedFileURL
        let configFile = options.configPath.map { Self.resolve($0, against: root) } ?? root.appendingPathComponent("sizeboard.yml")
        self.root = root
        self.configFile = configFile
        let configuration = (try? String(contentsOf: configFile, encoding: .utf8)).map { SiteConfig.decode($0).config } ?? SiteConfig()
        content = Self.resolve(options.contentDirectory ?? configuration.contentDirectory, against: root)
        output = Self.resolve(options.outputDirectory ?? configuration.outputDirectory, against: root)
        themes = root.appendingPathComponent("Themes")
    }

    /// The build's hidden companions of the output folder: the previous tree, the manifest, the
    /// description of the two trees, the output's snapshot and the render cache.
    var outputCompanions: [URL] {
        let folder = output.deletingLastPathComponent()
        return ["previous", "manifest", "trees", "snapshot", "cache"].map { folder.appendingPathComponent(".\(output.lastPathComponent).\($0)") }
    }

    private static func resolve(_ path: String, against root: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)).standardizedFileURL
    }
}
