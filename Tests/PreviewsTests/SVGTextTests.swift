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

    /// Every number of every length of digits, and around each power of ten, as the rounding to
    /// hundredths and `String(_:)`'s digits write it.
    @Test func formatsNumbersOfEveryLength() {
        func reference(_ value: Double) -> String {
            let scaled = min(max(value, -1e15), 1e15) * 100
            let hundredths = Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
            guard hundredths != 0 else { return "0" }
            let fraction = hundredths.magnitude % 100
            let decimals = fraction == 0 ? "" : fraction % 10 == 0 ? ".\(fraction / 10)" : ".\(fraction / 10)\(fraction % 10)"
            return (hundredths < 0 ? "-" : "") + String(hundredths.magnitude / 100) + decimals
        }
        var values: [Double] = [0.5, 9.99, 99.995, 999.5, 9_999.99, 123_456.78, 1e14 + 0.25, 1e15, 3e15]
        var power = 1.0
        for _ in 0..<16 {
            values += [power - 1, power - 0.01, power, power + 0.5, power * 7 + 0.25]
            power *= 10
        }
        values += stride(from: 0.0, through: 12_000, by: 0.37)
        for value in values + values.map(-) {
            #expect(SVGText.number(value) == reference(value), "\(value)")
        }
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
