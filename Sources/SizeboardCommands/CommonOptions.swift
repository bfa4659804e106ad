import ArgumentParser
import Foundation
import Sizeboard

/// Options shared by `build` and `resolve`.
struct CommonOptions: ParsableArguments {
    @Option(help: "The configuration file (default: sizeboard.yml in the current folder). Its folder is the project root.")
    var config: String?

    @Option(help: "The engine behavior: \(Behavior.all.map(\.name).joined(separator: ", ")) (default: classic).")
    var behavior: String?

    @Option(help: "The iOS version of the modern behavior's rules, 13 to 18 (default: 18).")
    var ios: Int?

    @Option(help: "Write the diagnostics as JSON to this file.")
    var diagnosticsFile: String?

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "Worker threads (default: one per core).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let ios, !ModernDefaults.supportedVersions.contains(ios) {
            throw ValidationError("--ios must be from \(ModernDefaults.supportedVersions.lowerBound) to \(ModernDefaults.supportedVersions.upperBound)")
        }
        if let behavior, Behavior.named(behavior) == nil {
            let names = Behavior.all.map(\.name)
            let suggestion = Suggestion.closest(to: behavior, among: names).map { "did you mean '\($0)'? " } ?? ""
            throw ValidationError("unknown behavior '\(behavior)' for '--behavior'; \(suggestion)valid values: \(names.joined(separator: ", "))")
        }
    }

    /// Build options with paths given on the command line made absolute against the current folder.
    func buildOptions(content: String? = nil, output: String? = nil, environments: [String] = []) -> BuildOptions {
        let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let configURL = config.map { URL(fileURLWithPath: $0, relativeTo: currentFolder).standardizedFileURL }
        let root = configURL?.deletingLastPathComponent() ?? currentFolder
        var options = BuildOptions(
            projectRoot: root,
            configPath: configURL?.path,
            contentDirectory: content.map { URL(fileURLWithPath: $0, relativeTo: currentFolder).standardizedFileURL.path },
            outputDirectory: output.map { URL(fileURLWithPath: $0, relativeTo: currentFolder).standardizedFileURL.path },
            behavior: behavior,
            environments: environments,
            strict: strict
        )
        if let jobs { options.jobs = jobs }
        options.ios = ios
        options.diagnosticsFile = diagnosticsFile.map { URL(fileURLWithPath: $0, relativeTo: currentFolder).standardizedFileURL.path }
        return options
    }

    /// Prints the diagnostics to standard error, writes the JSON file if asked, and fails with 1 on
    /// errors, or as bad usage (2) when the build refused an option.
    func finish(_ report: BuildReport) throws {
        for diagnostic in report.diagnostics {
            FileHandle.standardError.write(Data((diagnostic.terminalDescription + "\n").utf8))
        }
        if let summary = report.summary {
            FileHandle.standardError.write(Data((summary.description + "\n").utf8))
        }
        if let diagnosticsFile = report.diagnosticsFile {
            do {
                try Self.diagnosticsJSON(report.diagnostics).write(to: URL(fileURLWithPath: diagnosticsFile))
            } catch {
                FileHandle.standardError.write(Data("error: cannot write the diagnostics file `\(diagnosticsFile)`: \(Self.reason(error))\n".utf8))
                throw ExitCode(1)
            }
        }
        if let usageError = report.usageError { throw ValidationError(usageError.message) }
        if report.failed { throw ExitCode(1) }
    }

    /// The diagnostics as `--diagnostics-file` holds them: pretty-printed JSON with sorted keys.
    static func diagnosticsJSON(_ diagnostics: [Diagnostic]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(diagnostics)
    }

    /// A short reason for a failed file operation, without Foundation's error domain and code.
    static func reason(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        let codes: [CocoaError.Code: Int32] = [
            .fileWriteNoPermission: EACCES, .fileReadNoPermission: EACCES, .fileWriteOutOfSpace: ENOSPC,
            .fileWriteVolumeReadOnly: EROFS, .fileNoSuchFile: ENOENT, .fileReadNoSuchFile: ENOENT, .fileWriteFileExists: EEXIST,
        ]
        if let cocoa = error as? CocoaError, let code = codes[cocoa.code] {
            return String(cString: strerror(code))
        }
        return error.localizedDescription
    }
}
