import ArgumentParser
import Foundation
import Sizeboard

/// `sizeboard devices`.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device catalog: environments with their sizes and size classes, and the groups.",
        discussion: "The site's own devices and groups from sizeboard.yml are listed with the built-in ones."
    )

    @Option(help: "The configuration file (default: sizeboard.yml in the current folder).")
    var config: String?

    @Flag(help: "Print JSON instead of a table: {\"environments\": [...], \"groups\": {name: [ids]}}.")
    var json = false

    private struct Listing: Encodable {
        var environments: [Environment]
        var groups: [String: [String]]
    }

    func run() throws {
        let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let configURL = config.map { URL(fileURLWithPath: $0, relativeTo: currentFolder).standardizedFileURL }
        let options = BuildOptions(projectRoot: configURL?.deletingLastPathComponent() ?? currentFolder, configPath: configURL?.path)
        let (catalog, diagnostics) = SiteBuilder(options: options, availablePlugins: AvailablePlugins.all).catalog()
        for diagnostic in diagnostics {
            FileHandle.standardError.write(Data((diagnostic.terminalDescription + "\n").utf8))
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let listing = Listing(environments: catalog.environments, groups: catalog.groups)
            FileHandle.standardOutput.write(try encoder.encode(listing) + Data("\n".utf8))
        } else {
            printTable(catalog)
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    private func printTable(_ catalog: DeviceCatalog) {
        let width = max(2, catalog.environments.map(\.id.count).max() ?? 0)
        print("id".padding(toLength: width, withPad: " ", startingAt: 0) + "  points       scale  idiom  H/V")
        for environment in catalog.environments {
            let size = "\(Int(environment.width))x\(Int(environment.height))"
            let classes = "\(environment.horizontal.rawValue)/\(environment.vertical.rawValue)"
            print(environment.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + size.padding(toLength: 11, withPad: " ", startingAt: 0) + "  "
                + "@\(Int(environment.scale))x".padding(toLength: 5, withPad: " ", startingAt: 0) + "  "
                + environment.idiom.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0) + "  " + classes)
        }
        print("\nGroups:")
        for name in catalog.groupNames {
            print("  \(name): \(catalog.groups[name, default: []].joined(separator: ", "))")
        }
    }
}
