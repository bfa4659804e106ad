import Foundation
@testable import Sizeboard
import Testing

@Suite("A listing amended with the changed paths equals a new listing of the content folder, or gives way to one")
struct ListingAmendmentTests {
    static let pages = ["a.md", "b.md", "guides/one.md", "guides/two.md", "guides-x.md", "notes.txt"]

    /// A change made in the content folder, and the paths (below it) a watcher reports for it.
    struct Change: Sendable, CustomStringConvertible {
        let description: String
        let make: @Sendable (URL) throws -> Void
        let reported: [String]
    }

    static func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    static let applied: [Change] = [
        Change(description: "a page edited", make: { try write("Edited, longer than before.", to: $0.appendingPathComponent("a.md")) }, reported: ["a.md"]),
        Change(description: "a page added in a folder", make: { try write("New.", to: $0.appendingPathComponent("guides/three.md")) }, reported: ["guides/three.md"]),
        Change(description: "a page added between a folder and its namesake", make: { try write("New.", to: $0.appendingPathComponent("guides-a.md")) }, reported: ["guides-a.md"]),
        Change(description: "a page removed", make: { try FileManager.default.removeItem(at: $0.appendingPathComponent("b.md")) }, reported: ["b.md"]),
        Change(description: "a page renamed", make: {
            try FileManager.default.moveItem(at: $0.appendingPathComponent("guides/one.md"), to: $0.appendingPathComponent("guides/first.md"))
        }, reported: ["guides/one.md", "guides/first.md"]),
        Change(description: "a file that is not a page", make: { try write("Other.", to: $0.appendingPathComponent("notes.txt")) }, reported: ["notes.txt"]),
        Change(description: "a path reported twice", make: { try write("Twice.", to: $0.appendingPathComponent("b.md")) }, reported: ["b.md", "b.md"]),
    ]

    static let refused: [Change] = [
        Change(description: "a folder added", make: {
            try FileManager.default.createDirectory(at: $0.appendingPathComponent("more"), withIntermediateDirectories: true)
            try write("More.", to: $0.appendingPathComponent("more/page.md"))
        }, reported: ["more"]),
        Change(description: "a folder removed, beside a page named like it", make: {
            try FileManager.default.removeItem(at: $0.appendingPathComponent("guides"))
        }, reported: ["guides"]),
        Change(description: "a symbolic link added", make: {
            try FileManager.default.createSymbolicLink(atPath: $0.appendingPathComponent("link.md").path, withDestinationPath: "a.md")
        }, reported: ["link.md"]),
        Change(description: "the content folder itself", make: { _ in }, reported: [""]),
    ]

    func site() throws -> TestSite {
        try TestSite(files: Dictionary(uniqueKeysWithValues: Self.pages.map { ("Content/" + $0, "Text of \($0).") }))
    }

    func discovery(_ site: TestSite) -> (discovery: PageDiscovery, folder: URL) {
        let configuration = Configuration(options: BuildOptions(projectRoot: site.root, jobs: 2), availablePlugins: [])
        return (PageDiscovery(layout: configuration.layout, displayPath: configuration.displayPath), configuration.layout.content)
    }

    func listing(_ site: TestSite) -> PageDiscovery.Found {
        let (discovery, folder) = discovery(site)
        var diagnostics: [Diagnostic] = []
        return discovery.pages(below: folder, diagnostics: &diagnostics)
    }

    /// Each page, then whether the listing's stamp table holds exactly the pages' stamps, with
    /// their digest.
    func described(_ found: PageDiscovery.Found) -> [String] {
        let stamps = Dictionary(uniqueKeysWithValues: found.pages.map { ($0.relativePath, $0.stamp) })
        let tableMatches = found.stamps.stamps == stamps && found.stamps.digest == PageStamp.digest(stamps)
        return found.pages.map { "\($0.relativePath) \($0.absolutePath) \($0.shownPath) \($0.stamp) \($0.isLink)" } + ["stamp table matches: \(tableMatches)"]
    }

    func absolute(_ reported: [String], in folder: URL) -> [String] {
        reported.map { $0.isEmpty ? folder.path : folder.path + "/" + $0 }
    }

    @Test("changes to page files", arguments: applied)
    func amended(_ change: Change) throws {
        let site = try site()
        let last = listing(site)
        let (discovery, folder) = discovery(site)
        try change.make(folder)
        let amended = try #require(discovery.amending(last, below: folder, changed: absolute(change.reported, in: folder)))
        #expect(described(amended) == described(listing(site)))
    }

    @Test("changes that call for a new listing", arguments: refused)
    func refusedChanges(_ change: Change) throws {
        let site = try site()
        let last = listing(site)
        let (discovery, folder) = discovery(site)
        try change.make(folder)
        #expect(discovery.amending(last, below: folder, changed: absolute(change.reported, in: folder)) == nil)
    }

    @Test("a change outside the content folder (the configuration) calls for a new listing")
    func outside() throws {
        let site = try site()
        let (discovery, folder) = discovery(site)
        #expect(discovery.amending(listing(site), below: folder, changed: [site.root.appendingPathComponent("sizeboard.yml").path]) == nil)
    }

    @Test("pages that are symbolic links, and pages with hidden names, are restamped though no path names them")
    func restampedAnyway() throws {
        let site = try TestSite(files: ["Content/a.md": "A.", "Content/.draft.md": "Draft.", "Elsewhere/target.md": "Target."])
        let (discovery, folder) = discovery(site)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("linked.md").path, withDestinationPath: site.root.appendingPathComponent("Elsewhere/target.md").path)
        let last = listing(site)
        #expect(last.pages.map(\.isLink) == [false, false, true])
        try Self.write("Draft, edited at length.", to: folder.appendingPathComponent(".draft.md"))
        try Self.write("Target, edited at length.", to: site.root.appendingPathComponent("Elsewhere/target.md"))
        let amended = try #require(discovery.amending(last, below: folder, changed: []))
        #expect(described(amended) == described(listing(site)))
        #expect(described(amended) != described(last))
    }

    @Test("a last listing with problems of its own is not amended")
    func lastWithProblems() throws {
        let site = try site()
        let (discovery, folder) = discovery(site)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("broken.md").path, withDestinationPath: "nowhere.md")
        let last = listing(site)
        #expect(!last.pageDiagnostics.isEmpty)
        #expect(discovery.amending(last, below: folder, changed: []) == nil)
    }

    @Test("a builder told the changed paths builds what a clean build does, and looks at no other page")
    func buildsFromChanges() throws {
        let incremental = IncrementalOutputTests()
        var pages: [String: String] = [:]
        for index in 0..<8 {
            pages["Content/page-\(index).md"] = incremental.page(title: "Page \(index)", body: "Body \(index).", screen: index % 3 == 0)
        }
        let site = try TestSite(files: pages)
        var options = BuildOptions(projectRoot: site.root, jobs: 2)
        options.outputDirectory = site.root.appendingPathComponent("live").path
        let builder = SiteBuilder(options: options).keepingLastBuildInMemory()
        let content = site.root.appendingPathComponent("Content")
        // The untold edit goes unseen only when the page's last stamp is trusted: older than
        // the trust margin when the build that recorded it listed the pages.
        usleep(useconds_t(PageStamp.trustMargin / 1000) + 10_000)
        #expect(!builder.build(changes: .unknown, whenInPlace: { _ in }).failed)

        try Self.write(incremental.page(title: "Page 2", body: "Edited.", screen: true), to: content.appendingPathComponent("page-2.md"))
        try Self.write(incremental.page(title: "Page 9", body: "Added.", screen: false), to: content.appendingPathComponent("page-9.md"))
        try FileManager.default.removeItem(at: content.appendingPathComponent("page-4.md"))
        let changed = ["page-2.md", "page-9.md", "page-4.md"].map { content.path + "/" + $0 }
        #expect(!builder.build(changes: .only(changed), whenInPlace: { _ in }).failed)
        #expect(incremental.equalsCleanBuild(site, output: "live", clean: "clean-1"))

        try Self.write(incremental.page(title: "Page 5", body: "Edited but not told.", screen: false), to: content.appendingPathComponent("page-5.md"))
        let untold = builder.build(changes: .only([]), whenInPlace: { _ in })
        #expect(untold.upToDate, "the kept listing, not a new one: the untold edit is not seen")
        #expect(!builder.build(changes: .unknown, whenInPlace: { _ in }).upToDate, "a new listing sees it")
        #expect(incremental.equalsCleanBuild(site, output: "live", clean: "clean-2"))
    }
}
