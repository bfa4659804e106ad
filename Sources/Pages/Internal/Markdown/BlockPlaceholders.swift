import CCmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The HTML of replaced fenced blocks, kept out of libcmark's tree: each custom block holds a short
/// placeholder, and the HTML is put in its place in the rendered output. libcmark would copy the
/// HTML into its output, and its output is checked as UTF-8 again when it becomes a `String`
/// (about ten instructions a byte for text that is not all ASCII, and a figure's HTML is most of a
/// page's); the blocks' HTML, a `String` already, is appended as it is.
///
/// The output is what libcmark gives with the HTML in the tree, byte for byte. libcmark writes a
/// custom block's text verbatim, then a line feed unless the text ends with one, and reads the
/// text up to its first NUL: so the HTML put in a placeholder's place (which never ends with a
/// line feed, so one follows it) is cut at its first NUL and loses its last line feed, and HTML
/// that is empty there is put in the tree as it is. A placeholder is a control character, a
/// number random for each document, the block's index and the control character again: text of
/// a page cannot hold it by chance or by design.
struct BlockPlaceholders {
    private var blocks: [(node: OpaquePointer, html: Substring)] = []
    /// Drawn when the first block is placed: a document without blocks asks the system for no
    /// random bytes (two calls to `getrandom` a page otherwise).
    private var nonce = ""

    /// Makes `node`, a custom block, stand for `html`.
    mutating func place(_ html: String, in node: OpaquePointer) {
        var html = html
        let length = html.withUTF8 { bytes in
            bytes.baseAddress.flatMap { memchr($0, 0, bytes.count) }.map { bytes.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
        }
        let text = html[..<html.utf8.index(html.utf8.startIndex, offsetBy: length)]
        guard !text.isEmpty else {
            cmark_node_set_on_enter(node, "")
            return
        }
        if nonce.isEmpty {
            nonce = "\(UInt64.random(in: 0...UInt64.max)):\(UInt64.random(in: 0...UInt64.max))"
        }
        cmark_node_set_on_enter(node, marker(blocks.count))
        blocks.append((node, text))
    }

    /// `rendered`, libcmark's output, with each placeholder replaced by its HTML; nil when a
    /// placeholder is not found once, in order (then the HTML goes into the tree, `restore()`).
    func splice(_ rendered: UnsafeBufferPointer<UInt8>) -> String? {
        guard !blocks.isEmpty else { return String(decoding: rendered, as: UTF8.self) }
        var output = ""
        var start = 0
        for (index, block) in blocks.enumerated() {
            let marker = Array(marker(index).utf8)
            guard let found = Self.firstRange(of: marker, in: rendered, from: start) else { return nil }
            output += String(decoding: UnsafeBufferPointer(rebasing: rendered[start..<found]), as: UTF8.self)
            output += block.html.utf8.last == UInt8(ascii: "\n") ? Substring(block.html.utf8.dropLast()) : block.html
            start = found + marker.count
        }
        output += String(decoding: UnsafeBufferPointer(rebasing: rendered[start...]), as: UTF8.self)
        return output
    }

    /// Puts each block's HTML into the tree in place of its placeholder.
    func restore() {
        for block in blocks {
            cmark_node_set_on_enter(block.node, String(block.html))
        }
    }

    private func marker(_ index: Int) -> String {
        "\u{1}\(nonce):\(index)\u{1}"
    }

    private static func firstRange(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, let first = pattern.first else { return nil }
        var index = start
        while index + pattern.count <= bytes.count,
              let hit = memchr(base + index, Int32(first), bytes.count - index) {
            index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            guard index + pattern.count <= bytes.count else { return nil }
            if memcmp(base + index, pattern, pattern.count) == 0 { return index }
            index += 1
        }
        return nil
    }
}
