import ArgumentParser
import FlipContainerPlugin
import Foundation
import SearchIndexPlugin
import SidebarPlugin
import SitemapPlugin
import Sizeboard

/// The `sizeboard` command line: `build` (the default), `resolve`, `devices`, `new`, `diff`, `serve`.
public struct SizeboardCommand: ParsableCommand {
    /// The command's name, abstract, examples and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "sizeboard",
        abstract: "Builds static sites of adaptive iOS layouts from Markdown pages with `screen` blocks.",
        discussion: """
        Examples:
          sizeboard build                         Build Content/ into _site/
          sizeboard build --strict --jobs 2       Fail on warnings, use two threads
          sizeboard resolve Content/photos.md     Print the resolve JSON of one page
          sizeboard resolve --env phones          Resolve every screen on every phone
          sizeboard build --env size-classes      Override every page's environments
          sizeboard devices                       List the device catalog
          sizeboard new my-site                   Scaffold a site that builds
          sizeboard diff base-site _site          Compare two builds, report in _diff/
          sizeboard serve --open                  Serve the site, reload pages on save
        """,
        version: SizeboardVersion.current,
        subcommands: [Build.self, Resolve.self, Devices.self, New.self, Diff.self, Serve.self],
        defaultSubcommand: Build.self
    )

    /// Creates the command.
    public init() {}

    /// The plugins that ship with Sizeboard, available to every site's `plugins:` list: `sitemap`,
    /// `search-index`, `sidebar` and `flip-to-note`.
    public static let bundledPlugins: [any Plugin] = [SitemapPlugin(), SearchIndexPlugin(), SidebarPlugin(), FlipContainerPlugin()]

    /// Runs the command line with `plugins` available to `sizeboard.yml` beside the bundled ones
    /// (unless `includingBundled` is false; a plugin of yours with a bundled plugin's name replaces
    /// it), and exits: 0 on success, 1 when an error was reported, 2 for bad usage.
    public static func main(plugins: [any Plugin] = [], includingBundled: Bool = true, arguments: [String]? = nil) -> Never {
        AvailablePlugins.all = plugins + (includingBundled ? bundledPlugins : [])
        if let unknown = UnknownSubcommand.find(in: arguments ?? Array(CommandLine.arguments.dropFirst()), subcommands: configuration.subcommands) {
            FileHandle.standardError.write(Data((unknown.description + "\n").utf8))
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            exit(reporting: error)
        }
    }

    /// Ends the process for `error` thrown by a command: a request for help or the version
    /// printed with status 0, an `ExitCode` with its status, anything else printed with status 2.
    static func exit(reporting error: any Error) -> Never {
        let code = exitCode(for: error)
        if code == .success {
            print(fullMessage(for: error))
            Foundation.exit(0)
        }
        if let exitCode = error as? ExitCode {
            Foundation.exit(exitCode.rawValue)
        }
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
    }
}

/// The version printed by `--version`.
public enum SizeboardVersion {
    /// The current version.
    public static let current = "0.1.0"
}

/// The plugins the running executable offers; set once by `SizeboardCommand.main(plugins:)`.
enum AvailablePlugins {
    nonisolated(unsafe) static var all: [any Plugin] = []
}
