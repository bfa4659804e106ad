import Adaptivity
import Yams

/// Maps positions in a YAML text embedded in a file (a fenced block's body, a front matter) to
/// positions in that file.
///
/// Yams reports 1-based lines and 1-based columns counted in Unicode scalars; files are reported
/// with columns in UTF-8 bytes, so each column is converted through the text of its line. A byte
/// order mark that opens the text, which the composer removes, is counted on the first line.
/// In an ASCII text (screen blocks almost always are) a scalar column is the byte column, so an
/// ASCII text is split into lines only when a syntax error needs its end.
struct YAMLLocator {
    private let text: String
    private let isASCII: Bool
    /// The lines of a text that is not ASCII, through which columns are converted; none for an
    /// ASCII text.
    private let convertedLines: [Substring]
    private let filePosition: (_ line: Int, _ column: Int) -> SourcePosition

    /// A locator for `text`, whose line and UTF-8 column map to the file through `filePosition`.
    init(text: String, filePosition: @escaping (_ line: Int, _ column: Int) -> SourcePosition) {
        self.text = text
        var bytes = text
        isASCII = bytes.withUTF8 { $0.reduce(0, |) < 0x80 }
        convertedLines = isASCII ? [] : Self.lines(of: text)
        self.filePosition = filePosition
    }

    private var lines: [Substring] { isASCII ? Self.lines(of: text) : convertedLines }

    /// The lines of `text`, split at each line feed, carriage return and the two together, as
    /// splitting its characters at them does (each is a character of its own), by its bytes.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = utf8.index(after: index)
            if byte == UInt8(ascii: "\r"), index != utf8.endIndex, utf8[index] == UInt8(ascii: "\n") {
                index = utf8.index(after: index)
            }
            start = index
        }
        lines.append(text[start...])
        return lines
    }

    /// A locator for the body of `block`.
    init(block: FencedBlock) {
        self.init(text: block.body) { line, column in
            block.filePosition(bodyLine: line, bodyColumn: column)
        }
    }

    /// The file position of a 1-based line and 1-based Unicode-scalar column of the text.
    func position(line: Int, scalarColumn: Int) -> SourcePosition {
        let line = max(line, 1)
        let scalarOffset = max(scalarColumn - 1, 0)
        if isASCII { return filePosition(line, scalarOffset + 1) }
        let lines = convertedLines
        guard line <= lines.count else { return filePosition(line, scalarOffset + 1) }
        let scalars = lines[line - 1].unicodeScalars
        if line == 1, scalars.first == YAMLComposer.byteOrderMark {
            let byteOffset = scalars.dropFirst().prefix(scalarOffset).reduce(3) { $0 + UTF8.width($1) }
            return filePosition(line, byteOffset + 1)
        }
        let counted = scalars.prefix(scalarOffset)
        let byteOffset = counted.reduce(0) { $0 + UTF8.width($1) } + (scalarOffset - counted.count)
        return filePosition(line, byteOffset + 1)
    }

    /// Whether `mark` lies past the text's last character (where an unclosed construct is found).
    func isAtEnd(_ mark: Mark) -> Bool {
        let lines = lines
        let lastLine = lines.last?.isEmpty == true ? lines.count - 1 : lines.count
        return mark.line > lastLine
    }

    /// The file position of the text's last character that is not a space: where a construct
    /// left open at the end was last written.
    var lastCharacterPosition: SourcePosition {
        let lines = lines
        guard let index = lines.lastIndex(where: { !$0.allSatisfy { $0 == " " || $0 == "\t" } }) else {
            return position(line: 1, scalarColumn: 1)
        }
        let trimmed = lines[index].unicodeScalars.reversed().drop { $0 == " " || $0 == "\t" }
        return position(line: index + 1, scalarColumn: trimmed.count)
    }

    /// The file position of a Yams mark.
    func position(of mark: Mark) -> SourcePosition {
        position(line: mark.line, scalarColumn: mark.column)
    }

    /// The file position where `node` starts; the text's start when Yams gave it no mark.
    func position(of node: Node) -> SourcePosition {
        node.mark.map(position(of:)) ?? position(line: 1, scalarColumn: 1)
    }

    /// The file position where `node` starts.
    func position(of node: YAMLNode) -> SourcePosition {
        position(of: node.mark)
    }

    /// The file position of a mark of a ``YAMLNode``.
    func position(of mark: YAMLNode.Mark) -> SourcePosition {
        position(line: mark.line, scalarColumn: mark.column)
    }

    /// The file position of a 0-based Character offset into the text.
    func position(characterOffset: Int) -> SourcePosition {
        let lines = lines
        var remaining = characterOffset
        for (index, line) in lines.enumerated() {
            let length = line.count + 1
            if remaining < length {
                return position(line: index + 1, scalarColumn: line.prefix(remaining).unicodeScalars.count + 1)
            }
            remaining -= length
        }
        return position(line: lines.count, scalarColumn: (lines.last?.unicodeScalars.count ?? 0) + 1)
    }
}
