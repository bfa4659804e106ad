import Adaptivity
@testable import Sizeboard
import Testing

/// An index file is kept while its key is unchanged, so an entry's key must change whenever
/// anything its template context shows does. Each row changes one thing of a page (from the base
/// page unless it says otherwise); the key must move exactly when the context does, and the rows
/// together must move every field of the context (a field added to the context without a row, or
/// without its place in the key, fails).
@Suite("The index entry's key moves with every value its template context shows")
struct IndexEntryKeyTests {
    static func environment(_ id: String) -> Environment {
        DeviceCatalog.standard.environment(id: id)!
    }

    static let base = PageSummary(
        info: PageInfo(path: "Content/guide/a.md", slug: "guide/a", metadata: PageMetadata(summary: "About A"), rootURL: "../../"),
        title: "A",
        screens: [
            ScreenSummary(id: "main", title: "Inbox", environments: [environment("iphone-16-portrait"), environment("ipad-pro-11-landscape")]),
            ScreenSummary(id: "detail", title: nil, environments: [environment("iphone-16-portrait")]),
        ],
        proseHash: "p"
    )

    /// Each row: what it changes, the page before and the page after.
    static let changes: [(String, PageSummary, PageSummary)] = [
        ("summary absent, was empty", with { $0.info.metadata.summary = "" }, with { $0.info.metadata.summary = nil }),
    ] + ([
        ("title", with { $0.title = "Another title" }),
        ("summary text", with { $0.info.metadata.summary = "About something else" }),
        ("summary present, empty", with { $0.info.metadata.summary = "" }),
        ("summary absent", with { $0.info.metadata.summary = nil }),
        ("slug", with { $0.info.slug = "guide/b" }),
        ("a screen more", with { $0.screens.append(ScreenSummary(id: "third", title: "Third", environments: [environment("iphone-16-portrait")])) }),
        ("no screens", with { $0.screens = [] }),
        ("first screen's id", with { $0.screens[0].id = "inbox" }),
        ("first screen's title", with { $0.screens[0].title = "Mail" }),
        ("second screen's title, none before", with { $0.screens[1].title = "Detail" }),
        ("first screen's first environment", with { $0.screens[0].environments[0] = environment("ipad-pro-11-landscape") }),
        ("first environment's size alone", with { $0.screens[0].environments[0].width += 1 }),
        ("a later environment (not shown)", with { $0.screens[0].environments[1] = environment("iphone-16-landscape") }),
        ("the prose alone (not shown)", with { $0.proseHash = "q" }),
    ] as [(String, PageSummary)]).map { ($0.0, base, $0.1) }

    static func with(_ change: (inout PageSummary) -> Void) -> PageSummary {
        var page = base
        change(&page)
        return page
    }

    static func key(_ page: PageSummary) -> UInt64 {
        var key = StableHash()
        IndexGenerator.Entry.combineKey(of: page, into: &key)
        return key.value
    }

    /// Every leaf of a template context, by its dotted path (array elements by index).
    static func leaves(_ value: Any, at path: String = "") -> [String: String] {
        switch value {
        case let dictionary as [String: Any]:
            dictionary.reduce(into: [:]) { leaves, member in
                leaves.merge(Self.leaves(member.value, at: path.isEmpty ? member.key : "\(path).\(member.key)")) { first, _ in first }
            }
        case let array as [Any]:
            array.enumerated().reduce(into: ["\(path).count": String(array.count)]) { leaves, element in
                leaves.merge(Self.leaves(element.element, at: "\(path).\(element.offset)")) { first, _ in first }
            }
        default:
            [path: "\(type(of: value)) \(value)"]
        }
    }

    @Test("the key moves exactly when the context does", arguments: changes.map(\.0))
    func keyFollowsContext(change: String) throws {
        let (_, before, after) = try #require(Self.changes.first { $0.0 == change })
        let contextMoved = Self.leaves(IndexGenerator.Entry(after).context) != Self.leaves(IndexGenerator.Entry(before).context)
        #expect((Self.key(after) != Self.key(before)) == contextMoved)
    }

    @Test("the rows move every field of the context")
    func rowsCoverEveryField() {
        func field(_ path: String) -> String {
            path.split(separator: ".").filter { Int($0) == nil }.joined(separator: ".")
        }
        var fields: Set<String> = []
        var moved: Set<String> = []
        for (_, before, after) in Self.changes {
            let old = Self.leaves(IndexGenerator.Entry(before).context)
            let new = Self.leaves(IndexGenerator.Entry(after).context)
            fields.formUnion(old.keys.map(field))
            for path in Set(old.keys).union(new.keys) where old[path] != new[path] {
                moved.insert(field(path))
            }
        }
        #expect(fields.subtracting(moved).isEmpty, "fields no row moves: \(fields.subtracting(moved).sorted())")
    }
}
