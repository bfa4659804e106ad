import Adaptivity
import Pages

/// Checks a screen's `expect:` claims against its resolutions: each claim that does not hold is
/// an error at the claim's line, naming the environments where it failed and what was found.
enum ExpectationCheck {
    static func diagnostics(
        for expectations: [ScreenExpectation],
        results: [Resolution],
        site: SiteServices,
        path: String
    ) -> [Diagnostic] {
        expectations.compactMap { expectation in
            let scoped: [Resolution]
            switch scope(expectation.scope, results: results, site: site) {
            case .success(let found): scoped = found
            case .failure(let unknown):
                return .error("unknown-environment", "`in:` of an expectation: \(unknown.message)", path: path, at: expectation.position)
            }
            guard !scoped.isEmpty else {
                return .warning(
                    "expectation-unused",
                    "this expectation applies to none of the screen's environments (`in: \(expectation.scope)`)",
                    path: path, at: expectation.position
                )
            }
            let failures = scoped.compactMap { result in failure(of: expectation.assertion, in: result).map { "in \(result.environment.id), \($0)" } }
            guard !failures.isEmpty else { return nil }
            return .error(
                "expectation-failed",
                "expectation `\(describe(expectation.assertion))` does not hold: \(failures.joined(separator: "; "))",
                path: path, at: expectation.position
            )
        }
    }

    /// The resolutions an `in:` value selects.
    private static func scope(_ scope: String, results: [Resolution], site: SiteServices) -> Result<[Resolution], UnknownEnvironment> {
        switch scope {
        case "compact-width": return .success(results.filter { $0.environment.horizontal == .compact })
        case "regular-width": return .success(results.filter { $0.environment.horizontal == .regular })
        case "compact-height": return .success(results.filter { $0.environment.vertical == .compact })
        case "regular-height": return .success(results.filter { $0.environment.vertical == .regular })
        default:
            return site.environments(named: [scope]).map { environments in
                let ids = Set(environments.map(\.id))
                return results.filter { ids.contains($0.environment.id) }
            }
        }
    }

    /// What was found instead, or nil when the assertion holds in `result`.
    private static func failure(of assertion: ScreenExpectation.Assertion, in result: Resolution) -> String? {
        let nodes = result.allNodes
        switch assertion {
        case .collapsed(let split, let collapsed):
            let splits = nodes.filter { $0.collapsed != nil && (split == nil || $0.id == split) }
            guard !splits.isEmpty else { return "there is no split\(split.map { " `\($0)`" } ?? "")" }
            let wrong = splits.filter { $0.collapsed != collapsed }
            return wrong.isEmpty ? nil : wrong.map { "split `\($0.id)` is \($0.collapsed == true ? "collapsed" : "expanded")" }.joined(separator: ", ")
        case .displayMode(let split, let mode):
            let splits = nodes.filter { $0.collapsed != nil && (split == nil || $0.id == split) }
            guard !splits.isEmpty else { return "there is no split\(split.map { " `\($0)`" } ?? "")" }
            let wrong = splits.filter { $0.displayMode?.rawValue != mode }
            return wrong.isEmpty ? nil : wrong.map { "split `\($0.id)` shows \($0.displayMode?.rawValue ?? "collapsed, with no display mode")" }.joined(separator: ", ")
        case .visible(let ids):
            let missing = ids.filter { !result.visible.contains($0) }
            return missing.isEmpty ? nil : "\(quoted(missing)) not visible (visible: \(quoted(result.visible)))"
        case .hidden(let ids):
            let shown = ids.filter { result.visible.contains($0) }
            return shown.isEmpty ? nil : "\(quoted(shown)) visible"
        case .presentation(let id, let style, let adapted):
            guard let presentation = result.presentations.first(where: { $0.presented == id }) else {
                return "`\(id)` is not presented"
            }
            var found: [String] = []
            if let style, presentation.style.rawValue != style { found.append("it shows as \(presentation.style.rawValue)") }
            if let adapted, presentation.adapted != adapted { found.append(presentation.adapted ? "it adapted" : "it did not adapt") }
            return found.isEmpty ? nil : found.joined(separator: " and ")
        case .selected(let tabs, let tab):
            let controllers = nodes.filter { $0.selected != nil && (tabs == nil || $0.id == tabs) }
            guard !controllers.isEmpty else { return "there is no tab bar controller\(tabs.map { " `\($0)`" } ?? "")" }
            let wrong = controllers.filter { $0.selected != tab }
            return wrong.isEmpty ? nil : wrong.map { "`\($0.id)` has `\($0.selected ?? "")` selected" }.joined(separator: ", ")
        case .statusBarHidden(let hidden):
            return result.statusBarHidden == hidden ? nil : "the status bar is \(result.statusBarHidden ? "hidden" : "shown")"
        }
    }

    /// The assertion as written, for the message.
    private static func describe(_ assertion: ScreenExpectation.Assertion) -> String {
        switch assertion {
        case .collapsed(let split, let collapsed): "collapsed: \(collapsed)" + (split.map { ", split: \($0)" } ?? "")
        case .displayMode(let split, let mode): "displayMode: \(mode)" + (split.map { ", split: \($0)" } ?? "")
        case .visible(let ids): "visible: [\(ids.joined(separator: ", "))]"
        case .hidden(let ids): "hidden: [\(ids.joined(separator: ", "))]"
        case .presentation(let id, let style, let adapted):
            "presentation: \(id)" + (style.map { ", style: \($0)" } ?? "") + (adapted.map { ", adapted: \($0)" } ?? "")
        case .selected(let tabs, let tab): "selected: \(tab)" + (tabs.map { ", tabs: \($0)" } ?? "")
        case .statusBarHidden(let hidden): "statusBarHidden: \(hidden)"
        }
    }

    private static func quoted(_ ids: [String]) -> String {
        ids.isEmpty ? "nothing" : ids.map { "`\($0)`" }.joined(separator: ", ")
    }
}
