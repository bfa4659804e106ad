import Adaptivity

/// Decodes the YAML of a `screen` block into a `ScreenSpec`, reporting every problem at its
/// position in the Markdown file.
///
/// Decoding never traps: syntax errors, unknown names, wrong types, duplicate or dangling ids and
/// nesting deeper than ``maximumDepth`` controllers all become diagnostics, collected in one pass.
///
/// Ids default to the slug of the title (`Photo Library` → `photo-library`). A controller with
/// neither id nor title gets its kind and its ordinal among untitled controllers of that kind, in
/// document order: `navigation-1`, `navigation-2`. Ids are unique across the root hierarchy, the
/// controllers that actions show and the presented ones; a variant describes the same controller
/// again, so it keeps the base id, cannot change it, and its controllers may repeat ids.
///
/// An action without `from` is sent by the root; a presentation without `from` keeps it nil,
/// which means the root. YAML aliases (`*name`) are rejected, so a block's tree is never larger
/// than its text.
public struct ScreenDecoder: Sendable {
    /// How many controllers deep a hierarchy may nest.
    public static let maximumDepth = 64

    /// How many actions a screen may have: the engine lays the hierarchy out again after each
    /// one, so the work grows with the square of their number (`too-many-actions`).
    public static let maximumActions = 1_000

    /// The names the decoder accepts beyond the built-in ones.
    public var vocabulary: ScreenVocabulary

    /// Creates a decoder for `vocabulary`.
    public init(vocabulary: ScreenVocabulary = .standard) {
        self.vocabulary = vocabulary
    }

    /// Decodes `block`, found in the file at `path`; the screen is nil when any error was found.
    public func decode(_ block: FencedBlock, path: String) -> ScreenDecoding {
        let locator = YAMLLocator(block: block)
        let composition = YAMLComposer.composeTree(block.body, locator: locator, path: path)
        var diagnostics = composition.diagnostics
        var screen: ScreenSpec?
        var expectations: [ScreenExpectation] = []
        var environmentPositions: [SourcePosition] = []
        if diagnostics.isEmpty {
            let context = DecodingContext(path: path, locator: locator, vocabulary: vocabulary)
            screen = context.decodeScreen(composition.root, blockStart: block.range.start)
            expectations = context.decodeExpectations(composition.root)
            environmentPositions = context.environmentPositions(composition.root)
            diagnostics = context.diagnostics
        }
        diagnostics.sort()
        let hasErrors = diagnostics.contains { $0.severity == .error }
        var decoding = ScreenDecoding(screen: hasErrors ? nil : screen, diagnostics: diagnostics)
        decoding.expectations = expectations
        decoding.environmentPositions = environmentPositions
        return decoding
    }
}
