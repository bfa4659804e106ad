import Pages
import Testing

@Suite("Pipe tables, an extension of the rendering")
struct PipeTableTests {
    func html(_ markdown: String, allowsRawHTML: Bool = false) -> String {
        MarkdownDocument(markdown: markdown).html(allowsRawHTML: allowsRawHTML, pipeTables: true)
    }

    @Test("header, alignments and body rows, with inline Markdown in cells")
    func table() {
        let rendered = html("Intro\n\n| kind | fields | count |\n|:---|:---:|---:|\n| `view` | **leaf** | 1 |\n| `split` | two | 2 |\n")
        #expect(rendered.contains("<p>Intro</p>"))
        #expect(rendered.contains("<th style=\"text-align: left\">kind</th>"))
        #expect(rendered.contains("<th style=\"text-align: center\">fields</th>"))
        #expect(rendered.contains("<td style=\"text-align: right\">2</td>"))
        #expect(rendered.contains("<td style=\"text-align: left\"><code>view</code></td>"))
        #expect(rendered.contains("<strong>leaf</strong>"))
        #expect(!rendered.contains("|"))
    }

    @Test("pipes inside code spans and escaped pipes stay in their cell")
    func pipesInCells() {
        let rendered = html("| a | b |\n|---|---|\n| `x|y` | p \\| q |\n")
        #expect(rendered.contains("<td><code>x|y</code></td>"))
        #expect(rendered.contains("<td>p | q</td>"))
    }

    @Test("paragraphs that are not tables, and tables when the extension is off, stay as they are", arguments: [
        "| just a line with a pipe\n",
        "| a | b |\n| not a delimiter |\n",
        "text | with | pipes\n|---|---|\n",
    ])
    func notTables(markdown: String) {
        #expect(!html(markdown).contains("<table>"))
    }

    @Test("without the extension, a table is a paragraph, as CommonMark says")
    func extensionOff() {
        #expect(!MarkdownDocument(markdown: "| a |\n|---|\n").html().contains("<table>"))
    }

    @Test("raw HTML in cells is omitted in safe mode")
    func rawHTMLInCells() {
        #expect(!html("| a |\n|---|\n| <script>x</script> |\n").contains("<script>"))
        #expect(html("| a |\n|---|\n| <b>x</b> |\n", allowsRawHTML: true).contains("<b>x</b>"))
    }
}
