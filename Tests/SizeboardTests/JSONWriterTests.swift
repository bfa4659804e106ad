import FlipContainerPlugin
import Foundation
import SearchIndexPlugin
@testable import Sizeboard
import SidebarPlugin
import SitemapPlugin
import Testing

/// Foundation's `JSONEncoder` as the resolve contract was first written with: the oracle the
/// writer's bytes are compared with.
enum FoundationJSON {
    /// `value` as `JSONEncoder` writes it with `[.prettyPrinted, .sortedKeys,
    /// .withoutEscapingSlashes]`, every line but the first indented by `indentation` spaces, empty
    /// arrays and objects (which the encoder spreads over lines) written `[]` and `{}`; nil when it throws.
    static func bytes(of value: some Encodable, indentation: Int = 0) -> [UInt8]? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return nil }
        return collapsed([UInt8](data), indentation: indentation)
    }

    /// `value` as `JSONEncoder` writes it with `.sortedKeys` alone; nil when it throws.
    static func compactBytes(of value: some Encodable) -> [UInt8]? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)).map { [UInt8]($0) }
    }

    /// `value` as `JSONEncoder` writes it with `[.sortedKeys, .withoutEscapingSlashes]`: one line;
    /// nil when it throws.
    static func lineBytes(of value: some Encodable) -> [UInt8]? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { [UInt8]($0) }
    }

    private static func collapsed(_ bytes: [UInt8], indentation: Int) -> [UInt8] {
        var output: [UInt8] = []
        let spaces = [UInt8](repeating: UInt8(ascii: " "), count: indentation)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                var next = index + 1
                var spansLines = false
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\n") {
                    spansLines = spansLines || bytes[next] == UInt8(ascii: "\n")
                    next += 1
                }
                let closing = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
                if spansLines, next < bytes.count, bytes[next] == closing {
                    output += [byte, closing]
                    index = next + 1
                    continue
                }
            }
            output.append(byte)
            if byte == UInt8(ascii: "\n") { output += spaces }
            index += 1
        }
        return output
    }
}

@Suite("The JSON writer: Foundation's JSONEncoder bytes, byte for byte, pretty (the resolve contract) and compact")
struct JSONWriterTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
    static let plugins: [any Plugin] = [SitemapPlugin(), SearchIndexPlugin(), SidebarPlugin(), FlipContainerPlugin()]

    /// The example site resolved with `behavior` and `environments` (none: each page's own).
    static func exampleSite(behavior: String?, environments: [String]) -> BuildReport {
        let options = BuildOptions(projectRoot: repository, behavior: behavior, environments: environments)
        return SiteBuilder(options: options, availablePlugins: plugins).resolve(paths: [])
    }

    /// Every environment of the example site's catalog, and each again with appearance suffixes
    /// (taking turns: dark; AX3 right to left; XS high contrast).
    static var everyEnvironment: [String] {
        let catalog = SiteBuilder(options: BuildOptions(projectRoot: repository), availablePlugins: plugins).catalog().catalog
        let ids = catalog.environments.map(\.id)
        let suffixes = ["+dark", "+ax3+rtl", "+xs+high-contrast"]
        return ids + ids.enumerated().map { $1 + suffixes[$0 % suffixes.count] }
    }

    static func expectSameBytes(_ value: some Encodable, indentation: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        let written = JSONWriter.pretty(value, indentation: indentation)
        let oracle = FoundationJSON.bytes(of: value, indentation: indentation)
        #expect(written.map { String(decoding: $0, as: UTF8.self) } == oracle.map { String(decoding: $0, as: UTF8.self) }, sourceLocation: sourceLocation)
        #expect(written == oracle, sourceLocation: sourceLocation)
        let compact = JSONWriter.compact(value)
        let compactOracle = FoundationJSON.compactBytes(of: value)
        #expect(compact.map { String(decoding: $0, as: UTF8.self) } == compactOracle.map { String(decoding: $0, as: UTF8.self) }, "compact", sourceLocation: sourceLocation)
    }

    @Test("every page of the example site, classic and modern, in every environment and appearance", arguments: [
        (nil, false), ("classic", false), ("modern", false), ("classic", true), ("modern", true),
    ] as [(String?, Bool)])
    func exampleSitePages(behavior: String?, everyEnvironment: Bool) throws {
        let report = Self.exampleSite(behavior: behavior, environments: everyEnvironment ? Self.everyEnvironment : [])
        #expect(report.usageError == nil)
        #expect(report.summary == nil)
        #expect(report.resolvedPages.count >= 15)
        #expect(report.resolvedPages.contains { !$0.screens.isEmpty })
        for page in report.resolvedPages {
            let entry = ResolveDocument.encodedEntry(page)
            #expect(entry.diagnostic == nil)
            let oracle = try #require(FoundationJSON.lineBytes(of: page))
            #expect(String(decoding: entry.json, as: UTF8.self) == String(decoding: oracle + [UInt8(ascii: "\n")], as: UTF8.self), "\(page.path)")
        }
        let opening = ResolveDocument.opening(diagnostics: report.diagnostics, pageCount: 1)
        let diagnostics = try #require(FoundationJSON.lineBytes(of: report.diagnostics.sorted()))
        #expect(opening == Array("{\"diagnostics\":".utf8) + diagnostics + Array(",\"pages\":[\n".utf8))
        guard behavior == "modern", everyEnvironment else { return }
        let json = String(decoding: report.resolvedPages.flatMap { ResolveDocument.encodedEntry($0).json }, as: UTF8.self)
        for key in ["\"userInterfaceStyle\":\"dark\"", "\"layoutDirection\":\"rightToLeft\"", "\"contrast\":\"high\"", "\"behavior\":\"modern\"", "\"adaptations\":[{", "\"presentations\":[{", "\"bars\":[{"] {
            #expect(json.contains(key), "the comparison covers \(key)")
        }
    }

    @Test("strings: quotes, backslashes, control characters, non-ASCII, emoji, slashes", arguments: [
        "", "plain", "say \"hi\"", "back\\slash", "a/b</script>", "line\nbreak", "tab\there", "cr\rlf",
        "\u{8}\u{c}", "\u{0}\u{1}\u{1f}\u{7f}", "é à ü", "日本語", "😀👩‍👩‍👧", "\u{2028}\u{2029}", "e\u{301}", "[\n] { }",
        "\u{10}\u{1b}end", "\\\"\\n",
    ])
    func strings(_ string: String) {
        Self.expectSameBytes(string)
        Self.expectSameBytes([string])
        Self.expectSameBytes([string: string])
    }

    @Test("numbers", arguments: [
        0.5, 1e-7, 1e21, -0.0, 0.0, 320, 0.333333, -12.25, 1e15, 999_999_999_999_999, 1e16, 9_007_199_254_740_993,
        123_456_789.123, 0.1 + 0.2, 1e-4, 1e-5, -1e300, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 2.5e-308,
    ])
    func doubles(_ number: Double) {
        Self.expectSameBytes(number)
        Self.expectSameBytes([number, -number])
        Self.expectSameBytes(["width": number])
        Self.expectSameBytes(Float(number))
    }

    @Test("integers")
    func integers() {
        Self.expectSameBytes([Int.min, -1, 0, 7, Int.max])
        Self.expectSameBytes([UInt64.max, 0])
        Self.expectSameBytes([Int8.min, Int8.max])
        Self.expectSameBytes([UInt8.max])
        Self.expectSameBytes(["a": Int32.min])
    }

    @Test("numbers JSON cannot hold: nil both ways", arguments: [Double.infinity, -Double.infinity, Double.nan])
    func nonFinite(_ number: Double) {
        #expect(JSONWriter.pretty(["width": number]) == nil)
        #expect(FoundationJSON.bytes(of: ["width": number]) == nil)
        #expect(JSONWriter.pretty([Float(number)]) == nil)
    }

    struct Everything: Encodable {
        var absent: String?
        var present: String? = "here"
        var null: String?
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nestedEmpty: [[String]] = [[], []]
        var keys: [String: Int] = ["Zed": 1, "abc": 2, "Abc": 3, "é": 4, "z": 5, "a b": 6, "a": 7, "": 8, "10": 9, "9": 10]
        var flags = [true, false]
        var optionals: [Int?] = [1, nil, 3]
        var deep: [[String: [Double]]] = [["b": [1, 2.5]], ["a": []]]

        enum CodingKeys: String, CodingKey {
            case absent, present, null, empty, emptyObject, nestedEmpty, keys, flags, optionals, deep
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(absent, forKey: .absent)
            try container.encodeIfPresent(present, forKey: .present)
            try container.encode(null, forKey: .null)
            try container.encode(empty, forKey: .empty)
            try container.encode(emptyObject, forKey: .emptyObject)
            try container.encode(nestedEmpty, forKey: .nestedEmpty)
            try container.encode(keys, forKey: .keys)
            try container.encode(flags, forKey: .flags)
            try container.encode(optionals, forKey: .optionals)
            try container.encode(deep, forKey: .deep)
            var nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .absent)
            try nested.encode("inner", forKey: .present)
            var list = nested.nestedUnkeyedContainer(forKey: .empty)
            try list.encode(1)
            var element = list.nestedContainer(keyedBy: CodingKeys.self)
            try element.encodeNil(forKey: .null)
            try list.encode("two")
        }
    }

    /// Encodes its keys through two containers and a super encoder, the way `ResolveDocument`'s
    /// screen entry adds `adaptations` to a screen's own keys.
    struct TwoContainers: Encodable {
        enum CodingKeys: String, CodingKey {
            case zeta, alpha, middle
        }

        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: CodingKeys.self)
            try first.encode(1, forKey: .zeta)
            var second = encoder.container(keyedBy: CodingKeys.self)
            try second.encode([String](), forKey: .alpha)
            try ["x": 1].encode(to: second.superEncoder(forKey: .middle))
            try "super".encode(to: second.superEncoder())
        }
    }

    /// Encodes nothing at all.
    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test("optionals absent and null, empty arrays and objects, key order, nested and super containers")
    func structure() {
        Self.expectSameBytes(Everything())
        Self.expectSameBytes([Everything(), Everything()], indentation: 4)
        Self.expectSameBytes(TwoContainers())
        Self.expectSameBytes(["inside": [Nothing()]])
        Self.expectSameBytes([String: Int]())
        Self.expectSameBytes([Int]())
        Self.expectSameBytes(true)
        #expect(JSONWriter.pretty(Nothing()) == nil)
    }

    @Test("a page entry with every optional key absent, and one with awkward text")
    func pages() {
        var page = ResolveDocument.Page(path: "Content/a \"b\"/ç.md", screens: [])
        Self.expectSameBytes(page)
        page.slug = "a/b"
        page.proseHash = "\u{1}\\"
        Self.expectSameBytes(page)
        Self.expectSameBytes([Diagnostic.warning("w\"", "line\nbreak 😀", path: "Content/é.md", at: .init(line: 2, column: 1)), .error("e", "m", path: "x", at: nil)], indentation: 2)
    }
}
