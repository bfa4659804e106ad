import Foundation
import Testing

/// Keeps `Content/docs/screen-reference.md` complete: every name the screen decoder accepts (a
/// field, a kind, a value) must appear in one of its code spans or code blocks.
///
/// The names are read from the decoder's own sources, so a field or value added to a table
/// (`ControllerFieldNames`, `ValueNames`, an `allowed:` list, `ScreenVocabulary`) without a line in
/// the reference fails here.
@Suite("The screen reference names everything the decoder accepts")
struct ScreenReferenceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    /// The decoder's sources that hold names of the content language. Files about YAML syntax
    /// itself (identifiers, node descriptions, the YAML composer) hold none.
    static var decoderSources: [URL] {
        let folder = repository.appendingPathComponent("Sources/Pages/Internal/ScreenDecoding")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let syntax: Set<String> = ["Identifier.swift", "NodeDescription.swift"]
        return files.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("YAML") && !syntax.contains($0) }.sorted()
            .map { folder.appendingPathComponent($0) }
            + [repository.appendingPathComponent("Sources/Pages/API/ScreenVocabulary.swift")]
    }

    /// Every string literal of the sources that is one word starting with a lowercase letter:
    /// field names, kind names and value names (messages have spaces, codes have dashes).
    static func acceptedNames() throws -> Set<String> {
        var names: Set<String> = []
        let literal = /"([a-z][A-Za-z0-9]*)"/
        for file in decoderSources {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for match in line.matches(of: literal) {
                    names.insert(String(match.output.1))
                }
            }
        }
        return names
    }

    /// The words inside the reference's code spans and fenced code blocks.
    static func documentedNames() throws -> Set<String> {
        let text = try String(contentsOf: repository.appendingPathComponent("Content/docs/screen-reference.md"), encoding: .utf8)
        var code: [Substring] = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock.toggle()
            } else if inBlock {
                code.append(line)
            } else {
                code += line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            }
        }
        var words: Set<String> = []
        for fragment in code {
            for match in fragment.matches(of: /[A-Za-z][A-Za-z0-9]*/) {
                words.insert(String(match.output))
            }
        }
        return words
    }

    @Test("the decoder's sources are found and hold the known tables")
    func sourcesAreRead() throws {
        let names = try Self.acceptedNames()
        for sample in ["view", "displayMode", "overCurrentContext", "destructive", "placeholder", "installed"] {
            #expect(names.contains(sample), "the scan of the decoder's sources missed `\(sample)`")
        }
    }

    @Test("every accepted name appears in Content/docs/screen-reference.md")
    func referenceIsComplete() throws {
        let missing = try Self.acceptedNames().subtracting(Self.documentedNames()).sorted()
        #expect(missing.isEmpty, "the decoder accepts names the reference does not mention: \(missing.joined(separator: ", "))")
    }
}
