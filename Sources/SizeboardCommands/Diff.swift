import ArgumentParser
import Foundation
import SiteDiff

/// `sizeboard diff`.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two built sites: what was added, removed or changed, per page, screen and environment.",
        discussion: """
        BASE and HEAD are output folders of `sizeboard build` (they hold resolution.json). The HTML report \
        shows the changed variants alone, before and after side by side.
        Exit status: 0, or 1 with --fail-on-change when anything changed; 2 for bad usage.
        """
    )

    @Argument(help: "The built site before the change (an output folder).")
    var base: String

    @Argument(help: "The built site after the change.")
    var head: String

    @Option(help: "The folder of the HTML report (default: _diff). Replaced as a whole.")
    var output = "_diff"

    @Option(help: "Write the changes as JSON to this file.")
    var json: String?

    @Option(help: "Write a Markdown summary for a pull-request comment to this file.")
    var markdown: String?

    @Option(help: "The URL the HTML report is published at; the Markdown links into it.")
    var baseURL: String?

    @Flag(help: "Exit with status 1 when anything was added, removed or changed.")
    var failOnChange = false

    func run() throws {
        let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        func resolved(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: currentFolder).standardizedFileURL }
        let report: SiteDiffReport
        do {
            report = try SiteDiff.compare(base: resolved(base), head: resolved(head))
            try report.writeHTMLReport(to: resolved(output), base: resolved(base), head: resolved(head))
        } catch let error as SiteDiffError {
            throw ValidationError(error.description)
        }
        if let json { try report.json.write(to: resolved(json)) }
        if let markdown { try Data(report.markdown(reportURL: baseURL).utf8).write(to: resolved(markdown)) }
        let summary = report.summary
        print("\(summary.changed) changed, \(summary.added) added, \(summary.removed) removed, \(summary.unchanged) unchanged.")
        for change in report.changes {
            print("\(change.change.rawValue): \(change.title)")
            for sentence in change.what { print("  \(sentence)") }
        }
        print("Report: \(resolved(output).path)/index.html")
        if failOnChange, report.hasChanges { throw ExitCode(1) }
    }
}
