import Sizeboard

/// Writes `screens.csv`: page, screen id, environment, size classes, whether a split collapsed,
/// the presentations' styles after adaptation, and the leaves on screen. Each page's resolutions
/// are read on demand, one page at a time.
struct ScreenListGenerator: SiteGenerator {
    func generate(_ site: GeneratedSite) -> SiteGeneration {
        var lines = ["page,screen,environment,horizontal,vertical,collapsed,styles,visible"]
        var diagnostics: [Diagnostic] = []
        for page in site.pages {
            let screens: [ScreenResult]
            do {
                screens = try site.screens(of: page)
            } catch {
                diagnostics.append(.error("unreadable-screens", "\(error.localizedDescription)", path: page.info.path, at: nil))
                continue
            }
            for screen in screens {
                for result in screen.results {
                    let environment = result.environment
                    let collapsed = result.root.collapsed.map(String.init) ?? ""
                    let styles = result.presentations.map(\.style.rawValue).joined(separator: " ")
                    lines.append("\(page.info.path),\(screen.id),\(environment.id),\(environment.horizontal.rawValue),"
                        + "\(environment.vertical.rawValue),\(collapsed),\(styles),\(result.visible.joined(separator: " "))")
                }
            }
        }
        return SiteGeneration(files: [OutputFile(path: "screens.csv", text: lines.joined(separator: "\n") + "\n")], diagnostics: diagnostics)
    }
}
