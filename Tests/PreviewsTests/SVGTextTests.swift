import Testing
import Previews

@Suite struct SVGTextTests {
    @Test func escapesTheFiveXMLCharacters() {
        #expect(SVGText.escape(#"<script>alert("x")</script> & 'y'"#)
            == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;")
    }

    @Test func dropsControlCharactersXMLForbids() {
        #expect(SVGText.escape("a\u{0}b\u{1B}c\u{FFFE}d\te") == "abcd\te")
    }

    @Test func leavesPlainTextAlone() {
        #expect(SVGText.escape("No Conversation Selected — ✓") == "No Conversation Selected — ✓")
    }

    @Test(arguments: [
        (12.0, "12"), (12.5, "12.5"), (0.333, "0.33"), (-0.001, "0"), (-3.25, "-3.25"), (1.006, "1.01"),
        (0.05, "0.05"), (100.10, "100.1"), (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func formatsNumbersStably(_ value: Double, _ expected: String) {
        #expect(SVGText.number(value) == expected)
    }

    @Test func truncatesWithAnEllipsisToFit() {
        let title = "A Very Long Conversation Title That Cannot Fit"
        let fitted = SVGText.truncate(title, toWidth: 100, fontSize: 17)
        #expect(fitted.hasSuffix("…"))
        #expect(SVGText.estimatedWidth(of: fitted, fontSize: 17) <= 100)
        #expect(SVGText.truncate("Inbox", toWidth: 100, fontSize: 17) == "Inbox")
        #expect(SVGText.truncate("Inbox", toWidth: 2, fontSize: 17) == "")
    }
}
