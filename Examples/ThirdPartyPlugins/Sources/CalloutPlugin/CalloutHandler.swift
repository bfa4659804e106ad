import Sizeboard

/// Renders ```` ```callout {warning} ```` blocks as an `<aside>` holding the block's body as Markdown.
struct CalloutHandler: BlockHandler {
    func render(_ context: BlockContext) -> BlockResult {
        let kind = context.block.attributes.first ?? "note"
        var diagnostics: [Diagnostic] = []
        if !["note", "warning", "tip"].contains(kind) {
            diagnostics.append(.warning("unknown-callout", "unknown callout kind `\(kind)`; use note, warning or tip",
                                        path: context.page.path, at: context.block.range.start))
        }
        let body = MarkdownDocument(markdown: context.block.body)
            .html(allowsRawHTML: context.site.config.allowsRawHTML)
        return BlockResult(
            html: "<aside class=\"callout callout-\(SVGText.escape(kind))\">\(body)</aside>",
            diagnostics: diagnostics,
            headElements: ["<style>.callout{border-left:4px solid #0a66d8;padding:0 1rem}.callout-warning{border-color:#c4261d}</style>"]
        )
    }
}
