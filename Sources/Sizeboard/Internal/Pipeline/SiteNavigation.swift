import Mustache

/// The `navigation` of the page template: the sections, the current section's pages around the
/// page (at most `window` on each side, so a page's size does not grow with its section's), and
/// the previous and next pages in reading order.
///
/// Each page's entry in a section's list is rendered through the theme's `section-page` template
/// once for the site (once for each folder depth of the pages that show it, since its URL is
/// relative to the page showing it), and once more as the current page: a page's list,
/// `sectionPageList`, is then the 25 entries around it joined, instead of 25 links rendered through
/// the template engine for every page. Only the entries of the pages whose HTML is rendered are
/// made (`rendering(_:jobs:)`): after a one-page edit, a few dozen, not the site's.
struct SiteNavigation: Sendable {
    /// One page as the navigation links it.
    private struct Entry: Sendable {
        var title: String
        var slug: String
        /// How many folders deep its HTML is: its `rootURL` has as many `../`.
        var depth: Int
        /// A hash of its title and slug, for the navigation keys of the pages that list it.
        var key: UInt64

        init(title: String, slug: String) {
            self.title = title
            self.slug = slug
            depth = PageRenderer.folderDepth(of: slug)
            var key = StableHash()
            key.combine(title)
            key.combine(slug)
            self.key = key.value
        }
    }

    /// One `section-page` entry to render: the page at `index` as seen from a page `depth` folders deep.
    private struct EntryView: Sendable {
        var depth: Int
        var index: Int
    }

    /// How many pages of its section a page lists on each side of itself.
    static let window = 12

    private let entries: [Entry]
    /// Each entry's `key`, in the same order: what every page's navigation key reads, tens of
    /// them for each page.
    private let entryKeys: [UInt64]
    private let sectionTitles: [String]
    private let sectionRanges: [Range<Int>]
    private let theme: Theme
    /// Entries rendered ahead, not current: by the depth of the page showing them, then by the
    /// entry's index (nil where none was rendered). A page looks up two dozen entries, by index
    /// in an array rather than by hashing a key for each.
    private var renderedEntries: [Int: [String?]] = [:]
    /// A hash of the sections' titles and first pages: what every page's list of sections shows.
    private let sectionsKey: UInt64

    /// The navigation of `pages`, given in the reading order of `sections`, rendered with `theme`;
    /// the pages' entries are made on up to `jobs` threads.
    init(sections: SiteSections, pages: [RenderedPage], theme: Theme, jobs: Int = 1) {
        entries = pages.orderedParallelMap(jobs: jobs) { Entry(title: $0.title, slug: $0.info.slug) }
        entryKeys = entries.map { $0.key }
        sectionRanges = sections.sections.map(\.pages)
        sectionTitles = sections.sections.map(\.title)
        self.theme = theme
        var sectionsKey = StableHash()
        for (title, range) in zip(sectionTitles, sectionRanges) {
            sectionsKey.combine(title)
            sectionsKey.combine(entries[range.lowerBound].slug)
        }
        self.sectionsKey = sectionsKey.value
    }

    /// This navigation with the entries that the pages at `positions` (ascending) list rendered
    /// ahead, on up to `jobs` threads.
    func rendering(_ positions: [Int], jobs: Int) -> SiteNavigation {
        var shownByDepth: [Int: [Range<Int>]] = [:]
        for position in positions {
            let shown = shownRange(forPageAt: position)
            var ranges = shownByDepth[entries[position].depth, default: []]
            if let last = ranges.last, last.upperBound >= shown.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, shown.upperBound)
            } else {
                ranges.append(shown)
            }
            shownByDepth[entries[position].depth] = ranges
        }
        let ordered = shownByDepth.keys.sorted().flatMap { depth in
            shownByDepth[depth, default: []].flatMap { range in range.map { EntryView(depth: depth, index: $0) } }
        }
        let entries = entries
        let theme = theme
        let rendered = ordered.orderedParallelMap(jobs: jobs) { view in
            Self.renderEntry(entries[view.index], depth: view.depth, current: false, theme: theme)
        }
        var navigation = self
        for (view, entry) in zip(ordered, rendered) {
            navigation.renderedEntries[view.depth, default: Array(repeating: nil, count: entries.count)][view.index] = entry
        }
        return navigation
    }

    /// The pages of its section that the page at `position` lists.
    private func shownRange(forPageAt position: Int) -> Range<Int> {
        placement(ofPageAt: position).shown
    }

    /// The index of the section holding the page at `position`, the section's pages, and those of
    /// them that the page lists.
    private func placement(ofPageAt position: Int) -> (current: Int, range: Range<Int>, shown: Range<Int>) {
        let current = sectionRanges.firstIndex { $0.contains(position) } ?? 0
        let range = sectionRanges.isEmpty ? position..<(position + 1) : sectionRanges[current]
        return (current, range, max(range.lowerBound, position - Self.window)..<min(range.upperBound, position + Self.window + 1))
    }

    /// A hash of everything `context(forPageAt:)` gives the page at `position`: equal keys, equal
    /// navigation. Made for every page of the site on every build, so its numbers are combined
    /// a word at a time (`StableHash.combine(word:)`).
    func key(forPageAt position: Int) -> UInt64 {
        let (current, range, shown) = placement(ofPageAt: position)
        var key = StableHash()
        let hasPrevious = position > 0
        let hasNext = position + 1 < entryKeys.count
        var flags: UInt64 = 0
        for (bit, flag) in [shown.lowerBound > range.lowerBound, shown.upperBound < range.upperBound, hasPrevious, hasNext].enumerated() where flag {
            flags |= 1 << UInt64(bit)
        }
        for number in [sectionsKey, UInt64(current), UInt64(entries[position].depth), UInt64(position - shown.lowerBound), UInt64(shown.count), flags] {
            key.combine(word: number)
        }
        for index in shown {
            key.combine(word: entryKeys[index])
        }
        if hasPrevious { key.combine(word: entryKeys[position - 1]) }
        if hasNext { key.combine(word: entryKeys[position + 1]) }
        return key.value
    }

    /// The template context for the page at `position` in reading order.
    func context(forPageAt position: Int) -> NavigationRecord {
        let depth = entries[position].depth
        let rootURL = Self.rootURL(depth: depth)
        func link(_ index: Int) -> NavigationLink {
            NavigationLink(title: entries[index].title, rootURL: rootURL, slug: entries[index].slug, current: index == position)
        }
        let (current, range, shown) = placement(ofPageAt: position)
        let rendered = renderedEntries[depth]
        let listed = shown.map { index in
            index == position
                ? Self.renderEntry(entries[index], depth: depth, current: true, theme: theme)
                : rendered?[index] ?? Self.renderEntry(entries[index], depth: depth, current: false, theme: theme)
        }
        var list = ""
        list.reserveCapacity(listed.reduce(0) { $0 + $1.utf8.count })
        for entry in listed {
            list += entry
        }
        return NavigationRecord(
            sections: sectionRanges.indices.map { index in
                NavigationLink(
                    title: sectionTitles[index].isEmpty ? "Overview" : sectionTitles[index],
                    rootURL: rootURL,
                    slug: entries[sectionRanges[index].lowerBound].slug,
                    current: index == current
                )
            },
            sectionTitle: sectionTitles.indices.contains(current) ? sectionTitles[current] : "",
            sectionPages: theme.mentions("sectionPages") ? shown.map(link) : nil,
            sectionPageList: list,
            hasEarlierPages: shown.lowerBound > range.lowerBound,
            hasLaterPages: shown.upperBound < range.upperBound,
            previous: position > 0 ? link(position - 1) : nil,
            next: position + 1 < entries.count ? link(position + 1) : nil
        )
    }

    private static func rootURL(depth: Int) -> String {
        String(repeating: "../", count: depth)
    }

    /// The theme's `section-page` entry of `entry` for a page `depth` folders deep.
    private static func renderEntry(_ entry: Entry, depth: Int, current: Bool, theme: Theme) -> String {
        theme.render("section-page", record: NavigationLink(title: entry.title, rootURL: rootURL(depth: depth), slug: entry.slug, current: current))
    }
}

/// A link of the navigation (`title`, `url`, `current`, and `rootURL`, the site root as seen from
/// the page showing it), read by the templates without building a dictionary for each, its URL
/// made only when a template asks for it: a section's links, previous and next, and the whole
/// context of a `section-page` entry.
struct NavigationLink: TemplateRecord {
    let title: String
    /// The site root as seen from the page showing the link.
    let rootURL: String
    let slug: String
    let current: Bool

    var templateFields: [(key: String, value: Any)] {
        [("current", current), ("rootURL", rootURL), ("title", title), ("url", url)]
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(field: current)
        shape.add(field: rootURL)
        shape.add(field: title)
        shape.add(field: url)
    }

    private var url: String {
        var url = rootURL
        url.reserveCapacity(rootURL.utf8.count + slug.utf8.count + 11)
        url += slug
        url += "/index.html"
        return url
    }
}
