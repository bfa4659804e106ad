import Foundation

/// Writes the index: every page by section, with its summary and a thumbnail of its first screen,
/// at most `pagesPerFile` pages to a file (`index.html`, `index-2.html`, …) so no index file grows
/// with the site. The files are rendered on every core.
struct IndexGenerator: SiteGenerator {
    /// How many pages one index file lists.
    static let pagesPerFile = 100

    func generate(_ site: GeneratedSite) -> SiteGeneration {
        let sections = SiteSections(slugs: site.pages.map(\.info.slug))
        let pages = sections.readingOrder.map { site.pages[$0] }
        let fileCount = max(1, (pages.count + Self.pagesPerFile - 1) / Self.pagesPerFile)
        let errorCount = site.diagnostics.filter { $0.severity == .error }.count
        let services = site.services
        let files = Array(0..<fileCount).orderedParallelMap(jobs: ProcessInfo.processInfo.activeProcessorCount) { file -> OutputFile in
            let range = (file * Self.pagesPerFile)..<min(pages.count, (file + 1) * Self.pagesPerFile)
            let groups = sections.sections.compactMap { section -> [String: Any]? in
                let shown = section.pages.clamped(to: range)
                guard !shown.isEmpty else { return nil }
                return [
                    "title": section.title,
                    "hasTitle": !section.title.isEmpty,
                    "continued": shown.lowerBound > section.pages.lowerBound,
                    "pages": shown.map { entry(pages[$0]) },
                ]
            }
            let context = PageTemplateContext.site(services, rootURL: "./", title: services.config.title, extra: [
                "sections": groups,
                "pages": range.map { entry(pages[$0]) },
                "pagination": pagination(file: file, count: fileCount),
                "hasPagination": fileCount > 1,
                "errorCount": errorCount,
            ])
            return OutputFile(path: Self.fileName(file), text: services.theme.render("index", context: context))
        }
        return SiteGeneration(files: files)
    }

    /// `index.html` for the first file, `index-2.html` and on for the others.
    static func fileName(_ file: Int) -> String {
        file == 0 ? "index.html" : "index-\(file + 1).html"
    }

    private func entry(_ page: PageSummary) -> [String: Any] {
        let url = "\(page.info.slug)/index.html"
        var entry: [String: Any] = [
            "title": page.title,
            "summary": page.info.metadata.summary ?? "",
            "hasSummary": page.info.metadata.summary != nil,
            "url": url,
            "screenCount": page.screens.count,
            "screens": page.screens.map { ["id": $0.id, "title": $0.title ?? $0.id, "url": "\(url)#screen-\($0.id)"] },
        ]
        if let screen = page.screens.first, let environment = screen.environments.first {
            entry["thumbnail"] = [
                "svg": "\(page.info.slug)/\(ScreenFigure.Variant.svgPath(screenID: screen.id, environment: environment))",
                "label": "\(screen.title ?? screen.id): \(EnvironmentLabel.deviceName(environment)), \(EnvironmentLabel.detail(environment))",
                "url": "\(url)#screen-\(screen.id)",
                "width": EnvironmentLabel.number(environment.width),
                "height": EnvironmentLabel.number(environment.height),
            ]
        }
        return entry
    }

    /// The links between index files: previous, next, and the numbered files near the current one.
    private func pagination(file: Int, count: Int) -> [String: Any] {
        let near = Set([0, count - 1]).union(max(0, file - 3)...min(count - 1, file + 3)).sorted()
        var links: [[String: Any]] = []
        for (position, number) in near.enumerated() {
            if position > 0, number - near[position - 1] > 1 { links.append(["gap": true]) }
            links.append(["number": number + 1, "url": Self.fileName(number), "current": number == file])
        }
        var context: [String: Any] = ["current": file + 1, "count": count, "files": links]
        if file > 0 { context["previous"] = ["url": Self.fileName(file - 1)] }
        if file + 1 < count { context["next"] = ["url": Self.fileName(file + 1)] }
        return context
    }
}
