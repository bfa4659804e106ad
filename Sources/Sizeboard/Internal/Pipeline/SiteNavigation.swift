import Mustache

/// The `navigation` of the page template: the sections, the current section's pages around the
/// page (at most `window` on each side, so a page's size does not grow with its section's), and
/// the previous and next pages in reading order.
///
/// Each page's entry in a section's list is rendered through the theme's `section-page` template
/// once for the site (once for each folder depth the section's pages are at, since its URL is
/// relative to the page showing it), and once more as the current page: a page's list,
/// `sectionPageList`, is then the 25 entries around it joined, instead of 25 links rendered through
/// the template engine for every page.
struct SiteNavigation: Sendable {
    /// One page as the navigation links it.
    private struct Entry: Sendable {
        var title: String
        var slug: String
        /// How many folders deep its HTML is: its `rootURL` has as many `../`.
        var depth: Int
    }

    /// How many pages of its section a page lists on each side of itself.
    static let window = 12

    private let entries: [Entry]
    private let sectionTitles: [String]
    private let sectionRanges: [Range<Int>]
    private let theme: Theme
    /// For each folder depth, each page's `section-page` entry as seen from a page at that depth,
    /// not current; only for the depths of the pages of its section.
    private let renderedEntries: [Int: [Int: String]]
    /// A hash of the sections' titles and first pages: what every page's list of sections shows.
    private let sectionsKey: UInt64

    /// The navigation of `pages`, given in the reading order of `sections`, rendered with `theme`.
    init(sections: SiteSections, pages: [RenderedPage], theme: Theme) {
        let entries = pages.map { Entry(title: $0.title, slug: $0.info.slug, depth: $0.info.slug.split(separator: "/").count) }
        let sectionRanges = sections.sections.map(\.pages)
        var renderedEntries: [Int: [Int: String]] = [:]
        for range in sectionRanges.isEmpty ? [entries.indices] : sectionRanges {
            for depth in Set(entries[range].map(\.depth)) {
                for index in range {
                    renderedEntries[depth, default: [:]][index] = Self.renderEntry(entries[index], depth: depth, current: false, theme: theme)
                }
            }
        }
        self.entries = entries
        self.sectionRanges = sectionRanges
        self.sectionTitles = sections.sections.map(\.title)
        self.theme = theme
        self.renderedEntries = renderedEntries
        var sectionsKey = StableHash()
        for (title, range) in zip(sectionTitles, sectionRanges) {
            sectionsKey.combine(title)
            sectionsKey.combine(entries[range.lowerBound].slug)
        }
        self.sectionsKey = sectionsKey.value
    }

    /// A hash of everything `context(forPageAt:)` gives the page at `position`: equal keys, equal
    /// navigation.
    func key(forPageAt position: Int) -> UInt64 {
        let current = sectionRanges.firstIndex { $0.contains(position) } ?? 0
        let range = sectionRanges.isEmpty ? position..<(position + 1) : sectionRanges[current]
        let shown = max(range.lowerBound, position - Self.window)..<min(range.upperBound, position + Self.window + 1)
        var key = StableHash()
        key.combine("\(sectionsKey) \(current) \(entries[position].depth) \(position - shown.lowerBound) \(shown.count)")
        key.combine("\(shown.lowerBound > range.lowerBound) \(shown.upperBound < range.upperBound)")
        let neighbours = [position - 1, position + 1].filter(entries.indices.contains)
        for index in Array(shown) + neighbours {
            key.combine(entries[index].title)
            key.combine(entries[index].slug)
        }
        key.combine("\(position > 0) \(position + 1 < entries.count)")
        return key.value
    }

    /// The template context for the page at `position` in reading order.
    func context(forPageAt position: Int) -> [String: Any] {
        let depth = entries[position].depth
        let rootURL = Self.rootURL(depth: depth)
        func link(_ index: Int) -> NavigationLink {
            NavigationLink(title: entries[index].title, rootURL: rootURL, slug: entries[index].slug, current: index == position)
        }
        let current = sectionRanges.firstIndex { $0.contains(position) } ?? 0
        let range = sectionRanges.isEmpty ? position..<(position + 1) : sectionRanges[current]
        let shown = max(range.lowerBound, position - Self.window)..<min(range.upperBound, position + Self.window + 1)
        var list = ""
        for index in shown {
            list += index == position
                ? Self.renderEntry(entries[index], depth: depth, current: true, theme: theme)
                : renderedEntries[depth]?[index] ?? Self.renderEntry(entries[index], depth: depth, current: false, theme: theme)
        }
        var context: [String: Any] = [
            "sections": sectionRanges.indices.map { index in
                NavigationLink(
                    title: sectionTitles[index].isEmpty ? "Overview" : sectionTitles[index],
                    rootURL: rootURL,
                    slug: entries[sectionRanges[index].lowerBound].slug,
                    current: index == current
                )
            },
            "sectionTitle": sectionTitles.indices.contains(current) ? sectionTitles[current] : "",
            "sectionPages": shown.map(link),
            "sectionPageList": list,
            "hasEarlierPages": shown.lowerBound > range.lowerBound,
            "hasLaterPages": shown.upperBound < range.upperBound,
        ]
        if position > 0 { context["previous"] = link(position - 1) }
        if position + 1 < entries.count { context["next"] = link(position + 1) }
        return context
    }

    private static func rootURL(depth: Int) -> String {
        String(repeating: "../", count: depth)
    }

    private static func url(of entry: Entry, depth: Int) -> String {
        "\(rootURL(depth: depth))\(entry.slug)/index.html"
    }

    /// The theme's `section-page` entry of `entry` for a page `depth` folders deep.
    private static func renderEntry(_ entry: Entry, depth: Int, current: Bool, theme: Theme) -> String {
        theme.render("section-page", context: [
            "title": entry.title,
            "url": url(of: entry, depth: depth),
            "current": current,
            "rootURL": rootURL(depth: depth),
        ])
    }
}

/// A link of the navigation (`title`, `url`, `current`), read by the templates without building a
/// dictionary for each, its URL made only when a template asks for it.
private struct NavigationLink: MustacheParent {
    let title: String
    /// The site root as seen from the page showing the link.
    let rootURL: String
    let slug: String
    let current: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": "\(rootURL)\(slug)/index.html"
        case "current": current
        default: nil
        }
    }
}
