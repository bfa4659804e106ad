/// The site's pages grouped by section, for the index and each page's navigation: a section is
/// the top folder of the content (`Content/docs/…` is the section `docs`); the pages at the top of
/// the content folder come first, as a section without a title. Sections follow the index order
/// of their first page (`order`, then path) and keep that order inside.
struct SiteSections {
    /// One section: its folder, its title and its pages' positions in `readingOrder`.
    struct Section {
        /// The folder name, empty for the pages at the top.
        var folder: String
        /// The folder name read as a title: `design-notes` reads "Design notes".
        var title: String
        /// The positions of its pages in the reading order, consecutive.
        var pages: Range<Int>
    }

    /// The sections, in reading order.
    let sections: [Section]
    /// The positions of the pages (as given) in reading order: section by section.
    let readingOrder: [Int]

    /// The sections of the pages with `slugs`, in index order.
    init(slugs: [String]) {
        var folders: [String] = []
        var members: [String: [Int]] = [:]
        for (index, slug) in slugs.enumerated() {
            let parts = slug.split(separator: "/")
            let folder = parts.count > 1 ? String(parts[0]) : ""
            if members[folder] == nil { folders.append(folder) }
            members[folder, default: []].append(index)
        }
        if let top = folders.firstIndex(of: ""), top > 0 {
            folders.insert(folders.remove(at: top), at: 0)
        }
        var order: [Int] = []
        var sections: [Section] = []
        for folder in folders {
            let indices = members[folder] ?? []
            sections.append(Section(folder: folder, title: Self.title(of: folder), pages: order.count..<(order.count + indices.count)))
            order += indices
        }
        self.sections = sections
        self.readingOrder = order
    }

    private static func title(of folder: String) -> String {
        let words = folder.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
