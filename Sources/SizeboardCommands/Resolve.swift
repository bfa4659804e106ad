import ArgumentParser
import Foundation
import Sizeboard

/// `sizeboard resolve`.
struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print the resolve JSON (the contract of resolution.json) of pages, without building.",
        usage: "sizeboard resolve [<paths> ...] [<options>]",
        discussion: "Keys are sorted and the output is byte-identical from run to run."
    )

    @OptionGroup var common: CommonOptions

    @Argument(help: "Markdown files or folders (default: the content folder).")
    var paths: [String] = []

    @Option(name: .customLong("env"), help: "An environment id or group; repeat for several. Replaces every page's and screen's own list.")
    var environments: [String] = []

    @Option(name: .customLong("screen"), help: "Only the screens with this id; repeat for several.")
    var screens: [String] = []

    func run() throws {
        let options = common.buildOptions(environments: environments)
        let builder = SiteBuilder(options: options, availablePlugins: AvailablePlugins.all)
        let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var report = builder.resolve(paths: paths.map { URL(fileURLWithPath: $0, relativeTo: currentFolder).standardizedFileURL.path })
        if report.usageError != nil { return try common.finish(report) }
        var document = report.resolveDocument
        if !screens.isEmpty {
            document.pages = document.pages.compactMap { page in
                var page = page
                page.screens = page.screens.filter { screens.contains($0.id) }
                return page.screens.isEmpty ? nil : page
            }
            if document.pages.isEmpty {
                FileHandle.standardError.write(Data("error: no screen with id \(screens.map { "`\($0)`" }.joined(separator: ", ")) in these pages\n".utf8))
                throw ExitCode(2)
            }
        }
        let encoded = document.encoded
        FileHandle.standardOutput.write(Data(encoded.json))
        report.diagnostics = (report.diagnostics + encoded.diagnostics).sorted()
        try common.finish(report)
    }
}
