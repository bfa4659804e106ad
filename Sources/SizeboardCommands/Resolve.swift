import ArgumentParser
import Foundation
import Sizeboard

/// `sizeboard resolve`.
struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the resolve JSON (the contract of resolution.json) of pages, without building.",
        usage: "sizeboard resolve [<paths> ...] [<options>]",
        discussion: "Keys are sorted and the output is byte-identical from run to run."
    )

    @OptionGroup var common: CommonOptions

    @Argument(help: "Markdown files or folders (default: the content folder).")
    var paths: [String] = []

    @Option(name: .customLong("env"), help: "An environment id or group; repeat for several. Replaces every page's and screen's own list.")
    var environments: [String] = []

    func run() throws {
        let options = common.buildOptions(environments: environments)
        let builder = SiteBuilder(options: options, availablePlugins: AvailablePlugins.all)
        let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let report = builder.resolve(paths: paths.map { URL(fileURLWithPath: $0, relativeTo: currentFolder).standardizedFileURL.path })
        FileHandle.standardOutput.write(Data(report.resolveDocument.json))
        try common.finish(report)
    }
}
