import Foundation
import Sizeboard

/// A small project in a temporary folder, built with the library's `SiteBuilder`.
struct TemporarySite {
    let root: URL

    init(pages: [String: String] = ["a.md": "---\ntitle: A\n---\n\n# Page A\n"]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)").standardizedFileURL
        for (path, text) in pages {
            try write("Content/" + path, text)
        }
    }

    var builder: SiteBuilder {
        SiteBuilder(options: BuildOptions(projectRoot: root, jobs: 1))
    }

    var output: URL {
        root.appendingPathComponent("_site")
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
