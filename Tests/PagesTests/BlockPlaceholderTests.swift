import CCmark
import Pages
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Replaced fenced blocks are spliced into libcmark's output as if libcmark had written them")
struct BlockPlaceholderTests {
    /// libcmark's output for `markdown` with every fenced block replaced by a custom block whose
    /// text is the next of `htmls`: the tree holding the HTML itself.
    private func reference(_ markdown: String, _ htmls: [String], options: Int32) -> String {
        let root = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT)!
        defer { cmark_node_free(root) }
        var blocks: [OpaquePointer] = []
        let iterator = cmark_iter_new(root)
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            let node = cmark_iter_get_node(iterator)!
            if cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK {
                blocks.append(node)
            }
        }
        cmark_iter_free(iterator)
        for (node, html) in zip(blocks, htmls) {
            let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
            cmark_node_set_on_enter(custom, html)
            cmark_node_replace(node, custom)
            cmark_node_free(node)
        }
        let rendered = cmark_render_html(root, options)!
        defer { free(rendered) }
        return String(cString: rendered)
    }

    static let documents = [
        "```a\n```\n",
        "Intro\n\n```a\nx\n```\n\nOutro\n",
        "```a\n```\n```b\n```\n",
        "- item\n\n  ```a\n  x\n  ```\n- next\n\n> ```b\n> ```\n\n<b>raw</b> and `code`\n",
        "Text with \u{1} and é → ü\n\n```a\n```\n\ntail \u{1}0:0\u{1}\n",
    ]

    static let htmls = [
        "<figure>a</figure>", "<figure>a</figure>\n", "", "\n", "\n\n", "é → ü\n<p>x</p>", "before\u{0}after", "\u{0}", "<p>\u{1}0:0\u{1}</p>", "crlf\r\n", "a\n\u{301}",
    ]

    @Test("each document, each HTML in each block, safe and unsafe", arguments: documents.indices)
    func matchesTheTree(document: Int) {
        let markdown = Self.documents[document]
        for first in Self.htmls {
            for second in Self.htmls {
                for unsafe in [false, true] {
                    let parsed = MarkdownDocument(markdown: markdown)
                    var remaining = [first, second]
                    parsed.replaceFencedBlocks { _ in remaining.isEmpty ? nil : remaining.removeFirst() }
                    let expected = reference(markdown, [first, second], options: unsafe ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT)
                    #expect(parsed.html(allowsRawHTML: unsafe) == expected, "\(String(reflecting: markdown)) \(String(reflecting: first)) \(String(reflecting: second)) \(unsafe)")
                }
            }
        }
    }
}
