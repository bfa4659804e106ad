/// Puts the live-reload script into an HTML response: before `</head>`, else before `</body>`,
/// else at the end. Only served responses get it; the files on disk stay as the build wrote them.
enum HTMLInjection {
    /// The script element for a page served from build `buildID`.
    static func scriptElement(buildID: String) -> String {
        "<script src=\"\(LiveReloadScript.path)\" data-sizeboard-build=\"\(buildID)\"></script>"
    }

    /// `html` with `element` inserted once.
    static func inject(_ element: String, into html: [UInt8]) -> [UInt8] {
        let insertion = Array(element.utf8)
        let position = firstIndex(of: "</head", in: html) ?? firstIndex(of: "</body", in: html) ?? html.endIndex
        var result = html
        result.insert(contentsOf: insertion, at: position)
        return result
    }

    /// Where the closing tag `tag` (lowercase ASCII, e.g. `</head`) first starts in `html`,
    /// ignoring case; `</header>` is not `</head>`.
    private static func firstIndex(of tag: String, in html: [UInt8]) -> Int? {
        let needle = Array(tag.utf8)
        guard html.count > needle.count else { return nil }
        for start in 0..<(html.count - needle.count) {
            let next = html[start + needle.count]
            guard next == UInt8(ascii: ">") || next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\t") else { continue }
            var matches = true
            for offset in 0..<needle.count {
                var byte = html[start + offset]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != needle[offset] {
                    matches = false
                    break
                }
            }
            if matches { return start }
        }
        return nil
    }
}
