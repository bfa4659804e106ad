import Foundation
import Mustache

/// The skeletons of a theme's templates, by template and `TemplateShape`: a template is rendered
/// by swift-mustache once for each shape of context it is given, and filled for every other
/// context of that shape.
///
/// A page template renders the same shape for nearly every page, and a name looked up through
/// swift-mustache costs 10-20 k instructions (splitting it on `.`, a dozen dynamic casts down the
/// context stack): most of a build before. Filling a skeleton is copying its text and escaping
/// the strings.
///
/// The first context of a shape is rendered directly, so that a template rendered once (a page
/// rebuilt alone) costs nothing more. The second is rendered both ways, and the skeleton is kept
/// only when it gives that render byte for byte; otherwise the shape is rendered by
/// swift-mustache every time.
/// Templates that could make the output depend on a string's text in another way are never
/// skeletonized (`allowed(inSources:)`), nor is a context holding a value `TemplateShape` does not
/// know. At most `shapesPerTemplate` shapes are kept for a template; later shapes render directly.
final class TemplateSkeletons: @unchecked Sendable {
    private enum Entry {
        /// Rendered once: the next context of the shape makes its skeleton.
        case seenOnce
        case skeleton(TemplateSkeleton)
        case direct
    }

    /// The bytes of a shape's key, hashed at once.
    private struct ShapeKey: Hashable {
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    static let shapesPerTemplate = 64

    /// Whether the theme's templates allow skeletons at all.
    let isAllowed: Bool
    /// Every word of every tag of the templates: the names they can look up, and more.
    let names: Set<String>
    /// Whether the templates let integers go in slots (`TemplateShape.integersAsSlots(names:)`).
    private let integersAsSlots: Bool
    private let lock = NSLock()
    private var entries: [String: [ShapeKey: Entry]] = [:]

    /// The skeletons of templates whose texts are `sources`.
    init(sources: [String]) {
        isAllowed = Self.allowed(inSources: sources)
        names = Self.names(inSources: sources)
        integersAsSlots = TemplateShape.integersAsSlots(names: names)
    }

    /// Every word of every tag of `sources`, split at white space, `.` and parentheses, each
    /// also without the sigils a tag starts with (`#`, `^`, `/`, `&`, `{`, `>`, `<`, `$`, `!`,
    /// `%`, `=`): a superset of the names the templates can look up, whatever the tag.
    static func names(inSources sources: [String]) -> Set<String> {
        var names: Set<String> = []
        for source in sources {
            for tag in tags(in: source) {
                for word in tag.split(whereSeparator: { $0 == "." || $0 == "(" || $0 == ")" || $0.isWhitespace }) {
                    names.insert(String(word))
                    names.insert(String(word.drop { "#^/&{><$!%=".contains($0) }))
                }
            }
        }
        return names
    }

    /// The text between each `{{` and the next `}}` of `source`, found among its bytes.
    private static func tags(in source: String) -> [Substring] {
        let utf8 = source.utf8
        let brace = (open: UInt8(ascii: "{"), close: UInt8(ascii: "}"))
        func pair(of byte: UInt8, from start: String.Index) -> String.Index? {
            var index = start
            while let found = utf8[index...].firstIndex(of: byte) {
                let next = utf8.index(after: found)
                if next < utf8.endIndex, utf8[next] == byte { return found }
                index = next
            }
            return nil
        }
        var tags: [Substring] = []
        var rest = utf8.startIndex
        while let open = pair(of: brace.open, from: rest) {
            let afterOpen = utf8.index(open, offsetBy: 2)
            guard let close = pair(of: brace.close, from: afterOpen) else { break }
            tags.append(source[afterOpen..<close])
            rest = utf8.index(close, offsetBy: 2)
        }
        return tags
    }

    /// Whether templates with the texts `sources` can be skeletonized: none uses a dynamic partial
    /// (`{{>*name}}`, named by a string) or changes its delimiters (which would hide one from
    /// this check). A transform is allowed: on a marker it gives nothing, and on a non-empty
    /// string `empty` is always false and the others always non-empty, so whether the two
    /// render alike is the same for every context of a shape, and the check of its first
    /// context decides.
    static func allowed(inSources sources: [String]) -> Bool {
        sources.allSatisfy { source in
            let bytes = Array(source.utf8)
            var index = 0
            while index + 1 < bytes.count {
                guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
                    index += 1
                    continue
                }
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "}") && bytes[end + 1] == UInt8(ascii: "}")) {
                    end += 1
                }
                let tag = bytes[(index + 2)..<min(end, bytes.count)].drop { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: " ") }
                if tag.first == UInt8(ascii: "=") { return false }
                if tag.first == UInt8(ascii: ">"), tag.dropFirst().drop(while: { $0 == UInt8(ascii: " ") }).first == UInt8(ascii: "*") {
                    return false
                }
                index = end + 2
            }
            return true
        }
    }

    /// How many shapes of `name` have a skeleton.
    func skeletonCount(of name: String) -> Int {
        lock.withLock {
            entries[name, default: [:]].values.filter { if case .skeleton = $0 { true } else { false } }.count
        }
    }

    /// The template `name` rendered with `context` by `library`, through a skeleton when one fits;
    /// nil when there is no such template.
    func render(_ name: String, context: [String: Any], library: MustacheLibrary) -> String? {
        render(name, context: context, shape: isAllowed ? TemplateShape(of: context, names: names, integersAsSlots: integersAsSlots) : nil, library: library) {
            TemplateShape.markedContext(context, names: $0, integersAsSlots: self.integersAsSlots)
        }?.text
    }

    /// The template `name` rendered with `record` as its whole context, as `render(_:context:library:)`
    /// renders a dictionary: a context whose names are known needs no dictionary made for it.
    func render(_ name: String, record: some TemplateRecord, library: MustacheLibrary) -> String? {
        render(name, record: record, library: library)?.text
    }

    /// The template `name` rendered with `record` as `render(_:record:library:)` renders it, as
    /// UTF-8 bytes: a skeleton is filled into bytes, not into a string.
    func renderBytes(_ name: String, record: some TemplateRecord, library: MustacheLibrary) -> [UInt8]? {
        render(name, record: record, library: library)?.bytes
    }

    private func render(_ name: String, record: some TemplateRecord, library: MustacheLibrary) -> Output? {
        render(name, context: record, shape: isAllowed ? TemplateShape(of: record, names: names, integersAsSlots: integersAsSlots) : nil, library: library) {
            TemplateShape.markedContext(of: record, names: $0, integersAsSlots: self.integersAsSlots)
        }
    }

    /// A render's output: swift-mustache's string, or a skeleton and the strings to fill it
    /// with, filled into a string or into bytes as asked.
    private enum Output {
        case text(String)
        case skeleton(TemplateSkeleton, strings: [TemplateText])

        var text: String {
            switch self {
            case .text(let text): text
            case .skeleton(let skeleton, let strings): skeleton.filled(with: strings)
            }
        }

        var bytes: [UInt8] {
            switch self {
            case .text(let text): Array(text.utf8)
            case .skeleton(let skeleton, let strings): skeleton.filledBytes(with: strings)
            }
        }
    }

    private func render(_ name: String, context: Any, shape: TemplateShape?, library: MustacheLibrary, marked: (Set<String>) -> [String: Any]) -> Output? {
        guard let shape else {
            return library.render(context, withTemplate: name).map(Output.text)
        }
        let key = ShapeKey(bytes: shape.key)
        let (entry, isFull) = lock.withLock {
            (entries[name]?[key], entries[name, default: [:]].count >= Self.shapesPerTemplate)
        }
        switch entry {
        case .skeleton(let skeleton)?:
            return .skeleton(skeleton, strings: shape.strings)
        case .direct?:
            return library.render(context, withTemplate: name).map(Output.text)
        case nil:
            guard let rendered = library.render(context, withTemplate: name) else { return nil }
            if !isFull {
                lock.withLock {
                    if entries[name, default: [:]].count < Self.shapesPerTemplate, entries[name]?[key] == nil {
                        entries[name, default: [:]][key] = .seenOnce
                    }
                }
            }
            return .text(rendered)
        case .seenOnce?:
            guard let rendered = library.render(context, withTemplate: name) else { return nil }
            let skeleton = library.render(marked(names), withTemplate: name)
                .flatMap { TemplateSkeleton(parsing: $0, strings: shape.strings) }
            let fits = skeleton.map { $0.filledBytes(with: shape.strings) == Array(rendered.utf8) } ?? false
            lock.withLock {
                if case .seenOnce? = entries[name]?[key] {
                    entries[name]?[key] = fits ? skeleton.map(Entry.skeleton) : .direct
                }
            }
            return .text(rendered)
        }
    }
}
