import Foundation

/// The report as Markdown sized for a pull-request comment: the counts, then one table row per
/// changed variant with its sentences, linked into the HTML report when its URL is known.
enum MarkdownReport {
    /// Rows beyond this many are summed up in one line, so the comment stays far below the forges' limits.
    static let rowLimit = 60
    static let sentenceLimit = 4

    static func render(_ report: SiteDiffReport, reportURL: String?) -> String {
        let summary = report.summary
        var lines = ["### Sizeboard preview changes", ""]
        guard report.hasChanges else {
            lines.append("No preview changed (\(summary.unchanged) variants compared).")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("**\(summary.changed) changed**, \(summary.added) added, \(summary.removed) removed, \(summary.unchanged) unchanged.")
        if let reportURL {
            lines.append("")
            lines.append("[Open the report: before and after side by side](\(reportURL)index.html)")
        }
        lines += ["", "| | Page | Screen | Environment | What changed |", "|---|---|---|---|---|"]
        for change in report.changes.prefix(rowLimit) {
            let screen = change.screen.map { "`\(cell($0))`" } ?? "(page)"
            let linked = reportURL.map { "[\(screen)](\($0)index.html#\(change.anchor))" } ?? screen
            var what = change.what.prefix(sentenceLimit).map(cell)
            if change.what.count > sentenceLimit { what.append("and \(change.what.count - sentenceLimit) more") }
            lines.append("| \(change.change.rawValue) | `\(cell(change.page))` | \(linked) | \(change.environment.map { "`\(cell($0))`" } ?? "") | \(what.joined(separator: "<br>")) |")
        }
        if report.changes.count > rowLimit {
            lines.append("")
            lines.append("And \(report.changes.count - rowLimit) more changes\(reportURL == nil ? "" : " in the report").")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for a table cell: no line breaks, pipes, backticks or raw HTML.
    private static func cell(_ text: String) -> String {
        HTMLEscaping.escape(text)
            .replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
