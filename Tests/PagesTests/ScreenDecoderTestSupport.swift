import Adaptivity
import Pages

/// The file line of a block body's first line in these tests: positions must carry the offset.
let bodyStartLine = 12

/// A `screen` block whose body starts at `bodyStartLine`, with `indent` columns cut by cmark.
func screenBlock(_ body: String, indent: Int = 0) -> FencedBlock {
    let lineCount = body.split(separator: "\n", omittingEmptySubsequences: false).count
    return FencedBlock(
        info: "screen",
        language: "screen",
        attributes: [],
        body: body,
        range: SourceRange(
            start: SourcePosition(line: bodyStartLine - 1, column: 1 + indent),
            end: SourcePosition(line: bodyStartLine + lineCount, column: 3 + indent)
        ),
        bodyStartLine: bodyStartLine,
        bodyIndent: indent
    )
}

/// Decodes `body` as the screen block of `Content/test.md`.
func decodeScreen(_ body: String, vocabulary: ScreenVocabulary = .standard, indent: Int = 0) -> ScreenDecoding {
    ScreenDecoder(vocabulary: vocabulary).decode(screenBlock(body, indent: indent), path: "Content/test.md")
}

/// A vocabulary with a plugin container kind and a custom presentation.
let pluginVocabulary = ScreenVocabulary(
    contentKinds: ScreenVocabulary.standardContentKinds.union(["chart"]),
    containerKinds: ["sidebarContainer"],
    customPresentations: ["sidebar"]
)
