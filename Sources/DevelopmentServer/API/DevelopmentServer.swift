import FlyingFox
import Foundation
import Sizeboard

/// A development server: builds the site, serves the output folder over HTTP, watches the content
/// folder, the theme folders and `sizeboard.yml`, rebuilds after each burst of changes, and tells
/// open pages to reload once the new site is in place. Pages also show the current build's
/// diagnostics. Not meant to face a network: it binds loopback unless told otherwise.
///
/// What is served is the output folder that `SiteBuilder.build()` replaces atomically, so the
/// served site is byte for byte what `sizeboard build` writes, but for the live-reload script
/// that the server puts into each HTML response (never into the files).
public actor DevelopmentServer {
    private let builder: SiteBuilder
    private let settings: ServerSettings
    private let paths: ProjectPaths
    private let state = BuildState()
    private let broadcaster = EventBroadcaster()
    private let onBuild: @Sendable (RebuildSummary) -> Void
    private var server: HTTPServer?
    private var serverTask: Task<Void, any Error>?
    private var watcher: (any FileWatcher)?
    private var loop: RebuildLoop?

    /// Creates a server for the site `builder` builds; `onBuild` hears of every build it runs.
    /// Its builds keep the last one in memory (`SiteBuilder.keepingLastBuildInMemory()`).
    public init(builder: SiteBuilder, settings: ServerSettings, onBuild: @escaping @Sendable (RebuildSummary) -> Void) {
        self.builder = builder.keepingLastBuildInMemory()
        self.settings = settings
        self.onBuild = onBuild
        paths = ProjectPaths(options: builder.options)
    }

    /// Builds the site, starts listening and watching, and returns the URL of the site.
    public func start() async throws -> URL {
        let address = try ListeningAddress(host: settings.host)
        let rebuild = Self.rebuilder(builder: builder, state: state, broadcaster: broadcaster, links: PageLinks(paths: paths), onBuild: onBuild)
        // Watching starts before the first build, so that a save during it is rebuilt after it.
        let loop = RebuildLoop(anticipate: { [builder] in builder.anticipateBuild() }, rebuild: rebuild)
        self.loop = loop
        let watcher = FileWatchers.make(scope: WatchScope(paths: paths), polling: settings.polling)
        watcher.start { loop.record($0) }
        self.watcher = watcher
        await Self.onBuildThread { rebuild([]) }
        do {
            let url = try await listen(on: address)
            loop.start()
            return url
        } catch {
            await stop()
            throw error
        }
    }

    /// Starts the HTTP server on the first free port; returns the site's URL.
    private func listen(on address: ListeningAddress) async throws -> URL {
        let port = try address.firstFreePort(from: settings.port)
        let handler = SiteRequestHandler(
            output: paths.output,
            state: state,
            broadcaster: broadcaster,
            hostCheck: HostCheck(acceptsAnyHost: settings.hostIsExplicit)
        )
        let server = address.makeServer(port: port, handler: handler)
        self.server = server
        serverTask = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 10)
        var listeningPort = port
        if case .ip4(_, let actual)? = await server.listeningAddress { listeningPort = Int(actual) }
        if case .ip6(_, let actual)? = await server.listeningAddress { listeningPort = Int(actual) }
        return address.url(port: listeningPort)
    }

    /// Stops watching, lets a rebuild under way finish (the output folder is left a complete
    /// site), ends the open pages' event streams and stops listening.
    public func stop() async {
        let watcher = self.watcher
        let loop = self.loop
        await Self.onBuildThread {
            watcher?.stop()
            loop?.stop()
        }
        broadcaster.close()
        await server?.stop(timeout: 0.5)
        serverTask?.cancel()
        self.watcher = nil
        self.loop = nil
        server = nil
    }

    private static func rebuilder(
        builder: SiteBuilder,
        state: BuildState,
        broadcaster: EventBroadcaster,
        links: PageLinks,
        onBuild: @escaping @Sendable (RebuildSummary) -> Void
    ) -> @Sendable ([String]) -> Void {
        { changedPaths in
            let clock = ContinuousClock()
            let started = clock.now
            var told: (news: BuildState.News, duration: Duration)?
            let tell = { (report: BuildReport) in
                let duration = started.duration(to: clock.now)
                let news = state.record(report, pages: links)
                if news.isWorthTelling { broadcaster.send(state.event) }
                told = (news, duration)
            }
            // The watcher started before the first build, so every later build is told all
            // that changed since the one before began; the first one lists everything.
            let changes: KnownChanges = changedPaths.isEmpty ? .unknown : .only(changedPaths)
            let report = builder.build(changes: changes, whenInPlace: tell)
            if told == nil { tell(report) }
            guard let told else { return }
            onBuild(RebuildSummary(report: report, changedPaths: changedPaths, duration: told.duration, reloadsPages: told.news.siteChanged))
        }
    }

    /// Runs blocking work (a build, waiting for threads) off the tasks' threads.
    private static func onBuildThread(_ work: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                work()
                continuation.resume()
            }
        }
    }
}
