/// Writes the index: every page by section, with its summary and a thumbnail of its first screen,
/// at most `pagesPerFile` pages to a file (`index.html`, `index-2.html`, …) so no index file grows
/// with the site.
///
/// Each page's entry is rendered by the theme's `index-page` template and a section's entries
/// joined into its `pageList`: entries of one shape are one template skeleton filled
/// (`TemplateSkeletons`), where a loop over a section's `pages` in the `index` template costs the
/// template engine's name lookups for every entry of every file. An entry's context is an
/// `IndexPageRecord`; `pages` stay in the context (as dictionaries) for a theme whose `index`
/// loops over them, and are made only when a template mentions them.
///
/// Each index file is a `KeyedOutputFile` whose key is everything its template context is made of
/// (the file's number, the number of files, the error count, and a hash of its sections and each
/// listed page's entry), so a build renders only the index files whose context changed: none for
/// an edit of a page's body, the one listing a page whose title changed. The entries themselves
/// are made only for the files rendered.
struct IndexGenerator: SiteGenerator {
    /// How many pages one index file lists.
    static let pagesPerFile = 100

    func generate(_ site: GeneratedSite) -> SiteGeneration {
        let pages = site.pages
        let sections = SiteSections(slugs: pages.map { $0.info.slug })
        let order = sections.readingOrder
        let entryKeys = order.orderedParallelMap(jobs: site.jobs) { index in
            var key = StableHash()
            Entry.combineKey(of: pages[index], into: &key)
            return key.value
        }
        let fileCount = max(1, (order.count + Self.pagesPerFile - 1) / Self.pagesPerFile)
        let errorCount = site.diagnostics.count { $0.severity == .error }
        let services = site.services
        let files = (0..<fileCount).map { file -> KeyedOutputFile in
            let range = (file * Self.pagesPerFile)..<min(order.count, (file + 1) * Self.pagesPerFile)
            let groups = sections.sections.compactMap { section -> Group? in
                let shown = section.pages.clamped(to: range)
                guard !shown.isEmpty else { return nil }
                return Group(title: section.title, continued: shown.lowerBound > section.pages.lowerBound, positions: shown)
            }
            var key = StableHash()
            for group in groups {
                key.combine(group.title)
                key.combine(group.continued ? 1 : 0)
                key.combine(UInt64(group.positions.count))
                for position in group.positions {
                    key.combine(entryKeys[position])
                }
            }
            return KeyedOutputFile(path: Self.fileName(file), key: "\(file) \(fileCount) \(errorCount) \(String(key.value, radix: 16))") {
                let listsPages = services.theme.mentions("pages")
                let contexts = groups.map { group in
                    let entries = group.positions.map { Entry(pages[order[$0]]) }
                    return (title: group.title, continued: group.continued, entries: entries, pages: listsPages ? entries.map(\.context) : [])
                }
                let context = PageTemplateContext.site(services, rootURL: "./", title: services.config.title, extra: [
                    "sections": contexts.map { section -> [String: Any] in
                        [
                            "title": section.title, "hasTitle": !section.title.isEmpty, "continued": section.continued, "pages": section.pages,
                            "pageList": section.entries.map { services.theme.render("index-page", record: IndexPageRecord(entry: $0, rootURL: "./")) }.joined(),
                        ]
                    },
                    "pages": contexts.flatMap(\.pages),
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
        /// The positions of its pages in the reading order.
        var positions: Range<Int>
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

            /// The thumbnail of `page`, whose entry links to `url`; nil for a page without screens.
            init?(_ page: PageSummary, url: String) {
                guard let screen = page.screens.first, let environment = screen.environments.first else { return nil }
                svg = "\(page.info.slug)/\(ScreenFigure.Variant.svgPath(screenID: screen.id, environment: environment))"
                let names = EnvironmentLabel.names(of: environment)
                label = "\(screen.title ?? screen.id): \(names.device), \(names.detail)"
                self.url = "\(url)#screen-\(screen.id)"
                width = EnvironmentLabel.number(environment.width)
                height = EnvironmentLabel.number(environment.height)
            }
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
            thumbnail = Thumbnail(page, url: url)
        }

        var context: [String: Any] {
            var entry: [String: Any] = [
                "title": title,
                "summary": summary ?? "",
                "hasSummary": summary != nil,
                "url": url,
                "screenCount": screens.count,
                "screens": screens.map { ["id": $0.id, "title": $0.title, "url": $0.url] as [String: Any] },
            ]
            if let thumbnail {
                entry["thumbnail"] = [
                    "svg": thumbnail.svg, "label": thumbnail.label, "url": thumbnail.url, "width": thumbnail.width, "height": thumbnail.height,
                ] as [String: Any]
            }
            return entry
        }

        /// Combines into `key` every value of `Entry(page)`, without making the entry: what an
        /// index file's key is made of, for every page of the site on every build. The URLs are
        /// made of the slug and the screens' ids, so those stand for them.
        static func combineKey(of page: PageSummary, into key: inout StableHash) {
            key.combine(page.title)
            if let summary = page.info.metadata.summary {
                key.combine(1)
                key.combine(summary)
            } else {
                key.combine(0)
            }
            key.combine(page.info.slug)
            key.combine(UInt64(page.screens.count))
            for screen in page.screens {
                key.combine(screen.id)
                key.combine(screen.title ?? screen.id)
            }
            guard let thumbnail = Thumbnail(page, url: "") else { return key.combine(0) }
            key.combine(1)
            for field in [thumbnail.label, thumbnail.width, thumbnail.height, thumbnail.svg] {
                key.combine(field)
            }
        }
    }

    /// The links between index files: previous, next, and the numbered files near the current one.
    static func pagination(file: Int, count: Int) -> [String: Any] {
        let near = Set([0, count - 1]).union(max(0, file - 3)...min(count - 1, file + 3)).sorted()
        var links: [[String: Any]] = []
        for (position, number) in near.enumerated() {
            if position > 0, number - near[position - 1] > 1 { links.append(["gap": true]) }
            links.append(["number": number + 1, "url": fileName(number), "current": number == file])
        }
        var context: [String: Any] = ["current": file + 1, "count": count, "files": links]
        // Typed as every other dictionary of the context, so that its shape is known
        // (`TemplateShape`) and the index files share a skeleton.
        if file > 0 { context["previous"] = ["url": fileName(file - 1)] as [String: Any] }
        if file + 1 < count { context["next"] = ["url": fileName(file + 1)] as [String: Any] }
        return context
    }
}
