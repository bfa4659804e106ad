import Foundation

/// Walks two sites page by page, screen by screen and environment by environment.
struct SiteComparison {
    let base: BuiltSite
    let head: BuiltSite
    private(set) var changes: [SiteChange] = []
    private(set) var unchanged = 0

    init(base: BuiltSite, head: BuiltSite) {
        self.base = base
        self.head = head
    }

    mutating func run() {
        for (path, match) in MergedOrder.matches(base: base.pages, head: head.pages, key: { $0.path }) {
            switch match {
            case .both(let basePage, let headPage):
                compare(page: path, base: basePage, head: headPage)
            case .onlyBase(let basePage):
                appendWhole(basePage, kind: .removed)
            case .onlyHead(let headPage):
                appendWhole(headPage, kind: .added)
            }
        }
    }

    /// A page only one site has: each of its variants, or the page itself when it has no screen.
    private mutating func appendWhole(_ page: BuiltSite.Page, kind: SiteChange.Kind) {
        if page.screens.isEmpty {
            changes.append(SiteChange(page: page.path, screen: nil, environment: nil, change: kind, what: ["page \(kind.rawValue)"]))
        }
        for screen in page.screens {
            appendWhole(screen, page: page.path, kind: kind)
        }
    }

    private mutating func compare(page path: String, base basePage: BuiltSite.Page, head headPage: BuiltSite.Page) {
        let firstChange = changes.count
        for (id, match) in MergedOrder.matches(base: basePage.screens, head: headPage.screens, key: { $0.id }) {
            switch match {
            case .both(let baseScreen, let headScreen):
                compare(screen: id, page: path, base: baseScreen, head: headScreen)
            case .onlyBase(let baseScreen):
                appendWhole(baseScreen, page: path, kind: .removed)
            case .onlyHead(let headScreen):
                appendWhole(headScreen, page: path, kind: .added)
            }
        }
        let screensChanged = changes.count > firstChange
        if let sentence = pageSentence(base: basePage, head: headPage, screensChanged: screensChanged) {
            changes.insert(SiteChange(page: path, screen: nil, environment: nil, change: .changed, what: [sentence]), at: firstChange)
        }
    }

    /// What changed in the page itself: its prose, or (when no screen changed either) its HTML.
    private func pageSentence(base basePage: BuiltSite.Page, head headPage: BuiltSite.Page, screensChanged: Bool) -> String? {
        if let baseHash = basePage.proseHash, let headHash = headPage.proseHash, baseHash != headHash {
            return screensChanged ? "prose changed" : "prose changed, no screen changed"
        }
        guard !screensChanged else { return nil }
        let baseHTML = base.contents(of: basePage.htmlPath)
        let headHTML = head.contents(of: headPage.htmlPath)
        guard baseHTML != headHTML else { return nil }
        return "page HTML changed with the same prose and screens (theme, templates, site settings or links to other pages)"
    }

    private mutating func appendWhole(_ screen: BuiltSite.Screen, page: String, kind: SiteChange.Kind) {
        for variant in screen.variants {
            let sentence = "screen \(screen.id) \(kind == .added ? "added" : "removed") in \(variant.environment)"
            changes.append(SiteChange(
                page: page, screen: screen.id, environment: variant.environment, change: kind, what: [sentence],
                baseSVG: kind == .removed ? variant.svgPath : nil,
                headSVG: kind == .added ? variant.svgPath : nil
            ))
        }
    }

    private mutating func compare(screen id: String, page: String, base baseScreen: BuiltSite.Screen, head headScreen: BuiltSite.Screen) {
        for (environment, match) in MergedOrder.matches(base: baseScreen.variants, head: headScreen.variants, key: { $0.environment }) {
            switch match {
            case .both(let baseVariant, let headVariant):
                let sentences = VariantSentences.between(baseVariant.result, headVariant.result, environment: environment)
                let drawingChanged = base.contents(of: baseVariant.svgPath) != head.contents(of: headVariant.svgPath)
                if sentences.isEmpty, !drawingChanged {
                    unchanged += 1
                    continue
                }
                let what = sentences.isEmpty ? ["drawing changed with the same resolution"] : sentences
                changes.append(SiteChange(
                    page: page, screen: id, environment: environment, change: .changed, what: what,
                    baseSVG: baseVariant.svgPath, headSVG: headVariant.svgPath
                ))
            case .onlyBase(let baseVariant):
                changes.append(SiteChange(
                    page: page, screen: id, environment: environment, change: .removed,
                    what: ["environment \(environment) removed from screen \(id)"], baseSVG: baseVariant.svgPath
                ))
            case .onlyHead(let headVariant):
                changes.append(SiteChange(
                    page: page, screen: id, environment: environment, change: .added,
                    what: ["environment \(environment) added to screen \(id)"], headSVG: headVariant.svgPath
                ))
            }
        }
    }
}
