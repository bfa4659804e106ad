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
        var members: [[Int]] = []
        var positions: [String: Int] = [:]
        var current: (folder: String, position: Int)?
        for (index, slug) in slugs.enumerated() {
            let folder = Self.folder(of: slug)
            // Pages come sorted, so a section's pages mostly follow one another.
            if let current, current.folder == folder {
                members[current.position].append(index)
                continue
            }
            let position = positions[folder] ?? {
                folders.append(folder)
                members.append([])
                positions[folder] = folders.count - 1
                return folders.count - 1
            }()
            members[position].append(index)
            current = (folder, position)
        }
        var sectionOrder = Array(folders.indices)
        if let top = folders.firstIndex(of: ""), top > 0 {
            sectionOrder.insert(sectionOrder.remove(at: top), at: 0)
        }
        var order: [Int] = []
        order.reserveCapacity(slugs.count)
        var sections: [Section] = []
        for position in sectionOrder {
            let indices = members[position]
            sections.append(Section(folder: folders[position], title: Self.title(of: folders[position]), pages: order.count..<(order.count + indices.count)))
            order += indices
        }
        self.sections = sections
        self.readingOrder = order
    }

    /// The top folder of a page's slug: `docs/intro` gives `docs`, `intro` the empty string.
    private static func folder(of slug: String) -> String {
        let slash = UInt8(ascii: "/")
        var slug = slug
        return slug.withUTF8 { bytes in
            guard let start = bytes.firstIndex(where: { $0 != slash }),
                  let end = bytes[start...].firstIndex(of: slash),
                  bytes[(end + 1)...].contains(where: { $0 != slash }) else { return "" }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    private static func title(of folder: String) -> String {
        let words = folder.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
