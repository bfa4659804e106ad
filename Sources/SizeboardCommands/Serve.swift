import ArgumentParser
import DevelopmentServer
import Foundation
import Sizeboard

/// `sizeboard serve`.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site and serve it for development: every change rebuilds it and reloads open pages.",
        discussion: """
        A development server, not a web server to publish with: it listens on 127.0.0.1 (this \
        machine only) and answers requests for localhost only, unless --host is given. It serves \
        the output folder exactly as `sizeboard build` writes it, with a live-reload script added \
        to each HTML response (never to the files), and an overlay on every page listing the \
        build's errors and warnings. It watches the content folder, Themes/ and sizeboard.yml; \
        after changing `content` or `output` in sizeboard.yml, restart it.

        Ctrl-C or SIGTERM stops it after the rebuild under way, leaving a complete site.
        """
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "The content folder (default: Content, or `content` in sizeboard.yml).")
    var content: String?

    @Option(help: "The output folder (default: _site, or `output` in sizeboard.yml).")
    var output: String?

    @Option(help: "The port; when it is in use, the next free one (0: any free port).")
    var port = 8000

    @Option(help: "The address to listen on (default: 127.0.0.1). Any other than loopback opens this development server to the network.")
    var host: String?

    @Flag(help: "Open the site in the default browser.")
    var open = false

    @Flag(help: "Watch by polling twice a second instead of the system's file events (network or container file systems).")
    var poll = false

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port must be from 0 to 65535") }
    }

    func run() throws {
        let builder = SiteBuilder(options: common.buildOptions(content: content, output: output), availablePlugins: AvailablePlugins.all)
        let settings = ServerSettings(host: host, port: port, polling: poll)
        let server = DevelopmentServer(
            builder: builder,
            settings: settings,
            onBuild: { [common] summary in Self.tell(summary, common: common) }
        )
        let stopRequested = Self.stopSignals()
        let started = Self.waiting { () -> Result<URL, any Error> in
            do { return .success(try await server.start()) } catch { return .failure(error) }
        }
        let url: URL
        switch started {
        case .success(let startedURL): url = startedURL
        case .failure(let error as ServerError): throw ValidationError(error.description)
        case .failure(let error): throw error
        }
        Self.say("Serving \(url.absoluteString) (development server; Ctrl-C stops it)")
        if !settings.isLoopback {
            Self.say("Warning: listening on \(settings.host): other machines on the network can read this site.")
        }
        if open { Self.openInBrowser(url) }
        stopRequested.wait()
        Self.say("Stopping…")
        Self.waiting { await server.stop() }
    }

    /// A semaphore signalled on SIGINT or SIGTERM, which no longer end the process by themselves.
    private static func stopSignals() -> DispatchSemaphore {
        let semaphore = DispatchSemaphore(value: 0)
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { semaphore.signal() }
            source.resume()
            signalSources.append(source)
        }
        return semaphore
    }

    nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []

    /// Runs `work` and blocks this (the main) thread until it is done.
    @discardableResult
    private static func waiting<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var value: Value?
        Task {
            value = await work()
            done.signal()
        }
        done.wait()
        return value!
    }

    private static func tell(_ summary: RebuildSummary, common: CommonOptions) {
        let report = summary.report
        let milliseconds = summary.duration.components.seconds * 1000 + summary.duration.components.attoseconds / 1_000_000_000_000_000
        let cause = summary.changedPaths.isEmpty ? "Built" : "Rebuilt after changes to \(shortList(summary.changedPaths))"
        if report.outputPath == nil {
            say("\(cause) in \(milliseconds) ms: nothing written, the previous site is still served.")
        } else if report.upToDate {
            say("\(cause) in \(milliseconds) ms: up to date, \(CountedNoun.text(report.pageCount, "page")) with \(CountedNoun.text(report.screenCount, "screen")).")
        } else {
            let reload = summary.reloadsPages && !summary.changedPaths.isEmpty ? "; open pages reload" : ""
            say("\(cause) in \(milliseconds) ms: \(CountedNoun.text(report.pageCount, "page")) with \(CountedNoun.text(report.screenCount, "screen")), \(CountedNoun.text(report.written, "file")) written, \(report.removed) removed\(reload).")
        }
        for diagnostic in report.diagnostics {
            FileHandle.standardError.write(Data((diagnostic.terminalDescription + "\n").utf8))
        }
        if let summary = report.summary {
            FileHandle.standardError.write(Data((summary.description + "\n").utf8))
        }
        if let usageError = report.usageError {
            // An option the build refuses stays refused: stop, as `build` does, with bad usage.
            FileHandle.standardError.write(Data("Error: \(usageError.message)\n".utf8))
            Foundation.exit(2)
        }
        if let file = common.diagnosticsFile {
            try? CommonOptions.diagnosticsJSON(report.diagnostics).write(to: URL(fileURLWithPath: file))
        }
    }

    private static func shortList(_ paths: [String]) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        let shown = paths.prefix(3).map { $0.hasPrefix(current) ? String($0.dropFirst(current.count)) : $0 }
        return shown.joined(separator: ", ") + (paths.count > 3 ? " and \(paths.count - 3) more" : "")
    }

    /// Prints a line at once, even when standard output is a pipe.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func openInBrowser(_ url: URL) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open"]
        #endif
        process.arguments = (process.arguments ?? []) + [url.absoluteString]
        do {
            try process.run()
        } catch {
            say("Could not open a browser (\(error.localizedDescription)); open \(url.absoluteString)")
        }
    }
}
