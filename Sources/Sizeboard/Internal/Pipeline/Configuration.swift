import Foundation

/// What the configure step makes of the options, `sizeboard.yml`, the plugins and the theme:
/// the folders, the services every later step uses, and the problems found on the way.
struct Configuration {
    let options: BuildOptions
    let layout: ProjectLayout
    let configDisplayPath: String
    /// The configuration file's absolute location (it need not exist).
    let configURL: URL
    /// A hash of everything a build's output depends on but the pages.
    let fingerprint: UInt64
    let services: SiteServices
    let registry: PluginRegistry
    /// The problems of the configuration, the plugins and the theme (those of its templates once
    /// they are parsed: reading this waits for them).
    var diagnostics: [Diagnostic] {
        settledDiagnostics + services.theme.templateDiagnostics
    }

    /// The problems found before the theme's templates are parsed.
    private let settledDiagnostics: [Diagnostic]
    /// The option the build cannot use (an unknown `--env`), found before any work.
    let usageError: UsageError?
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
        var diagnostics: [Diagnostic] = []
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
            let names = Behavior.all.map(\.name)
            diagnostics.append(.error(
                "unknown-behavior",
                "unknown behavior `\(config.behavior)`; available: \(names.joined(separator: ", "))\(Suggestion.phrase(for: config.behavior, among: names))",
                path: configDisplayPath,
                at: behaviorPosition
            ))
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
        usageError = catalog.selection(names: options.environments).unknown.first.map { unknown in
            let message = UnknownEnvironment(name: unknown.name, suggestion: unknown.suggestion).message
            return UsageError(option: "--env", message: "`--env`: \(message)")
        }
        let services = SiteServices(
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
        self.services = services
        settledDiagnostics = diagnostics
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

    /// A report of `pages` with the configuration's problems and `diagnostics` (the later steps').
    func report(pages: [PageSummary], resolved: [ResolveDocument.Page] = [], diagnostics later: [Diagnostic] = []) -> BuildReport {
        var report = BuildReport(
            diagnostics: (diagnostics + later).sorted(),
            pages: pages,
            pageCount: pages.count,
            screenCount: pages.reduce(0) { $0 + $1.screens.count },
            strict: options.strict,
            diagnosticsFile: options.diagnosticsFile
        )
        report.usageError = usageError
        report.resolvedPages = resolved
        return report
    }

    /// A report that stops the build at an output folder `refusal`, blamed on the first of
    /// `origins` that named its folder: a usage error for a command-line option, an error at the
    /// value in `sizeboard.yml`, or a closing line when only defaults were involved.
    func refusingOutput(_ refusal: String, blaming origins: [FolderOrigin]) -> BuildStop {
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
        return BuildStop(report: stopped)
    }

    /// A report that stops the build because the output is what the build of `last` wrote from
    /// the same inputs: its diagnostics and counts, nothing written.
    func upToDate(_ last: BuildManifest.Outline) -> BuildStop {
        var report = report(pages: [])
        report.diagnostics = last.diagnostics
        report.pageCount = last.pageCount
        report.screenCount = last.screenCount
        report.unchanged = last.fileCount
        report.outputPath = layout.output.path
        report.upToDate = true
        return BuildStop(report: report)
    }

    /// A report that stops the build with a closing line, keeping the site in place.
    func stopping(_ code: String, _ message: String, diagnostics later: [Diagnostic] = []) -> BuildStop {
        var stopped = report(pages: [], diagnostics: later)
        stopped.summary = BuildReport.Summary(code: code, message: message)
        return BuildStop(report: stopped)
    }
}
