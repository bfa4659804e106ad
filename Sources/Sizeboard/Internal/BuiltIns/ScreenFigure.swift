import Foundation

/// The theme's view of one screen: a variant per environment and the adaptation pairs between them.
struct ScreenFigure {
    /// One environment's preview.
    struct Variant {
        var result: Resolution
        var screenID: String

        var environment: Environment { result.environment }
        /// The SVG's path below the page folder.
        var svgPath: String { "\(screenID)/\(environment.id).svg" }
        var label: String { EnvironmentLabel.deviceName(environment) }
        var detail: String { EnvironmentLabel.detail(environment) }
        var svgTitle: String { "\(screenID) in \(label), \(detail)" }
        var svgDescription: String { ([detail] + AdaptationPairs.descriptions(of: result)).joined(separator: "; ") }

        func templateContext(pageSlug: String) -> [String: Any] {
            [
                "id": environment.id,
                "label": label,
                "detail": detail,
                "svg": svgPath,
                "svgFromRoot": "\(pageSlug)/\(svgPath)",
                "width": EnvironmentLabel.number(environment.width),
                "height": EnvironmentLabel.number(environment.height),
                "horizontal": environment.horizontal.rawValue,
                "vertical": environment.vertical.rawValue,
                "notes": AdaptationPairs.descriptions(of: result),
            ]
        }
    }

    let screen: ScreenSpec
    let variants: [Variant]
    let page: PageInfo

    init(screen: ScreenSpec, results: [Resolution], page: PageInfo) {
        self.screen = screen
        self.variants = results.map { Variant(result: $0, screenID: screen.id) }
        self.page = page
    }

    var templateContext: [String: Any] {
        let variantContexts = variants.map { $0.templateContext(pageSlug: page.slug) }
        let pairs = AdaptationPairs.pairs(in: variants.map(\.result)).map { pair -> [String: Any] in
            [
                "caption": pair.caption,
                "subject": pair.subject,
                "change": pair.change,
                "regular": variantContexts[pair.before].merging(["state": pair.beforeState]) { $1 },
                "compact": variantContexts[pair.after].merging(["state": pair.afterState]) { $1 },
            ]
        }
        return [
            "id": screen.id,
            "title": screen.title ?? screen.id,
            "hasTitle": screen.title != nil,
            "variants": variantContexts,
            "adaptations": pairs,
            "hasAdaptations": !pairs.isEmpty,
            "simulator": simulatorJSON,
        ]
    }

    /// The variants ordered by width, for the theme's width control, as JSON safe inside `<script>`.
    private var simulatorJSON: String {
        struct Step: Encodable {
            var id, label, svg, horizontal, vertical: String
            var width, height: Double
        }
        let steps = variants
            .sorted { ($0.environment.width, $0.environment.id) < ($1.environment.width, $1.environment.id) }
            .map { Step(id: $0.environment.id, label: "\($0.label), \($0.detail)", svg: $0.svgPath,
                        horizontal: $0.environment.horizontal.rawValue, vertical: $0.environment.vertical.rawValue,
                        width: $0.environment.width, height: $0.environment.height) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(steps)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
        return json.replacingOccurrences(of: "</", with: "<\\/")
    }
}
