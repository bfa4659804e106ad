import Adaptivity
import Foundation
@testable import Pages
import Testing
import Yams

/// The screen decoder's tree read from libyaml's events against the same tree composed by Yams:
/// every text the event reader composes must give Yams' tree, marks, styles and tags included.
@Suite("YAML event composer: the same tree as Yams")
struct YAMLEventComposerTests {
    /// Every `screen` block of the example site, the decoder tests' full screen, and texts at the
    /// edges of what the reader composes.
    static let corpus: [String] = exampleSiteScreens() + [ScreenDecoderHappyPathTests.fullScreen] + [
        "",
        "# only a comment\n",
        "---\nid: a\n...\n",
        "---\n",
        "a: 'it''s'\nb: \"tab\\tnul\\0end\"\nc: \"\\uFEFFmarked\"\nd: \u{FEFF}inner\ne: \"\\uFEFF\\uFEFFtwice\"\nf: \"\\uFEFF\"\n",
        "text: |\n  two\n  lines\nfolded: >\n  one\n  line\n",
        "é: ü\n\"ключ\": 値\nemoji: 🙂 text\n",
        "a: &anchor {view: A}\nb: [1, 2, [3, {c: d}]]\n",
        "? complex\n: value\n? [a, b]\n: list key\n",
        "plain: multi\n  line\n  plain\n",
        "list:\n- a\n-\n- ~\n- null\n- ''\n",
        "{flow: mapping, with: [a, list]}",
        "[top, level, list]",
        "just text",
        "a:\n  b:\n    c:\n      d: [e, {f: g}]\n",
        "k1: 1\nk2: 2\nk3: 3\nk4: 4\nk5: 5\nk6: 6\nk7: 7\nk8: 8\nk9: 9\nk10: 10\nk11: 11\nk12: 12\nk13: 13\nk14: 14\nk15: 15\nk16: 16\nk17: 17\nk18: 18\n",
        "a: b\r\nc: d\r\n",
    ]

    /// Texts the reader declines, each for a reason composing through Yams reports or resolves.
    static let declined: [String] = [
        "a: 1\na: 2\n",
        "a: 1\n'a': 2\n",
        "k1: 1\nk2: 2\nk3: 3\nk4: 4\nk5: 5\nk6: 6\nk7: 7\nk8: 8\nk9: 9\nk10: 10\nk11: 11\nk12: 12\nk13: 13\nk14: 14\nk15: 15\nk16: 16\nk17: 17\nk1: 18\n",
        "? [a]\n: 1\n? [b]\n: 2\n",
        "a: &x 1\nb: *x\n",
        "a: !custom text\n",
        "a: !!str text\n",
        "a: !seq [1]\n",
        "a: 1\n---\nb: 2\n",
        "a: [1, 2\n",
        "a: b: c\n",
        "\"unclosed\n",
    ]

    static func exampleSiteScreens() -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let content = root.appendingPathComponent("Content")
        guard let files = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil) else { return [] }
        var blocks: [String] = []
        for case let file as URL in files where file.pathExtension == "md" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            var block: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if block == nil, line == "```screen" {
                    block = []
                } else if block != nil, line == "```" {
                    blocks.append(block!.joined(separator: "\n") + "\n")
                    block = nil
                } else {
                    block?.append(line)
                }
            }
        }
        return blocks.sorted()
    }

    /// Whether two trees are the same node for node, with the same marks, styles and tags.
    static func identical(_ left: YAMLNode, _ right: YAMLNode) -> Bool {
        guard left.mark == right.mark else { return false }
        switch (left, right) {
        case let (.scalar(a), .scalar(b)):
            return a.string == b.string && a.isPlain == b.isPlain && a.tag == b.tag
        case let (.mapping(a), .mapping(b)):
            return a.tag == b.tag && a.pairs.count == b.pairs.count
                && zip(a.pairs, b.pairs).allSatisfy { identical($0.key, $1.key) && identical($0.value, $1.value) }
        case let (.sequence(a), .sequence(b)):
            return a.tag == b.tag && a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { identical($0, $1) }
        default:
            return false
        }
    }

    /// Checks `text`: when the reader composes it, Yams composes the same tree. Returns whether
    /// the reader composed it.
    @discardableResult
    static func checkAgainstYams(_ text: String) -> Bool {
        guard case .composed(let root) = YAMLEventComposer.compose(text) else { return false }
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch {
            Issue.record("the reader composed a text Yams rejects (\(error)): \(text.debugDescription)")
            return true
        }
        switch (root, composed) {
        case (nil, nil):
            break
        case let (root?, composed?):
            #expect(identical(root, YAMLNode(composed)), "\(text.debugDescription)")
        default:
            Issue.record("one root is missing: \(text.debugDescription)")
        }
        return true
    }

    @Test("each text of the corpus composes to Yams' tree", arguments: corpus)
    func composesAsYams(text: String) {
        #expect(Self.checkAgainstYams(text), "declined: \(text.debugDescription)")
    }

    @Test("the example site has screens to compare")
    func corpusHasTheExampleSite() {
        #expect(Self.exampleSiteScreens().count >= 20)
    }

    @Test("what Yams reports or resolves is declined", arguments: declined)
    func declines(text: String) {
        guard case .declined = YAMLEventComposer.compose(text) else {
            Issue.record("composed: \(text.debugDescription)")
            return
        }
    }

    @Test("mutated screens compose to Yams' tree whenever they compose")
    func mutationsComposeAsYams() {
        var generator = SeededGenerator(state: 0x5EED_7A3E)
        var composedCount = 0
        var declinedCount = 0
        for round in 0..<3_000 {
            let base = Self.corpus[round % Self.corpus.count]
            let text = ScreenDecoderFuzzTests.mutate(base, using: &generator)
            if Self.checkAgainstYams(text) { composedCount += 1 } else { declinedCount += 1 }
        }
        #expect(composedCount > 1_000)
        #expect(declinedCount > 100)
    }

    @Test("a screen reads the same whichever way its text was composed")
    func decodingMatchesThroughEitherTree() throws {
        let text = ScreenDecoderHappyPathTests.fullScreen
        let locator = YAMLLocator(text: text) { line, column in SourcePosition(line: line, column: column) }
        guard case .composed(let root) = YAMLEventComposer.compose(text) else {
            Issue.record("declined")
            return
        }
        let yamsRoot = try #require(try Yams.compose(yaml: text, .basic, .default, .utf8))
        let first = DecodingContext(path: "p.md", locator: locator, vocabulary: .standard)
        let second = DecodingContext(path: "p.md", locator: locator, vocabulary: .standard)
        let start = SourcePosition(line: 1, column: 1)
        #expect(first.decodeScreen(root, blockStart: start) == second.decodeScreen(YAMLNode(yamsRoot), blockStart: start))
        #expect(first.diagnostics == second.diagnostics)
    }
}
