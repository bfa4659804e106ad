/// Breaks text into lines that fit a width, by the estimate of ``SVGText/estimatedWidth(of:fontSize:bold:)``.
enum TextWrapping {
    /// At most `maximumLines` lines; the last one ends in `…` when text is left over.
    static func lines(of text: String, width: Double, fontSize: Double, bold: Bool = false, maximumLines: Int) -> [String] {
        guard maximumLines > 0, width > 0 else { return [] }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        var lines: [String] = []
        var current = ""
        var index = 0
        while index < words.count {
            let candidate = current.isEmpty ? words[index] : current + " " + words[index]
            if SVGText.estimatedWidth(of: candidate, fontSize: fontSize, bold: bold) <= width || current.isEmpty {
                current = candidate
                index += 1
                continue
            }
            if lines.count == maximumLines - 1 { break }
            lines.append(current)
            current = ""
        }
        if !current.isEmpty {
            let isCut = index < words.count
            let last = isCut ? current + " …" : current
            lines.append(SVGText.truncate(last, toWidth: width, fontSize: fontSize, bold: bold))
        }
        return lines.map { SVGText.truncate($0, toWidth: width, fontSize: fontSize, bold: bold) }
    }
}
