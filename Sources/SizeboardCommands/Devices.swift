import ArgumentParser
import Foundation
import Sizeboard

/// `sizeboard devices`.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the device catalog: environments with their sizes and size classes, and the groups.")

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        let catalog = DeviceCatalog.standard
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            FileHandle.standardOutput.write(try encoder.encode(catalog.environments) + Data("\n".utf8))
            return
        }
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
