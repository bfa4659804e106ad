import ArgumentParser
import Foundation
import Sizeboard

/// `sizeboard build`.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site: every page of the content folder, with SVG previews of its screens.",
        usage: "sizeboard build [<options>]",
        discussion: "The output folder is replaced atomically; a failed build leaves the previous site in place. On a terminal, a line on standard error shows the pages done while the build runs."
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "The content folder (default: Content, or `content` in sizeboard.yml).")
    var content: String?

    @Option(help: "The output folder (default: _site, or `output` in sizeboard.yml).")
    var output: String?

    @Option(name: .customLong("env"), help: "An environment id or group; repeat for several. Replaces every page's and screen's own list.")
    var environments: [String] = []

    @Flag(help: "Print only the diagnostics: no progress line, no closing summary.")
    var quiet = false

    @Flag(help: "Print how long each step of the build took, on standard error (with or without --quiet).")
    var timings = false

    func run() throws {
        var options = common.buildOptions(content: content, output: output, environments: environments)
        let progressLine = quiet ? nil : ProgressLine.onTerminal()
        if let progressLine {
            options.progress = { progressLine.show($0) }
        }
        SiteBuilder(options: options, availablePlugins: AvailablePlugins.all).build(thenExit: { report in
            progressLine?.clear()
            if timings {
                FileHandle.standardError.write(Data(StepTimesTable.text(report.stepTimes).utf8))
            }
            if let outputPath = report.outputPath, !quiet {
                if report.upToDate {
                    print("Up to date: \(CountedNoun.text(report.pageCount, "page")) with \(CountedNoun.text(report.screenCount, "screen")) in \(outputPath); nothing changed since the last build.")
                } else {
                    print("Built \(CountedNoun.text(report.pageCount, "page")) with \(CountedNoun.text(report.screenCount, "screen")) into \(outputPath) (\(CountedNoun.text(report.written, "file")) written, \(report.unchanged) unchanged, \(report.removed) removed).")
                }
                print("Open \(outputPath)/index.html")
            }
            do {
                try common.finish(report)
            } catch {
                SizeboardCommand.exit(reporting: error)
            }
            Foundation.exit(0)
        })
    }
}
