import Foundation

/// The first stage of a build: configuration, plugins, theme and services, then the stages that use them.
struct BuildSetup {
    let options: BuildOptions
    let layout: ProjectLayout
    let configDisplayPath: String
    /// The configuration file's absolute location (it need not exist).
    let configURL: URL
    /// A hash of everything a build's output depends on but the pages.
    let fingerprint: UInt64
    private(set) var services: SiteServices
    private(set) var registry: PluginRegistry
    var diagnostics: [Diagnostic] = []
    /// The option the build cannot use (an unknown `--env`), found before any work.
    private(set) var usageError: UsageError?
    /// Where the output folder was named.
    let outputOrigin: FolderOrigin
    /// Where the content folder was named.
    let contentOrigin: FolderOrigin

    init(options: BuildOptions, availablePlugins: [any Plugin]) {
        self.options = options
        let root = options.projectRoot.standardizedFileURL
        configURL = options.configPath.map { ProjectLayout.resolve($0, against: root) }
            ?? root.appendingPathComponent("sizeboard.yml")
        configDisplayPath = ProjectLayout.displayPath(configURL, root: root)
        var config = SiteConfig()
        var pluginPositions: [SourcePosition?] = []
        var environmentPositions: [SourcePosition] = []
        var contentOrigin = FolderOrigin.standard
        var outputOrigin = FolderOrigin.standard
        var themePosition: SourcePosition?
        var behaviorPosition: SourcePosition?
        var hash = StableHash()
        hash.combine(Self.executableIdentity)
        for option in [options.contentDirectory, options.outputDirectory, options.behavior, options.ios.map(String.init)] {
            hash.combine(option ?? "-")
        }
        hash.combine(options.environments.joined(separator: ","))
        if let text = try? String(contentsOf: configURL, encoding: .utf8) {
            hash.combine(text)
            let decoded = SiteConfigDecoder(path: configDisplayPath).decode(text)
            config = decoded.config
            pluginPositions = decoded.pluginPositions
            environmentPositions = decoded.environmentPositions
            if let position = decoded.contentPosition { contentOrigin = .configuration(position) }
            if let position = decoded.outputPosition { outputOrigin = .configuration(position) }
            themePosition = decoded.themePosition
            behaviorPosition = decoded.behaviorPosition
            diagnostics += decoded.diagnostics
        } else if options.configPath != nil {
            diagnostics.append(.error("missing-config", "cannot read the configuration file", path: configDisplayPath, at: nil))
        }
        if let content = options.contentDirectory {
            config.contentDirectory = content
            contentOrigin = .option("--content")
        }
        if let output = options.outputDirectory {
            config.outputDirectory = output
            outputOrigin = .option("--output")
        }
        self.contentOrigin = contentOrigin
        self.outputOrigin = outputOrigin
        if let behavior = options.behavior {
            config.behavior = behavior
            behaviorPosition = nil
            config.overridingBehavior = true
        }
        if let ios = options.ios {
            config.ios = ios
            config.overridingBehavior = true
        }
        config.overridingEnvironments = options.environments
        layout = ProjectLayout(root: root, config: config)

        var registry = PluginRegistry()
        CorePlugin().install(into: &registry)
        let available = Dictionary(availablePlugins.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, name) in config.plugins.enumerated() {
            if let plugin = available[name], PluginAPI.version.satisfies(plugin.requiredAPIVersion) {
                plugin.install(into: &registry)
            } else if let plugin = available[name] {
                diagnostics.append(.error(
                    "incompatible-plugin",
                    "plugin `\(name)` requires plugin API \(plugin.requiredAPIVersion), but this Sizeboard has \(PluginAPI.version)",
                    path: configDisplayPath,
                    at: index < pluginPositions.count ? pluginPositions[index] : nil
                ))
            } else {
                let names = available.keys.sorted()
                let suggestion = Suggestion.closest(to: name, among: names).map { "did you mean `\($0)`? " } ?? ""
                diagnostics.append(.error(
                    "unknown-plugin",
                    "unknown plugin `\(name)`; \(suggestion)available: \(names.isEmpty ? "none" : names.joined(separator: ", "))",
                    path: configDisplayPath,
                    at: index < pluginPositions.count ? pluginPositions[index] : nil
                ))
            }
        }
        for (name, presentation) in config.presentations.sorted(by: { $0.key < $1.key }) {
            registry.addPresentation(presentation, named: name)
        }
        self.registry = registry

        let (theme, themeDiagnostics) = ThemeLoader(projectRoot: root) { ProjectLayout.displayPath($0, root: root) }.load(named: config.theme, configPath: configDisplayPath, at: themePosition)
        diagnostics += themeDiagnostics
        hash.combine(String(theme.fingerprint))
        hash.combine(availablePlugins.map(\.name).joined(separator: ","))
        fingerprint = hash.value
        var behavior = Behavior.classic
        if let named = Behavior.named(config.behavior, ios: config.ios) {
            behavior = named
        } else {
            diagnostics.append(.error("unknown-behavior", "unknown behavior `\(config.behavior)`; available: \(Behavior.all.map(\.name).joined(separator: ", "))", path: configDisplayPath, at: behaviorPosition))
        }
        var pluginEnvironments: [Environment] = []
        for environment in registry.environments {
            if let problem = DeviceDecoding.problem(with: environment) {
                diagnostics.append(.error("invalid-device", "a plugin's environment `\(environment.id)` is left out: \(problem)", path: configDisplayPath, at: nil))
            } else {
                pluginEnvironments.append(environment)
            }
        }
        let (catalog, groupDiagnostics) = ConfiguredGroups.add(
            config.groups,
            to: DeviceCatalog.standard.adding(config.devices + pluginEnvironments),
            path: configDisplayPath
        )
        diagnostics += groupDiagnostics
        let (knownEnvironments, environmentDiagnostics) = ConfiguredEnvironments.known(
            config.environments, positions: environmentPositions, in: catalog, path: configDisplayPath
        )
        config.environments = knownEnvironments
        diagnostics += environmentDiagnostics
        if let unknown = catalog.selection(names: options.environments).unknown.first {
            let message = UnknownEnvironment(name: unknown.name, suggestion: unknown.suggestion).message
            usageError = UsageError(option: "--env", message: "`--env`: \(message)")
        }
        services = SiteServices(
            config: config,
            catalog: catalog,
            engine: Engine(behavior: behavior, extensions: registry.engineExtensions),
            previews: PreviewRenderer(drawings: registry.drawings),
            theme: theme,
            vocabulary: registry.vocabulary,
            siteHeadElements: registry.siteHeadElements
        )
        for hook in registry.lifecycleHooks {
            diagnostics += hook.beforeBuild(services)
        }
    }

    /// The running executable's path, size and modification time: a rebuilt Sizeboard (or a
    /// third party's executable with other plugins) never reuses an older build's output.
    private static var executableIdentity: String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var status = stat()
        guard stat(path, &status) == 0 else { return path }
        return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }

    func displayPath(_ url: URL) -> String {
        ProjectLayout.displayPath(url, root: layout.root)
    }

    /// Renders pages in parallel, writing each page's files to `session` as soon as it is
    /// rendered, then each page's HTML with its navigation (in index order, `SiteSections`), then
    /// runs the site generators and writes theirs; returns the pages in index order.
    mutating func render(_ sources: [PageSource], into session: OutputSession?) -> [RenderedPage] {
        let renderer = PageRenderer(services: services, registry: registry, session: session)
        let outcomes = sources.orderedParallelMap(jobs: options.jobs) { renderer.render($0) }
        diagnostics += outcomes.flatMap(\.diagnostics)
        var pages = outcomes.compactMap(\.page).sorted { left, right in
            switch (left.info.metadata.order, right.info.metadata.order) {
            case let (left?, right?) where left != right: left < right
            case (.some, nil): true
            case (nil, .some): false
            default: left.info.path < right.info.path
            }
        }
        let sections = SiteSections(pages: pages)
        pages = sections.readingOrder.map { pages[$0] }
        if session != nil {
            let navigation = SiteNavigation(sections: sections, pages: pages)
            let ordered = pages
            let written = Array(ordered.indices).orderedParallelMap(jobs: options.jobs) { index in
                renderer.writeHTML(of: ordered[index], navigation: navigation.context(forPageAt: index))
            }
            diagnostics += written.flatMap(\.diagnostics)
            pages = written.compactMap(\.page)
        }
        let site = GeneratedSite(pages: pages, services: services, diagnostics: diagnostics)
        for generator in registry.siteGenerators {
            let generation = generator.generate(site)
            diagnostics += generation.diagnostics
            if let session {
                diagnostics += OutputSession.write(generation.files, to: session, replacing: true, reportingAgainst: configDisplayPath)
            }
        }
        return pages
    }

    func afterWrite(_ paths: [String]) -> [Diagnostic] {
        registry.lifecycleHooks.flatMap { $0.afterWrite(services, files: paths) }
    }

    func report(pages: [RenderedPage]) -> BuildReport {
        var report = BuildReport(
            diagnostics: diagnostics.sorted(),
            pages: pages,
            pageCount: pages.count,
            screenCount: pages.reduce(0) { $0 + $1.screens.count },
            strict: options.strict,
            diagnosticsFile: options.diagnosticsFile
        )
        report.usageError = usageError
        return report
    }

    /// A report that stops the build at an output folder `refusal`, blamed on the first of
    /// `origins` that named its folder: a usage error for a command-line option, an error at the
    /// value in `sizeboard.yml`, or a closing line when only defaults were involved.
    func refusingOutput(_ refusal: String, blaming origins: [FolderOrigin]) -> BuildReport {
        var stopped = report(pages: [])
        switch origins.first(where: { $0 != .standard }) ?? .standard {
        case .option(let option):
            stopped.usageError = UsageError(option: option, message: "`\(option)`: \(refusal)")
        case .configuration(let position):
            stopped.diagnostics.append(.error("unsafe-output", refusal, path: configDisplayPath, at: position))
            stopped.diagnostics.sort()
        case .standard:
            stopped.summary = BuildReport.Summary(code: "unsafe-output", message: refusal)
        }
        return stopped
    }
}
