import Foundation

extension SiteDiffReport {
    /// The report as Markdown for a pull-request comment: the counts, then the changed variants
    /// with their sentences, linked into the HTML report when `reportURL` (ending in `/`) is given.
    public func markdown(reportURL: String?) -> String {
        MarkdownReport.render(self, reportURL: reportURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" })
    }

    /// The HTML report of the changed variants alone.
    public func html(baseName: String, headName: String) -> String {
        HTMLReport.render(self, baseName: baseName, headName: headName)
    }

    /// Writes the HTML report into `folder`: `index.html` and the changed variants' SVGs copied
    /// from the two sites into `base/` and `head/`. A folder that exists must be empty or an
    /// earlier report (it holds `.sizeboard-diff`); it is replaced as a whole.
    public func writeHTMLReport(to folder: URL, base: URL, head: URL) throws {
        let manager = FileManager.default
        let marker = ".sizeboard-diff"
        if manager.fileExists(atPath: folder.path) {
            let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard entries.isEmpty || entries.contains(marker) else {
                throw SiteDiffError.foreignReportFolder(folder.path)
            }
        }
        let staging = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).partial")
        try? manager.removeItem(at: staging)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        for change in changes {
            try copy(change.baseSVG, from: base, to: staging.appendingPathComponent("base"))
            try copy(change.headSVG, from: head, to: staging.appendingPathComponent("head"))
        }
        try Data(html(baseName: base.lastPathComponent, headName: head.lastPathComponent).utf8)
            .write(to: staging.appendingPathComponent("index.html"))
        try Data().write(to: staging.appendingPathComponent(marker))
        let previous = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).previous")
        try? manager.removeItem(at: previous)
        if manager.fileExists(atPath: folder.path) {
            try manager.moveItem(at: folder, to: previous)
        }
        try manager.moveItem(at: staging, to: folder)
        try? manager.removeItem(at: previous)
    }

    private func copy(_ path: String?, from site: URL, to folder: URL) throws {
        guard let path else { return }
        let source = site.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: source.path) else { return }
        let destination = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.copyItem(at: source, to: destination)
    }
}
