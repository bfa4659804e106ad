import Adaptivity
import Yams

/// Decodes `screen` blocks.
public struct ScreenDecoder: Sendable {
    /// The names the block may use.
    public var vocabulary: ScreenVocabulary

    /// Creates a decoder.
    public init(vocabulary: ScreenVocabulary = .standard) {
        self.vocabulary = vocabulary
    }

    /// Decodes `block`.
    public func decode(_ block: FencedBlock, path: String) -> ScreenDecoding {
        guard let node = try? Yams.compose(yaml: block.body), let id = node["id"]?.string else {
            return ScreenDecoding(screen: nil, diagnostics: [.error("missing-field", "missing 'id'", path: path, at: block.range.start)])
        }
        let root = ControllerSpec(id: "root", title: node["title"]?.string, kind: .view(ViewSpec(content: "list")))
        return ScreenDecoding(screen: ScreenSpec(id: id, title: node["title"]?.string, root: root), diagnostics: [])
    }
}
