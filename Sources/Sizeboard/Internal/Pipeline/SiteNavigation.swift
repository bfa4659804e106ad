/// The `navigation` of the page template: the sections, the current section's pages around the
/// page (at most `window` on each side, so a page's size does not grow with its section's), and
/// the previous and next pages in reading order.
struct SiteNavigation: Sendable {
    /// One page as the navigation links it.
    private struct Entry: Sendable {
        var title: String
        var slug: String
    }

    /// How many pages of its section a page lists on each side of itself.
    static let window = 12

    private let entries: [Entry]
    private let sectionTitles: [String]
    private let sectionRanges: [Range<Int>]

    /// The navigation of `pages`, given in the reading order of `sections`.
    init(sections: SiteSections, pages: [RenderedPage]) {
        entries = pages.map { Entry(title: $0.title, slug: $0.info.slug) }
        sectionTitles = sections.sections.map(\.title)
        sectionRanges = sections.sections.map(\.pages)
    }

    /// The template context for the page at `position` in reading order.
    func context(forPageAt position: Int) -> [String: Any] {
        let rootURL = String(repeating: "../", count: entries[position].slug.split(separator: "/").count)
        func link(_ index: Int) -> [String: Any] {
            ["title": entries[index].title, "url": "\(rootURL)\(entries[index].slug)/index.html", "current": index == position]
        }
        let current = sectionRanges.firstIndex { $0.contains(position) } ?? 0
        let range = sectionRanges.isEmpty ? position..<(position + 1) : sectionRanges[current]
        let shown = max(range.lowerBound, position - Self.window)..<min(range.upperBound, position + Self.window + 1)
        var context: [String: Any] = [
            "sections": sectionRanges.indices.map { index -> [String: Any] in
                var section = link(sectionRanges[index].lowerBound)
                section["title"] = sectionTitles[index].isEmpty ? "Overview" : sectionTitles[index]
                section["current"] = index == current
                return section
            },
            "sectionTitle": sectionTitles.indices.contains(current) ? sectionTitles[current] : "",
            "sectionPages": shown.map(link),
            "hasEarlierPages": shown.lowerBound > range.lowerBound,
            "hasLaterPages": shown.upperBound < range.upperBound,
        ]
        if position > 0 { context["previous"] = link(position - 1) }
        if position + 1 < entries.count { context["next"] = link(position + 1) }
        return context
    }
}
