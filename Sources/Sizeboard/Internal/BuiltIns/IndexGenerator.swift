/// Writes the index: every page by section, with its summary and a thumbnail of its first screen,
/// at most `pagesPerFile` pages to a file (`index.html`, `index-2.html`, …) so no index file grows
/// with the site.
///
/// Each index file is a `KeyedOutputFile` whose key is everything its template context is made of
/// (the file's number, the number of files, the error count, its sections and each listed page's
/// entry), so a build renders only the index files whose context changed: none for an edit of a
/// page's body, the one listing a page whose title changed.
struct IndexGenerator: SiteGenerator {
    /// How many pages one index file lists.
    static let pagesPerFile = 100

    func generate(_ site: GeneratedSite) -> SiteGeneration {
        let sections = SiteSections(slugs: site.pages.map { $0.info.slug })
        let entries = sections.readingOrder.map { Entry(site.pages[$0]) }
        let fileCount = max(1, (entries.count + Self.pagesPerFile - 1) / Self.pagesPerFile)
        let errorCount = site.diagnostics.count { $0.severity == .error }
        let services = site.services
        let files = (0..<fileCount).map { file -> KeyedOutputFile in
            let range = (file * Self.pagesPerFile)..<min(entries.count, (file + 1) * Self.pagesPerFile)
            let groups = sections.sections.compactMap { section -> Group? in
                let shown = section.pages.clamped(to: range)
                guard !shown.isEmpty else { return nil }
                return Group(title: section.title, continued: shown.lowerBound > section.pages.lowerBound, entries: Array(entries[shown]))
            }
            var key = "\(file) \(fileCount) \(errorCount)"
            for group in groups {
                group.appendKey(to: &key)
            }
            return KeyedOutputFile(path: Self.fileName(file), key: key) {
                let context = PageTemplateContext.site(services, rootURL: "./", title: services.config.title, extra: [
                    "sections": groups.map(\.context),
                    "pages": groups.flatMap(\.entries).map(\.context),
                    "pagination": Self.pagination(file: file, count: fileCount),
                    "hasPagination": fileCount > 1,
                    "errorCount": errorCount,
                ])
                return services.theme.render("index", context: context)
            }
        }
        return SiteGeneration(files: [], keyedFiles: files)
    }

    /// `index.html` for the first file, `index-2.html` and on for the others.
    static func fileName(_ file: Int) -> String {
        file == 0 ? "index.html" : "index-\(file + 1).html"
    }

    /// The part of a section one index file lists.
    private struct Group: Sendable {
        var title: String
        /// Whether the section's first pages are in an earlier file.
        var continued: Bool
        var entries: [Entry]

        var context: [String: Any] {
            ["title": title, "hasTitle": !title.isEmpty, "continued": continued, "pages": entries.map(\.context)]
        }

        func appendKey(to key: inout String) {
            Entry.appendField(title, to: &key)
            key += continued ? "c" : "n"
            key += String(entries.count)
            for entry in entries {
                entry.appendKey(to: &key)
            }
        }
    }

    /// What the index shows of a page: every value of its template entry. Its key must change
    /// whenever its context does (`IndexEntryKeyTests` checks each field).
    struct Entry: Sendable {
        /// A link to one of the page's screens.
        struct ScreenLink: Sendable {
            var id: String
            var title: String
            var url: String
        }

        /// The preview of the page's first screen in its first environment.
        struct Thumbnail: Sendable {
            var svg: String
            var label: String
            var url: String
            var width: String
            var height: String
        }

        var title: String
        var summary: String?
        var url: String
        var screens: [ScreenLink]
        var thumbnail: Thumbnail?

        init(_ page: PageSummary) {
            title = page.title
            summary = page.info.metadata.summary
            url = "\(page.info.slug)/index.html"
            let url = url
            screens = page.screens.map { ScreenLink(id: $0.id, title: $0.title ?? $0.id, url: "\(url)#screen-\($0.id)") }
            if let screen = page.screens.first, let environment = screen.environments.first {
                thumbnail = Thumbnail(
                    svg: "\(page.info.slug)/\(ScreenFigure.Variant.svgPath(screenID: screen.id, environment: environment))",
                    label: "\(screen.title ?? screen.id): \(EnvironmentLabel.deviceName(environment)), \(EnvironmentLabel.detail(environment))",
                    url: "\(url)#screen-\(screen.id)",
                    width: EnvironmentLabel.number(environment.width),
                    height: EnvironmentLabel.number(environment.height)
                )
            }
        }

        var context: [String: Any] {
            var entry: [String: Any] = [
                "title": title,
                "summary": summary ?? "",
                "hasSummary": summary != nil,
                "url": url,
                "screenCount": screens.count,
                "screens": screens.map { ["id": $0.id, "title": $0.title, "url": $0.url] },
            ]
            if let thumbnail {
                entry["thumbnail"] = [
                    "svg": thumbnail.svg, "label": thumbnail.label, "url": thumbnail.url, "width": thumbnail.width, "height": thumbnail.height,
                ]
            }
            return entry
        }

        /// Adds every value of the entry to `key`, each field length-prefixed so that no two
        /// entries write the same text.
        func appendKey(to key: inout String) {
            Self.appendField(title, to: &key)
            key += summary == nil ? "-" : "+"
            Self.appendField(summary ?? "", to: &key)
            Self.appendField(url, to: &key)
            key += String(screens.count)
            for screen in screens {
                for field in [screen.id, screen.title, screen.url] {
                    Self.appendField(field, to: &key)
                }
            }
            if let thumbnail {
                for field in [thumbnail.svg, thumbnail.label, thumbnail.url, thumbnail.width, thumbnail.height] {
                    Self.appendField(field, to: &key)
                }
            } else {
                key += "-"
            }
        }

        static func appendField(_ field: String, to key: inout String) {
            key += " \(field.utf8.count):"
            key += field
        }
    }

    /// The links between index files: previous, next, and the numbered files near the current one.
    private static func pagination(file: Int, count: Int) -> [String: Any] {
        let near = Set([0, count - 1]).union(max(0, file - 3)...min(count - 1, file + 3)).sorted()
        var links: [[String: Any]] = []
        for (position, number) in near.enumerated() {
            if position > 0, number - near[position - 1] > 1 { links.append(["gap": true]) }
            links.append(["number": number + 1, "url": fileName(number), "current": number == file])
        }
        var context: [String: Any] = ["current": file + 1, "count": count, "files": links]
        if file > 0 { context["previous"] = ["url": fileName(file - 1)] }
        if file + 1 < count { context["next"] = ["url": fileName(file + 1)] }
        return context
    }
}
