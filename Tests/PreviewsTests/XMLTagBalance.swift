/// A small well-formedness check: every tag closes in order, attribute values are quoted, and no
/// raw `<`, `>` or unescaped `&` appears in text. Enough to catch broken SVG without a parser.
enum XMLTagBalance {
    /// The first problem found, or nil when the document is balanced.
    static func problem(in document: String) -> String? {
        var open: [String] = []
        var scalars = Substring(document).unicodeScalars[...]
        var roots = 0
        while let first = scalars.first {
            if first == "&" {
                guard let end = scalars.firstIndex(of: ";") else { return "unterminated entity" }
                let name = String(scalars[scalars.index(after: scalars.startIndex)..<end])
                let known = ["amp", "lt", "gt", "quot", "apos"]
                guard known.contains(name) || name.hasPrefix("#") else { return "unknown entity &\(name);" }
                scalars = scalars[scalars.index(after: end)...]
                continue
            }
            if first == ">" { return "raw > in text" }
            guard first == "<" else {
                scalars = scalars.dropFirst()
                continue
            }
            guard let end = scalars.firstIndex(of: ">") else { return "unterminated tag" }
            let tag = String(scalars[scalars.index(after: scalars.startIndex)..<end])
            scalars = scalars[scalars.index(after: end)...]
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            if tag.contains("<") { return "< inside tag \(tag)" }
            if tag.filter({ $0 == "\"" }).count % 2 != 0 { return "unbalanced quotes in \(tag)" }
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst())
                guard open.last == name else { return "</\(name)> closes \(open.last ?? "nothing")" }
                open.removeLast()
                continue
            }
            let name = String(tag.prefix { $0 != " " && $0 != "/" && $0 != "\n" })
            if open.isEmpty { roots += 1 }
            if !tag.hasSuffix("/") { open.append(name) }
        }
        if !open.isEmpty { return "unclosed <\(open.last!)>" }
        return roots == 1 ? nil : "\(roots) root elements"
    }
}
