@testable import Sizeboard
import Testing

@Suite("The compact binary form of the render cache's entries")
struct CompactCodingTests {
    @Test("a render cache entry with screens and diagnostics reads back equal")
    func cacheEntry() throws {
        let site = try TestSite(files: [
            "Content/a.md": "# A\n\n```screen\nid: one\nroot:\n  navigation:\n    stack:\n      - view: {title: List, content: list}\n```\n\n```screen\nid: two\nroot: {view: {title: X}}\nunknownKey: 1\n```\n",
        ])
        let output = MemoryOutput()
        _ = SiteBuilder(options: BuildOptions(projectRoot: site.root), availablePlugins: [], destination: output).build()
        let entries = output.cache.all
        #expect(entries.count == 1)
        for bytes in entries.values {
            let manifest = try #require(output.lastBuild)
            let hash = try #require(manifest.pages["Content/a.md"])
            let entry = try #require(PageCacheEntry.decode(bytes, path: "Content/a.md", slug: "a", hash: hash, fingerprint: manifest.fingerprint))
            #expect(entry.summary.screens.count == 1, "the second block has an error")
            #expect(!entry.diagnostics.isEmpty)
            #expect(PageCacheEntry.decode(entry.encoded, path: "Content/a.md", slug: "a", hash: entry.pageHash, fingerprint: entry.fingerprint) == entry)
        }
    }

    /// An entry with every field of every type in its layout set, none to its default.
    private static var fullEntry: PageCacheEntry {
        var metadata = PageMetadata(
            title: "Title", summary: "", environments: ["phones", "ipad-pro-13-landscape"], order: -3, draft: true,
            extra: ["tags": .list([.string("a"), .number(1.5), .bool(false)]), "nested": .map([(key: "z", value: .map([])), (key: "a", value: .list([]))])]
        )
        metadata.environmentPositions = [SourcePosition(line: 2, column: 15), SourcePosition(line: 2, column: 23)]
        metadata.behavior = "modern"
        metadata.ios = 17
        let environments = [
            Environment(id: "iphone-se-portrait", width: 320, height: 568, scale: 2, idiom: .phone, horizontal: .compact, vertical: .regular),
            Environment(
                id: "ipad-third", width: 320.5, height: 1024, scale: 2, idiom: .pad, horizontal: .compact, vertical: .unspecified,
                safeArea: SafeAreaInsets(top: 24, left: -0.0, bottom: 20, right: .infinity),
                pane: PanePlacement(screen: Size(width: 1366, height: 1024), x: 1045.5, isSlideOver: true),
                appearance: Appearance(style: .dark, contentSize: .accessibility5, direction: .rightToLeft, contrast: .high)
            ),
        ]
        let summary = PageSummary(
            info: PageInfo(path: "Content/ü/a.md", slug: "ü/a", metadata: metadata, rootURL: "../../"),
            title: "A 🙂",
            screens: [
                ScreenSummary(id: "one", title: "First", position: SourcePosition(line: 5, column: 1), environments: environments),
                ScreenSummary(id: "two", title: nil, position: nil, environments: []),
            ],
            files: ["ü/a/one/iphone-se-portrait.svg", "ü/a/resolution.json", "ü/a/index.html"],
            proseHash: "0123abcd",
            values: ["word-count": "12", "": "empty key"]
        )
        return PageCacheEntry(
            format: PageCacheEntry.currentFormat, fingerprint: .max, path: "Content/ü/a.md", slug: "ü/a", pageHash: 0x8000_0000_0000_0001,
            summary: summary, bodyHTML: "<h1>A 🙂</h1>\n\u{0}", headElements: ["<style>p{}</style>", ""],
            diagnostics: [
                .warning("unknown-field", "no \"x\"", path: "Content/ü/a.md", at: SourcePosition(line: 9, column: 2)),
                .error("unreadable", "whole file", path: "Content/ü/a.md", at: nil),
            ],
            files: [KeptFile(path: "ü/a/one/iphone-se-portrait.svg", hash: 0), KeptFile(path: "ü/a/resolution.json", hash: .max)]
        )
    }

    private static func decode(_ bytes: [UInt8], like entry: PageCacheEntry) -> PageCacheEntry? {
        PageCacheEntry.decode(bytes, path: entry.path, slug: entry.slug, hash: entry.pageHash, fingerprint: entry.fingerprint)
    }

    @Test("an entry with every field set reads back equal, a diagnostic without a position included")
    func fullEntryRoundTrip() throws {
        let entry = Self.fullEntry
        let decoded = try #require(Self.decode(entry.encoded, like: entry))
        #expect(decoded == entry)
        #expect(decoded.diagnostics.last?.position == nil)
    }

    @Test("an entry that keeps no body (its body was held in memory) reads back so")
    func entryWithoutBody() throws {
        var entry = Self.fullEntry
        entry.bodyHTML = ""
        entry.bodyKept = false
        let decoded = try #require(Self.decode(entry.encoded, like: entry))
        #expect(decoded == entry)
        #expect(!decoded.bodyKept)
    }

    @Test("the hand-written layout covers every stored property: a new one must be added to it (and the format bumped)")
    func layoutCoversEveryProperty() {
        /// The stored properties' names; for a value whose fields are shared (`CopyOnWrite`), theirs.
        func names(_ value: Any) -> [String] {
            let children = Mirror(reflecting: value).children
            if children.count == 1, children.first?.label == "storage", let storage = children.first?.value,
               let box = Mirror(reflecting: storage).children.first(where: { $0.label == "box" })?.value,
               let values = Mirror(reflecting: box).children.first(where: { $0.label == "values" })?.value {
                return names(values)
            }
            return children.compactMap(\.label)
        }
        let entry = Self.fullEntry
        #expect(names(entry) == ["format", "fingerprint", "path", "slug", "pageHash", "summary", "bodyHTML", "bodyKept", "headElements", "diagnostics", "files"])
        #expect(names(entry.summary) == ["info", "title", "screens", "files", "proseHash", "values"])
        #expect(names(entry.summary.info) == ["path", "slug", "metadata", "rootURL"])
        #expect(names(entry.summary.info.metadata) == ["title", "summary", "environments", "environmentPositions", "order", "draft", "deferredExtra", "behavior", "ios"])
        #expect(names(entry.summary.screens[0]) == ["id", "title", "position", "environments"])
        #expect(names(entry.diagnostics[0]) == ["severity", "path", "position", "code", "message"])
        #expect(names(entry.files[0]) == ["path", "hash"])
        #expect(names(SourcePosition(line: 1, column: 1)) == ["line", "column"])
        let environment = entry.summary.screens[0].environments[1]
        #expect(names(environment) == ["id", "width", "height", "scale", "idiom", "horizontal", "vertical", "safeArea", "pane", "appearance"])
        #expect(names(environment.safeArea) == ["top", "left", "bottom", "right"])
        #expect(names(environment.pane!) == ["screen", "x", "isSlideOver"])
        #expect(names(environment.pane!.screen) == ["width", "height"])
        #expect(names(environment.appearance!) == ["style", "contentSize", "direction", "contrast"])
    }

    @Test("an entry cut short anywhere, with a byte too many, or of another format is refused")
    func truncatedEntry() {
        let entry = Self.fullEntry
        let bytes = entry.encoded
        for length in 0..<bytes.count {
            #expect(Self.decode(Array(bytes[..<length]), like: entry) == nil, "cut to \(length) of \(bytes.count) bytes")
        }
        #expect(Self.decode(bytes + [0], like: entry) == nil)
        var otherFormat = bytes
        otherFormat[0] = UInt8(PageCacheEntry.currentFormat - 1)
        #expect(Self.decode(otherFormat, like: entry) == nil)
    }

    @Test("an entry with any one byte changed is read or refused, never crashes")
    func corruptEntry() {
        let entry = Self.fullEntry
        let bytes = entry.encoded
        for index in bytes.indices {
            for replacement: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xFF] where replacement != bytes[index] {
                var corrupt = bytes
                corrupt[index] = replacement
                _ = Self.decode(corrupt, like: entry)
            }
        }
    }

    @Test("front matter kept for later (`extra`) is checked when the entry is read: text that is not UTF-8 refuses the entry at once")
    func deferredExtraCheckedAtRead() throws {
        var entry = Self.fullEntry
        entry.summary.info.metadata.extra = ["note": .map([(key: "ÉMARK", value: .list([.string("ÉVALUE"), .number(2)]))])]
        let bytes = entry.encoded
        let decoded = try #require(Self.decode(bytes, like: entry))
        #expect(decoded.summary.info.metadata.extra == entry.summary.info.metadata.extra)
        for marker in ["ÉMARK", "ÉVALUE"] {
            let start = try #require(bytes.firstRange(of: Array(marker.utf8))).lowerBound
            var corrupt = bytes
            corrupt[start] = 0xFF
            #expect(Self.decode(corrupt, like: entry) == nil, "bad UTF-8 in \(marker)")
        }
    }

    @Test("an entry nested deeper than the layout reads is refused")
    func deeplyNestedEntry() {
        var entry = Self.fullEntry
        entry.summary.info.metadata.extra = ["deep": (0..<200).reduce(MetadataValue.bool(true)) { inner, _ in .list([inner]) }]
        #expect(Self.decode(entry.encoded, like: entry) == nil)
        entry.summary.info.metadata.extra = ["deep": (0..<100).reduce(MetadataValue.bool(true)) { inner, _ in .list([inner]) }]
        #expect(Self.decode(entry.encoded, like: entry) == entry)
    }
}
