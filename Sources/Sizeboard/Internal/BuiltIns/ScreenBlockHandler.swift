import Pages

/// The `screen` block: decodes the YAML, resolves it in each environment, draws one SVG per
/// environment and renders the theme's `screen` figure.
struct ScreenBlockHandler: BlockHandler {
    /// The figures' simulator data, made once for each list of environments.
    private let simulatorData = SimulatorData()
    /// The environments of each list of names, looked up once.
    private let environmentLists = EnvironmentLists()

    func render(_ context: BlockContext) -> BlockResult {
        let site = context.site
        let path = context.page.path
        let decoding = ScreenDecoder(vocabulary: site.vocabulary).decode(context.block, path: path)
        guard let screen = decoding.screen else {
            return failedFigure(context, diagnostics: decoding.diagnostics)
        }
        var diagnostics = decoding.diagnostics
        // The site's lists were checked when the build was set up; the screen's and the page's
        // are reported at their entries.
        let lists: [(names: [String], positions: [SourcePosition])] = [
            (site.config.overridingEnvironments, []),
            (screen.environments, decoding.environmentPositions),
            (context.page.metadata.environments, context.page.metadata.environmentPositions),
            (site.config.environments, []),
        ]
        let list = lists.first { !$0.names.isEmpty } ?? ([], [])
        guard case .success(let environments) = environmentLists.environments(named: list.names, in: site) else {
            let fallback = screen.position ?? context.block.range.start
            for (index, name) in list.names.enumerated() {
                if case .failure(let unknown) = site.environments(named: [name]) {
                    let position = index < list.positions.count ? list.positions[index] : fallback
                    diagnostics.append(.error("unknown-environment", unknown.message, path: path, at: position))
                }
            }
            return failedFigure(context, diagnostics: diagnostics)
        }
        let engine = BlockBehavior.engine(site.engine(for: context.page.metadata), attributes: context.block.attributes)
        let results = environments.map { engine.resolve(screen, in: $0) }
        diagnostics += ResolutionDiagnostics.diagnostics(for: results, path: path, fallback: screen.position ?? context.block.range.start)
        diagnostics += ExpectationCheck.diagnostics(for: decoding.expectations, results: results, site: site, path: path)
        let figure = ScreenFigure(screen: screen, results: results, page: context.page)
        let files = zip(figure.variants, results).map { variant, result in
            OutputFile(
                path: "\(context.page.slug)/\(variant.svgPath)",
                contents: site.previews.svgBytes(for: result, title: variant.svgTitle, description: variant.svgDescription)
            )
        }
        return BlockResult(
            html: site.theme.render("screen", record: figure.templateRecord(diagnostics: diagnostics.map(DiagnosticContext.make), simulatorData: simulatorData)),
            files: files,
            screens: [ScreenResult(id: screen.id, title: screen.title, results: results, position: context.block.range.start)],
            diagnostics: diagnostics
        )
    }

    private func failedFigure(_ context: BlockContext, diagnostics: [Diagnostic]) -> BlockResult {
        let templateContext: [String: Any] = [
            "failed": true,
            "source": context.block.body,
            "diagnostics": diagnostics.map(DiagnosticContext.make),
        ]
        return BlockResult(html: context.site.theme.render("screen", context: templateContext), diagnostics: diagnostics)
    }
}

/// Turns the engine's problems into diagnostics, each reported once however many environments
/// found it, naming the environments when not all of them did.
enum ResolutionDiagnostics {
    static func diagnostics(for results: [Resolution], path: String, fallback: SourcePosition) -> [Diagnostic] {
        var order: [String] = []
        var found: [String: (problem: ResolutionProblem, environments: [String])] = [:]
        for result in results {
            for problem in result.problems {
                let key = "\(problem.code)|\(problem.message)|\(String(describing: problem.position))"
                if found[key] == nil {
                    order.append(key)
                    found[key] = (problem, [])
                }
                found[key]?.environments.append(result.environment.id)
            }
        }
        return order.compactMap { found[$0] }.map { problem, environments in
            let scope = environments.count == results.count ? "" : " (in \(environments.joined(separator: ", ")))"
            return Diagnostic(
                severity: problem.severity,
                path: path,
                position: problem.position ?? fallback,
                code: problem.code,
                message: problem.message + scope
            )
        }
    }
}

/// A diagnostic as templates see it.
enum DiagnosticContext {
    static func make(_ diagnostic: Diagnostic) -> [String: Any] {
        [
            "severity": diagnostic.severity.rawValue,
            "isError": diagnostic.severity == .error,
            "path": diagnostic.path,
            "line": diagnostic.position?.line ?? 1,
            "column": diagnostic.position?.column ?? 1,
            "code": diagnostic.code,
            "message": diagnostic.message,
            "text": diagnostic.description,
        ]
    }
}
