/// Turns titles and file names into URL- and id-safe slugs.
public enum Slug {
    /// Lowercases ASCII letters and digits, turns every other run of characters into one `-`, and
    /// trims dashes at both ends: `No Conversation Selected` becomes `no-conversation-selected`.
    public static func make(_ text: String) -> String {
        String(unsafeUninitializedCapacity: text.utf8.count) { output in
            var count = 0
            write(text.utf8, to: output, at: &count)
            return count
        }
    }

    /// The slugs of the components of the path in `bytes` before `end`, joined by `/`, the last
    /// component taken as `lastComponent`; nil when a component has no ASCII letter or digit
    /// (`makeNonEmpty` then names it). Made in one string: a build takes every page's slug when
    /// it lists the content folder, and appending byte by byte to an array was most of that.
    static func path(_ bytes: UnsafeBufferPointer<UInt8>, lastComponent: Range<Int>, end: Int) -> String? {
        let slash = UInt8(ascii: "/")
        var complete = true
        let slug = String(unsafeUninitializedCapacity: bytes.count) { output in
            var count = 0
            var start = 0
            while start < end {
                guard bytes[start] != slash else {
                    start += 1
                    continue
                }
                var componentEnd = start
                while componentEnd < bytes.count, bytes[componentEnd] != slash { componentEnd += 1 }
                if count > 0 {
                    output[count] = slash
                    count += 1
                }
                let component = start == lastComponent.lowerBound ? lastComponent : start..<componentEnd
                guard write(bytes[component], to: output, at: &count) else {
                    complete = false
                    return 0
                }
                start = componentEnd
            }
            return count
        }
        return complete ? slug : nil
    }

    /// Writes the slug of the UTF-8 `text` into `output` from `count` on, which it advances;
    /// returns whether it wrote anything. The slug is never longer than `text`.
    @discardableResult
    private static func write(_ text: some Sequence<UInt8>, to output: UnsafeMutableBufferPointer<UInt8>, at count: inout Int) -> Bool {
        let start = count
        var pendingDash = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash, count > start {
                    output[count] = UInt8(ascii: "-")
                    count += 1
                }
                output[count] = byte | (byte >= UInt8(ascii: "A") ? 0x20 : 0)
                count += 1
                pendingDash = false
            default:
                pendingDash = true
            }
        }
        return count > start
    }

    /// `make(text)`, or, when that is empty (a name with no ASCII letter or digit, such as
    /// `日本語`), `page-` and twelve hex digits of a stable hash of the name's UTF-8 bytes, so
    /// that it is never empty and the same from run to run.
    public static func makeNonEmpty(_ text: String) -> String {
        let slug = make(text)
        if !slug.isEmpty { return slug }
        let hash = StableHash.of(text)
        return "page-" + String(String(hash, radix: 16).suffix(12))
    }
}
