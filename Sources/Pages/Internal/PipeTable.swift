import CCmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A GitHub-style pipe table found in a paragraph's source lines: a header row, a delimiter row
/// (`|---|:---:|`) and body rows. libcmark has no table extension, so Sizeboard renders them.
struct PipeTable {
    enum Alignment {
        case none, left, center, right
    }

    let header: [String]
    let alignments: [Alignment]
    let rows: [[String]]

    /// The table the lines hold, or nil when they are not one.
    init?(lines: [Substring]) {
        let trimmed = lines.map { $0.drop(while: { $0 == " " }) }
        guard trimmed.count >= 2, trimmed.allSatisfy({ $0.hasPrefix("|") }) else { return nil }
        let delimiter = Self.cells(of: trimmed[1])
        let alignments = delimiter.compactMap(Self.alignment)
        guard !delimiter.isEmpty, alignments.count == delimiter.count else { return nil }
        header = Self.cells(of: trimmed[0])
        self.alignments = alignments
        rows = trimmed.dropFirst(2).map(Self.cells)
    }

    /// The table as HTML, each cell's inline Markdown rendered by libcmark with `options`.
    func html(options: Int32) -> String {
        var html = "<table>\n<thead>\n<tr>\n"
        for (index, cell) in header.enumerated() {
            html += "<th\(attribute(index))>\(Self.inline(cell, options: options))</th>\n"
        }
        html += "</tr>\n</thead>\n"
        if !rows.isEmpty {
            html += "<tbody>\n"
            for row in rows {
                html += "<tr>\n"
                for index in header.indices {
                    html += "<td\(attribute(index))>\(index < row.count ? Self.inline(row[index], options: options) : "")</td>\n"
                }
                html += "</tr>\n"
            }
            html += "</tbody>\n"
        }
        return html + "</table>\n"
    }

    private func attribute(_ column: Int) -> String {
        switch column < alignments.count ? alignments[column] : .none {
        case .none: ""
        case .left: " style=\"text-align: left\""
        case .center: " style=\"text-align: center\""
        case .right: " style=\"text-align: right\""
        }
    }

    /// The cells of a row: split on `|` outside code spans and not escaped, outer pipes dropped.
    private static func cells(of line: Substring) -> [String] {
        var cells: [String] = []
        var current = ""
        var inCode = false
        var escaped = false
        for character in line.trimming(" \t\r") {
            if escaped {
                current.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "`" {
                inCode.toggle()
                current.append(character)
            } else if character == "|", !inCode {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current)
        if cells.first?.trimming(" \t") == "" { cells.removeFirst() }
        if cells.last?.trimming(" \t") == "" { cells.removeLast() }
        return cells.map { $0.trimming(" \t") }
    }

    private static func alignment(_ cell: String) -> Alignment? {
        let dashes = cell.trimming(":")
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
        switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
        case (true, true): return .center
        case (false, true): return .right
        case (true, false): return .left
        case (false, false): return Alignment.none
        }
    }

    /// A cell's inline Markdown as HTML, without the paragraph libcmark wraps it in.
    private static func inline(_ markdown: String, options: Int32) -> String {
        guard !markdown.isEmpty, let rendered = cmark_markdown_to_html(markdown, markdown.utf8.count, options) else { return "" }
        defer { free(rendered) }
        var html = String(cString: rendered)
        if html.hasPrefix("<p>") { html.removeFirst(3) }
        if html.hasSuffix("</p>\n") { html.removeLast(5) }
        return html
    }
}

extension StringProtocol {
    /// The string without leading and trailing characters from `set`.
    func trimming(_ set: String) -> String {
        let characters = Set(set)
        let start = firstIndex { !characters.contains($0) } ?? endIndex
        let end = lastIndex { !characters.contains($0) }.map { index(after: $0) } ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}
