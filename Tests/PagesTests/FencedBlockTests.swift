import Adaptivity
import Pages
import Testing

@Suite("Fenced blocks with file positions")
struct FencedBlockTests {
    @Test("info string, attributes, body and range, front matter lines counted")
    func positionsAfterFrontMatter() throws {
        let text = "---\ntitle: A\nsummary: B\n---\n# Heading\n\n```screen {compact-only wide}\nid: one\nroot: {view: A}\n```\n"
        let page = ParsedPage(PageSource(path: "Content/a.md", relativePath: "a.md", text: text))
        let block = try #require(page.document.fencedBlocks.first)
        #expect(block.info == "screen {compact-only wide}")
        #expect(block.language == "screen")
        #expect(block.attributes == ["compact-only", "wide"])
        #expect(block.body == "id: one\nroot: {view: A}\n")
        #expect(block.range.start == SourcePosition(line: 7, column: 1))
        #expect(block.range.end.line == 10)
        #expect(block.bodyStartLine == 8)
        #expect(block.filePosition(bodyLine: 2, bodyColumn: 7) == SourcePosition(line: 9, column: 7))
    }

    @Test("indented fences and fences inside block quotes report their indentation")
    func indentation() throws {
        let document = MarkdownDocument(markdown: "  ```yaml\n  a: 1\n  ```\n\n> ```screen\n> id: x\n> ```\n")
        let blocks = document.fencedBlocks
        #expect(blocks.map(\.language) == ["yaml", "screen"])
        #expect(blocks.map(\.bodyIndent) == [2, 2])
        #expect(blocks.map(\.bodyStartLine) == [2, 6])
    }

    @Test("fences nested in lists, items and quotes are found in document order, code in inline content is not")
    func nestedInDocumentOrder() {
        let markdown = """
        ```one
        ```

        - item with `inline code`
          ```two
          ```
        - > quoted in an item
          >
          > ```three
          > ```

        > 1. ordered
        >
        >    ```four
        >    ```

        ```five
        ```
        """
        #expect(MarkdownDocument(markdown: markdown).fencedBlocks.map(\.language) == ["one", "two", "three", "four", "five"])
    }

    @Test("a pipe table after nested lists and quotes becomes a table")
    func pipeTableAfterContainers() {
        let html = MarkdownDocument(markdown: "> quote\n>\n> - item\n\n- a\n  - b\n\n| a | b |\n|---|---|\n| 1 | 2 |\n").html(pipeTables: true)
        #expect(html.contains("<td>1</td>"))
    }

    @Test("code blocks without an info string are not fenced blocks for handlers")
    func noInfoString() {
        #expect(MarkdownDocument(markdown: "```\nplain\n```\n\n    indented\n").fencedBlocks.isEmpty)
    }

    @Test("replaced blocks render their HTML verbatim even in safe mode")
    func replacement() {
        let document = MarkdownDocument(markdown: "Intro\n\n```screen\nid: a\n```\n\n<b>raw</b>\n")
        document.replaceFencedBlocks { $0.language == "screen" ? "<figure>a</figure>" : nil }
        let html = document.html()
        #expect(html.contains("<figure>a</figure>"))
        #expect(!html.contains("<code"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
    }

    @Test("the first level-1 heading, inline markup flattened")
    func firstHeading() {
        #expect(MarkdownDocument(markdown: "## Two\n\n# One *and* `code`\n").firstHeading == "One and code")
    }
}
