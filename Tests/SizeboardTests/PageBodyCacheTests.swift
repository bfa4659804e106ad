import Foundation
@testable import Sizeboard
import Testing

@Suite("Page bodies wait in the render cache between rendering and the page HTML, not in memory")
struct PageBodyCacheTests {
    let cacheTests = RenderCacheTests()

    func entry(title: String) -> PageCacheEntry {
        PageCacheEntry(
            format: PageCacheEntry.currentFormat, fingerprint: 7, path: "Content/a.md", slug: "a", pageHash: 9,
            summary: PageSummary(info: PageInfo(path: "Content/a.md", slug: "a", metadata: PageMetadata(), rootURL: "../"), title: title, screens: [], files: ["a/resolution.json", "a/index.html"], proseHash: ""),
            bodyHTML: "<p>" + String(repeating: "body ", count: 2_000) + "</p>", headElements: ["<style>x</style>"], diagnostics: [], files: [KeptFile(path: "a/resolution.json", hash: 1)]
        )
    }

    @Test("an entry's head is read without its body, and its body without decoding its head, whatever their lengths", arguments: [
        "short", String(repeating: "a long title ", count: 700),
    ])
    func headAlone(title: String) throws {
        let cache = MemoryPageCache()
        let entry = entry(title: title)
        #expect(entry.store(in: cache))
        cache.givesHeadsOnly = true
        let head = try #require(PageCacheEntry.load(from: cache, path: entry.path, slug: entry.slug, hash: 9, fingerprint: 7))
        var withoutBody = entry
        withoutBody.bodyHTML = ""
        #expect(head == withoutBody)
        #expect(PageCacheEntry.bodyBytes(from: cache, path: entry.path, slug: entry.slug, hash: 9, fingerprint: 7) == nil)
        cache.givesHeadsOnly = false
        #expect(PageCacheEntry.bodyBytes(from: cache, path: entry.path, slug: entry.slug, hash: 9, fingerprint: 7).map(Array.init) == Array(entry.bodyHTML.utf8))
        #expect(PageCacheEntry.load(from: cache, path: entry.path, slug: entry.slug, hash: 10, fingerprint: 7) == nil)
        for (path, slug, hash, fingerprint) in [(entry.path, entry.slug, UInt64(10), UInt64(7)), (entry.path, entry.slug, 9, 8), ("Content/b.md", entry.slug, 9, 7), (entry.path, "b", 9, 7)] {
            #expect(PageCacheEntry.bodyBytes(from: cache, path: path, slug: slug, hash: hash, fingerprint: fingerprint) == nil)
        }
    }

    @Test("a body the render cache refuses stays in memory: the site equals a clean build")
    func refusedStores() throws {
        let site = try TestSite(files: RenderCacheTests.pages)
        let output = MemoryOutput()
        output.cache.refusesStores = true
        let report = cacheTests.build(site, into: output, counter: CountingPlugin.RenderCounter())
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(output.cache.all.isEmpty)
        #expect(output.site == cacheTests.clean(site).site)
    }

    @Test("a body the render cache cannot give back: an error on the page, the last site left in place, and the next build whole")
    func lostBodies() throws {
        let site = try TestSite(files: RenderCacheTests.pages)
        let output = MemoryOutput()
        let counter = CountingPlugin.RenderCounter()
        _ = cacheTests.build(site, into: output, counter: counter)
        let first = output.site
        // Longer than a body the render step keeps in memory (`HeldBodies.largestBody`), so
        // the page HTML step reads it back from the cache.
        try cacheTests.edit(site, "Content/guide/b.md", RenderCacheTests.page("B", String(repeating: "beta edited ", count: 1_000)))
        output.cache.givesHeadsOnly = true
        let failed = cacheTests.build(site, into: output, counter: counter)
        #expect(failed.diagnostics.filter { $0.code == PageHTMLStep.bodyUnreadableCode }.map(\.path) == ["Content/guide/b.md"])
        #expect(failed.summary?.code == OutputSession.writeFailedCode)
        #expect(output.site == first, "the last site is left in place")
        output.cache.givesHeadsOnly = false
        let next = cacheTests.build(site, into: output, counter: counter)
        #expect(!next.upToDate)
        #expect(next.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(output.site == cacheTests.clean(site).site)
    }
}
