import Adaptivity
import CCmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A CommonMark document parsed by libcmark. It owns its tree and frees it when released.
///
/// A document is not `Sendable`: parse, edit and render it within one task and hand the
/// resulting strings across.
public final class MarkdownDocument {
    private let root: OpaquePointer
    private let lineOffset: Int
    private let markdown: String
    private var placeholders = BlockPlaceholders()

    /// Parses `markdown`; `lineOffset` lines (a cut-off front matter) are added to every reported line.
    public init(markdown: String, lineOffset: Int = 0) {
        var text = markdown
        root = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                cmark_parse_document(characters.baseAddress, characters.count, CMARK_OPT_DEFAULT)
            }
        }
        self.lineOffset = lineOffset
        self.markdown = markdown
    }

    deinit {
        cmark_node_free(root)
    }

    /// The fenced code blocks that carry an info string, in document order.
    public var fencedBlocks: [FencedBlock] {
        codeBlockNodes().compactMap(fencedBlock(for:))
    }

    /// Replaces every fenced block for which `replacement` returns HTML by that HTML, verbatim.
    ///
    /// The HTML is inserted even when raw HTML is omitted from rendering: it comes from a block
    /// handler, not from the page's author.
    public func replaceFencedBlocks(_ replacement: (FencedBlock) -> String?) {
        for node in codeBlockNodes() {
            guard let block = fencedBlock(for: node), let html = replacement(block) else { continue }
            guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            placeholders.place(html, in: custom)
            cmark_node_replace(node, custom)
            cmark_node_free(node)
        }
    }

    /// Renders the document as HTML; raw HTML is omitted unless `allowsRawHTML` is set. With
    /// `pipeTables`, paragraphs that are GitHub-style pipe tables become tables (an extension:
    /// plain CommonMark has no tables).
    public func html(allowsRawHTML: Bool = false, pipeTables: Bool = false) -> String {
        let options = allowsRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        if pipeTables { replacePipeTables(options: options) }
        guard let rendered = cmark_render_html(root, options) else { return "" }
        defer { free(rendered) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self), count: strlen(rendered))
        if let spliced = placeholders.splice(bytes) { return spliced }
        placeholders.restore()
        placeholders = BlockPlaceholders()
        return html(allowsRawHTML: allowsRawHTML, pipeTables: false)
    }

    /// The text of the first level-1 heading, if any.
    public var firstHeading: String? {
        var heading: String?
        walk { node, entering in
            guard entering, cmark_node_get_type(node) == CMARK_NODE_HEADING, cmark_node_get_heading_level(node) == 1 else {
                return true
            }
            heading = plainText(of: node)
            return false
        }
        return heading
    }

    private func replacePipeTables(options: Int32) {
        let paragraphs = blocks { cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH && Self.startsWithPipe($0) }
        guard !paragraphs.isEmpty else { return }
        let lines = Self.lines(of: markdown)
        for node in paragraphs {
            let first = Int(cmark_node_get_start_line(node)) - 1
            let last = Int(cmark_node_get_end_line(node)) - 1
            guard first >= 0, first < last, last < lines.count, let table = PipeTable(lines: Array(lines[first...last])) else { continue }
            let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
            cmark_node_set_on_enter(custom, table.html(options: options))
            cmark_node_replace(node, custom)
            cmark_node_free(node)
        }
    }

    /// Whether a paragraph's text begins with `|`, as every pipe table's does.
    private static func startsWithPipe(_ paragraph: OpaquePointer) -> Bool {
        guard let first = cmark_node_first_child(paragraph), let literal = cmark_node_get_literal(first) else { return false }
        return literal.pointee == CChar(UInt8(ascii: "|"))
    }

    /// The lines of `text`, split on line feeds byte by byte.
    private static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.utf8.startIndex
        for index in text.utf8.indices where text.utf8[index] == UInt8(ascii: "\n") {
            lines.append(text[start..<index])
            start = text.utf8.index(after: index)
        }
        lines.append(text[start...])
        return lines
    }

    private func codeBlockNodes() -> [OpaquePointer] {
        blocks { cmark_node_get_type($0) == CMARK_NODE_CODE_BLOCK }
    }

    /// The blocks `include` picks, in document order, found without visiting inline content:
    /// only the blocks that hold blocks (block quotes, lists, items, custom blocks) are entered,
    /// since a paragraph's or heading's children are inlines, most of a document's nodes.
    private func blocks(where include: (OpaquePointer) -> Bool) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        var next = cmark_node_first_child(root)
        while let node = next {
            if include(node) { found.append(node) }
            if Self.holdsBlocks(node), let child = cmark_node_first_child(node) {
                next = child
                continue
            }
            next = nil
            var climbing: OpaquePointer? = node
            while let current = climbing {
                if let sibling = cmark_node_next(current) {
                    next = sibling
                    break
                }
                let parent = cmark_node_parent(current)
                climbing = parent == root ? nil : parent
            }
        }
        return found
    }

    private static func holdsBlocks(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_CUSTOM_BLOCK: true
        default: false
        }
    }

    private func fencedBlock(for node: OpaquePointer) -> FencedBlock? {
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        guard !info.isEmpty else { return nil }
        let startLine = Int(cmark_node_get_start_line(node)) + lineOffset
        let startColumn = Int(cmark_node_get_start_column(node))
        let endLine = Int(cmark_node_get_end_line(node)) + lineOffset
        let endColumn = Int(cmark_node_get_end_column(node))
        let (language, attributes) = Self.splitInfo(info)
        return FencedBlock(
            info: info,
            language: language,
            attributes: attributes,
            body: cmark_node_get_literal(node).map { String(cString: $0) } ?? "",
            range: SourceRange(
                start: SourcePosition(line: startLine, column: startColumn),
                end: SourcePosition(line: endLine, column: endColumn)
            ),
            bodyStartLine: startLine + 1,
            bodyIndent: startColumn - 1
        )
    }

    /// Splits `screen {compact-only wide}` into `screen` and `["compact-only", "wide"]`.
    static func splitInfo(_ info: String) -> (language: String, attributes: [String]) {
        let trimmed = info.drop { $0 == " " || $0 == "\t" }
        let language = String(trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "{" })
        let rest = trimmed.dropFirst(language.count)
        guard let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") else {
            return (language, [])
        }
        let attributes = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        return (language, attributes.map(String.init))
    }

    private func plainText(of node: OpaquePointer) -> String {
        var text = ""
        var child = cmark_node_first_child(node)
        while let current = child {
            if let literal = cmark_node_get_literal(current) {
                text += String(cString: literal)
            } else {
                text += plainText(of: current)
            }
            child = cmark_node_next(current)
        }
        return text
    }

    private func walk(_ visit: (OpaquePointer, Bool) -> Bool) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if !visit(node, event == CMARK_EVENT_ENTER) { return }
        }
    }
}
