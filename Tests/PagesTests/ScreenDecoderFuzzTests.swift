import Adaptivity
import Pages
import Testing

/// SplitMix64: a seeded generator, so every run mutates the same way.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

@Suite("Screen decoder: random mutations")
struct ScreenDecoderFuzzTests {
    static let fragments = [
        " ", ":", "-", "[", "]", "{", "}", ",", "#", "&a", "*a", "!", "|", ">", "'", "\"", "\n", "\t", "x", "0", "é", "?",
        "view", "split", "tabs", "stack", "primary", "selected: 9", "from", "source", "style", "custom", "variants",
        "when", "installed: false", "~", "null", "- ", "  ", "id: ", "title: ", "preferredSize: [1, 2]", "\u{0}",
    ]

    static let base = ScreenDecoderHappyPathTests.fullScreen + """
        variants: []

        """

    static func mutate(_ text: String, using generator: inout SeededGenerator) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let line = Int.random(in: 0..<lines.count, using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0 where !lines[line].isEmpty:
                var characters = Array(lines[line])
                characters.remove(at: Int.random(in: 0..<characters.count, using: &generator))
                lines[line] = String(characters)
            case 1:
                var characters = Array(lines[line])
                let fragment = fragments.randomElement(using: &generator)!
                characters.insert(contentsOf: fragment, at: Int.random(in: 0...characters.count, using: &generator))
                lines[line] = String(characters)
            case 2:
                lines.insert(lines[line], at: line)
            case 3 where lines.count > 1:
                lines.remove(at: line)
            case 4:
                lines.swapAt(line, Int.random(in: 0..<lines.count, using: &generator))
            case 5:
                lines[line] = "  " + lines[line]
            default:
                lines[line] = String(lines[line].drop { $0 == " " }.prefix(Int.random(in: 0...40, using: &generator)))
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func mutatedScreensNeverCrashAndAlwaysExplainThemselves() {
        var generator = SeededGenerator(state: 2026)
        var failures = 0
        for _ in 0..<400 {
            let text = Self.mutate(Self.base, using: &generator)
            let decoding = decodeScreen(text, vocabulary: pluginVocabulary)
            let hasErrors = decoding.diagnostics.contains { $0.severity == .error }
            if hasErrors { failures += 1 }
            #expect((decoding.screen == nil) == hasErrors, "\(text)")
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            for diagnostic in decoding.diagnostics {
                let position = diagnostic.position ?? SourcePosition(line: 0, column: 0)
                #expect((bodyStartLine - 1)...(bodyStartLine + lineCount) ~= position.line, "\(diagnostic)\n\(text)")
                #expect(position.column >= 1, "\(diagnostic)")
                #expect(!diagnostic.code.isEmpty && diagnostic.code.allSatisfy { $0.isLowercase || $0 == "-" }, "\(diagnostic)")
            }
            #expect(decodeScreen(text, vocabulary: pluginVocabulary) == decoding)
        }
        #expect(failures > 100)
    }
}
