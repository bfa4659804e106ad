import Foundation
import PackagePlugin

/// `swift package sizeboard <arguments>` (default `build`): builds the `sizeboard` executable
/// (debug) and runs it in the folder of the package that invoked it, so an app's own package
/// builds and compares its design docs without installing anything. Writing the site needs
/// `--allow-writing-to-package-directory`.
@main
struct SizeboardCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(.product("sizeboard"), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded, let tool = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "sizeboard" }) else {
            throw SizeboardFailed(description: "building sizeboard failed:\n\(build.logText)")
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["build"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SizeboardFailed(description: "sizeboard \((process.arguments ?? []).joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
    }
}

/// `sizeboard` could not be built, or exited with a status other than 0 (its diagnostics are on
/// standard error already).
struct SizeboardFailed: Error, CustomStringConvertible {
    var description: String
}
