import Foundation

/// The theme's view of one screen: a variant per environment and the adaptation pairs between them.
struct ScreenFigure {
    /// One environment's preview.
    struct Variant {
        let result: Resolution
        let screenID: String
        /// The device's name: `iPhone 16`.
        let label: String
        /// Orientation, size and size classes: `portrait · 393×852 pt · C/R`.
        let detail: String
        /// What adapted in `result`, a sentence each (`AdaptationPairs.descriptions(of:)`).
        let notes: [String]
        /// The SVG's path below the page folder.
        let svgPath: String

        /// The preview of `result` in screen `screenID`, its labels named once.
        init(result: Resolution, screenID: String) {
            self.result = result
            self.screenID = screenID
            (label, detail) = EnvironmentLabel.names(of: result.environment)
            notes = AdaptationPairs.descriptions(of: result)
            svgPath = Self.svgPath(screenID: screenID, environment: result.environment)
        }

        var environment: Environment { result.environment }

        /// The path below the page folder of the SVG of screen `screenID` in `environment`.
        static func svgPath(screenID: String, environment: Environment) -> String {
            "\(screenID)/\(environment.id).svg"
        }
        var svgTitle: String { "\(screenID) in \(label), \(detail)" }
        var svgDescription: String { ([detail] + notes).joined(separator: "; ") }
    }

    let screen: ScreenSpec
    let variants: [Variant]
    let page: PageInfo

    init(screen: ScreenSpec, results: [Resolution], page: PageInfo) {
        self.screen = screen
        self.variants = results.map { Variant(result: $0, screenID: screen.id) }
        self.page = page
    }

    /// The context of the theme's `screen` template, with the screen's `diagnostics`; the simulator
    /// data from `simulatorData`.
    func templateRecord(diagnostics: [[String: Any]], simulatorData: SimulatorData) -> ScreenFigureRecord {
        let variantRecords = variants.map { VariantTemplateRecord($0, pageSlug: page.slug) }
        let pairs = AdaptationPairs.pairs(in: variants.map(\.result)).map { pair in
            ScreenFigureRecord.Pair(
                caption: pair.caption,
                change: pair.change,
                compact: variantRecords[pair.after].inPair(state: pair.afterState),
                regular: variantRecords[pair.before].inPair(state: pair.beforeState),
                subject: pair.subject
            )
        }
        return ScreenFigureRecord(
            adaptations: pairs,
            behavior: behaviorCaption,
            diagnostics: diagnostics,
            hasSimulator: hasSimulator,
            hasTitle: screen.title != nil,
            id: screen.id,
            simulator: simulatorData.json(screenID: screen.id, environments: variants.map(\.environment), make: simulatorJSON(screenID:)),
            title: screen.title ?? screen.id,
            variants: variantRecords
        )
    }

    /// Which rules the previews follow: `classic rules (iOS 8)`, `modern rules, iOS 18`.
    private var behaviorCaption: String {
        guard let result = variants.first?.result, let behavior = result.behavior else { return "classic rules (iOS 8)" }
        return result.iosVersion.map { "\(behavior) rules, iOS \($0)" } ?? "\(behavior) rules"
    }

    /// Whether a device family has more than one width to step through.
    private var hasSimulator: Bool {
        let keys = variants.map(familyKey)
        return variants.indices.contains { first in
            variants.indices[(first + 1)...].contains { second in
                keys[first] == keys[second] && variants[first].environment.width != variants[second].environment.width
            }
        }
    }

    /// The family of a variant: the device for a phone, the device and window height for an iPad.
    private func familyKey(_ variant: Variant) -> String {
        let environment = variant.environment
        return environment.idiom == .pad ? "\(variant.label) \(EnvironmentLabel.number(environment.height))" : variant.label
    }

    /// The variants by device family, for the theme's width control, as JSON safe inside
    /// `<script>` (compact JSON escapes every `/`): a phone's family is its orientations; an iPad's is one height, full screen and its
    /// multitasking widths. Each family's steps are in order of width, one per width, each with
    /// its SVG's path, in the folder of the screen `screenID`.
    private func simulatorJSON(screenID: String) -> String {
        struct Step: JSONStreamable {
            var id, label, svg, horizontal, vertical: String
            var width, height: Double

            func write(to writer: inout JSONStreamWriter, level: Int) {
                var object = writer.beginObject(level: level)
                writer.key("height", in: &object)
                writer.write(height)
                writer.key("horizontal", in: &object)
                writer.write(horizontal)
                writer.key("id", in: &object)
                writer.write(id)
                writer.key("label", in: &object)
                writer.write(label)
                writer.key("svg", in: &object)
                writer.write(svg)
                writer.key("vertical", in: &object)
                writer.write(vertical)
                writer.key("width", in: &object)
                writer.write(width)
                writer.end(object: object)
            }
        }
        struct Family: JSONStreamable {
            var id, idiom, label: String
            var steps: [Step]

            func write(to writer: inout JSONStreamWriter, level: Int) {
                var object = writer.beginObject(level: level)
                writer.key("id", in: &object)
                writer.write(id)
                writer.key("idiom", in: &object)
                writer.write(idiom)
                writer.key("label", in: &object)
                writer.write(label)
                writer.key("steps", in: &object)
                writer.write(steps, level: object.memberLevel)
                writer.end(object: object)
            }
        }
        var families: [(key: String, variants: [Variant])] = []
        for variant in variants {
            let environment = variant.environment
            let key = familyKey(variant)
            if let index = families.firstIndex(where: { $0.key == key }) {
                if !families[index].variants.contains(where: { $0.environment.width == environment.width }) {
                    families[index].variants.append(variant)
                }
            } else {
                families.append((key, [variant]))
            }
        }
        let encoded = families.map { family -> Family in
            let sorted = family.variants.sorted { ($0.environment.width, $0.environment.id) < ($1.environment.width, $1.environment.id) }
            return Family(
                id: family.key,
                idiom: sorted[0].environment.idiom.rawValue,
                label: Self.familyLabel(sorted.map(\.environment), device: sorted[0].label),
                steps: sorted.map { Step(id: $0.environment.id, label: "\($0.label), \($0.detail)", svg: Variant.svgPath(screenID: screenID, environment: $0.environment),
                                         horizontal: $0.environment.horizontal.rawValue, vertical: $0.environment.vertical.rawValue,
                                         width: $0.environment.width, height: $0.environment.height) }
            )
        }
        return JSONStreamWriter.compact(encoded).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// What a family's steps are: `iPhone 16 turned from portrait to landscape`, `iPad 9.7 in
    /// landscape: full screen, Split View and Slide Over`.
    private static func familyLabel(_ environments: [Environment], device: String) -> String {
        guard let first = environments.first else { return device }
        if first.idiom == .pad {
            let orientation = environments.contains { $0.id.contains("-landscape") } ? "landscape" : "portrait"
            let widths = environments.count > 1 ? ": full screen, Split View and Slide Over" : ""
            return "\(device) in \(orientation)\(widths)"
        }
        return environments.count > 1 ? "\(device) turned from portrait to landscape" : "\(device) in \(first.isLandscape ? "landscape" : "portrait")"
    }
}
