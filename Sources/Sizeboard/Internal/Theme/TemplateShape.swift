import Mustache

/// Everything in a template context that swift-mustache's output can depend on apart from the
/// text of its strings: the keys, the kinds of values, every boolean and floating-point number,
/// every list's length, and of each string whether it is empty and whether it ends with a line
/// feed (the indentation of a standalone partial goes after a value ending with one). Two
/// contexts with the same `key` render the same output with only the strings' text put in
/// different places, which is what `TemplateSkeleton` keeps (for the templates
/// `TemplateSkeletons.allowed(inSources:)` accepts).
///
/// An integer is written as its decimal digits and, as a section, renders once with itself on
/// top of the context stack, answering no names, whatever its value: it goes in a slot as a
/// string does (its digits need no escaping), unless a template names one of swift-mustache's
/// integer transforms (`integerTransforms`), which make the output depend on its value. So the
/// index files, whose pagination numbers differ from file to file, share a skeleton.
///
/// The strings are numbered in the walk's order (a dictionary's keys in byte order), the
/// numbers `markedContext` writes in the slots of a skeleton.
///
/// A dictionary's keys that no template names (`names`, every word of every tag) are left out
/// of the walk and of the marked context: nothing can look them up, and a template that prints a
/// dictionary whole renders it differently from the marked one, so its shape renders directly.
/// The navigation's 25 links of `sectionPages`, which the default theme does not show, are not
/// walked for every page.
struct TemplateShape {
    /// The shape written out: equal keys, equal shapes.
    private(set) var key: [UInt8] = []
    /// The context's strings, in the walk's order.
    private(set) var strings: [TemplateText] = []
    /// The names the templates mention.
    private let names: Set<String>
    /// Whether integers go in slots (`integersAsSlots(names:)`).
    private let integersAsSlots: Bool
    /// Whether a record's field held a value of a kind the walk does not know.
    private var hasUnknownField = false

    /// The shape of `context` for templates mentioning `names`, or nil when it holds a value of
    /// a kind the walk does not know (a plugin's own type, a closure): such a context is
    /// rendered as it is.
    init?(of context: [String: Any], names: Set<String>, integersAsSlots: Bool? = nil) {
        self.names = names
        self.integersAsSlots = integersAsSlots ?? Self.integersAsSlots(names: names)
        key.reserveCapacity(512)
        strings.reserveCapacity(64)
        guard add(dictionary: context), !hasUnknownField else { return nil }
    }

    /// The shape of `record` as a whole context: its fields, as `init?(of:names:)` walks a
    /// dictionary's entries; nil when a field holds a value of a kind the walk does not know.
    init?(of record: some TemplateRecord, names: Set<String>, integersAsSlots: Bool? = nil) {
        self.names = names
        self.integersAsSlots = integersAsSlots ?? Self.integersAsSlots(names: names)
        key.reserveCapacity(512)
        strings.reserveCapacity(64)
        add(record: record)
        guard !hasUnknownField else { return nil }
    }

    /// `record` as the dictionary of its fields, marked as `markedContext(_:names:)` marks a
    /// dictionary.
    static func markedContext(of record: some TemplateRecord, names: Set<String>, integersAsSlots: Bool? = nil) -> [String: Any] {
        var marking = Marking(names: names, integersAsSlots: integersAsSlots ?? Self.integersAsSlots(names: names))
        return marking.marked(fields: record.templateFields)
    }

    /// `context` with its non-empty strings replaced by `TemplateSlotMarker`s numbered in the
    /// walk's order, dictionaries and records as dictionaries of the keys walked; empty strings
    /// stay, so that a template tests them as it would the page's.
    static func markedContext(_ context: [String: Any], names: Set<String>, integersAsSlots: Bool? = nil) -> [String: Any] {
        var marking = Marking(names: names, integersAsSlots: integersAsSlots ?? Self.integersAsSlots(names: names))
        return marking.marked(dictionary: context)
    }

    /// swift-mustache's transforms of an integer: `{{plusone(count)}}` and the like print or test
    /// something other than its digits.
    static let integerTransforms: Set<String> = ["equalzero", "plusone", "minusone", "even", "odd"]

    /// Whether integers can go in slots for templates mentioning `names`: when none of them is an
    /// integer transform.
    static func integersAsSlots(names: Set<String>) -> Bool {
        names.isDisjoint(with: integerTransforms)
    }

    /// A dictionary's entries the walk visits: those whose key is among `names`, in byte order.
    private static func walked(_ dictionary: [String: Any], names: Set<String>) -> [(key: String, value: Any)] {
        var entries: [(key: String, value: Any)] = []
        entries.reserveCapacity(dictionary.count)
        for entry in dictionary where names.contains(entry.key) {
            entries.append(entry)
        }
        entries.sort { UTF8ByteOrder.precedes($0.key, $1.key) }
        return entries
    }

    private enum Tag: UInt8 {
        case dictionary = 1, list, string, integer, double, boolean, record, recordEnd
    }

    private mutating func add(_ value: Any) -> Bool {
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(String.self):
            add(string: value as! String)
        case ObjectIdentifier(Bool.self):
            key.append(Tag.boolean.rawValue)
            key.append((value as! Bool) ? 1 : 0)
        case ObjectIdentifier(Int.self):
            add(integer: value as! Int)
        case ObjectIdentifier(Double.self):
            key.append(Tag.double.rawValue)
            append(word: (value as! Double).bitPattern)
        case ObjectIdentifier([String: Any].self):
            return add(dictionary: value as! [String: Any])
        case ObjectIdentifier([Any].self):
            return add(list: value as! [Any])
        case ObjectIdentifier([String].self):
            return add(list: value as! [String])
        case ObjectIdentifier([[String: Any]].self):
            return add(list: value as! [[String: Any]])
        default:
            if let record = value as? any TemplateRecord {
                add(record: record)
            } else if let records = value as? any TemplateRecordList {
                records.addRecords(to: &self)
            } else {
                return false
            }
        }
        return true
    }

    private mutating func add(string: String) {
        add(text: .string(string))
    }

    private mutating func add(text: TemplateText) {
        key.append(Tag.string.rawValue)
        key.append(Self.flag(of: text))
        strings.append(text)
    }

    private mutating func add(dictionary: [String: Any]) -> Bool {
        key.append(Tag.dictionary.rawValue)
        let entries = Self.walked(dictionary, names: names)
        append(word: UInt64(entries.count))
        for (name, value) in entries {
            append(name: name)
            guard add(value) else { return false }
        }
        return true
    }

    /// Adds `record`: its type, which names its fields, then the values it adds
    /// (`TemplateRecord.addFields(to:)`), then an end mark.
    mutating func add<Record: TemplateRecord>(record: Record) {
        key.append(Tag.record.rawValue)
        append(word: UInt64(UInt(bitPattern: ObjectIdentifier(Record.self))))
        record.addFields(to: &self)
        key.append(Tag.recordEnd.rawValue)
    }

    /// Adds a list of `records`.
    mutating func add(records: [some TemplateRecord]) {
        key.append(Tag.list.rawValue)
        append(word: UInt64(records.count))
        for record in records {
            add(record: record)
        }
    }

    /// Adds a record's next field, a string.
    mutating func add(field string: String) {
        add(string: string)
    }

    /// Adds a record's next field, a text its `templateFields` gives as a string.
    mutating func add(field text: TemplateText) {
        add(text: text)
    }

    /// Adds a record's next field, a list of strings.
    mutating func add(field strings: [String]) {
        key.append(Tag.list.rawValue)
        append(word: UInt64(strings.count))
        for string in strings {
            add(string: string)
        }
    }

    /// Adds a record's next field, an integer.
    mutating func add(field integer: Int) {
        add(integer: integer)
    }

    /// Adds an integer: its digits as a slot's string, or its value in the key.
    private mutating func add(integer: Int) {
        key.append(Tag.integer.rawValue)
        if integersAsSlots {
            strings.append(.string(String(integer)))
        } else {
            append(word: UInt64(bitPattern: Int64(integer)))
        }
    }

    /// Adds a record's next field, a boolean.
    mutating func add(field boolean: Bool) {
        key.append(Tag.boolean.rawValue)
        key.append(boolean ? 1 : 0)
    }

    /// Adds a record's next field, a dictionary walked as a context's dictionaries are (its keys
    /// that no template names left out); a value of a kind the walk does not know in it makes the
    /// whole context one to render as it is.
    mutating func add(field dictionary: [String: Any]) {
        if !add(dictionary: dictionary) { hasUnknownField = true }
    }

    /// Adds a record's next field, a list of dictionaries walked as a context's dictionaries are.
    mutating func add(field dictionaries: [[String: Any]]) {
        if !add(list: dictionaries) { hasUnknownField = true }
    }

    private mutating func add<Element>(list: [Element]) -> Bool {
        key.append(Tag.list.rawValue)
        append(word: UInt64(list.count))
        for element in list {
            guard add(element) else { return false }
        }
        return true
    }

    private mutating func append(name: String) {
        append(word: UInt64(name.utf8.count))
        key.append(contentsOf: name.utf8)
    }

    private mutating func append(word: UInt64) {
        withUnsafeBytes(of: word.littleEndian) { key.append(contentsOf: $0) }
    }

    /// 0 for an empty text, 2 for one whose last character is a line feed alone, 1 otherwise.
    private static func flag(of text: TemplateText) -> UInt8 {
        text.withUTF8 { bytes in
            guard !bytes.isEmpty else { return 0 }
            return TemplateText.endsWithLineFeed(bytes) ? 2 : 1
        }
    }

    /// The walk that makes `markedContext`, numbering the strings as `TemplateShape` does.
    private struct Marking {
        let names: Set<String>
        let integersAsSlots: Bool
        var next = 0

        mutating func marked(_ value: Any) -> Any {
            switch ObjectIdentifier(type(of: value)) {
            case ObjectIdentifier(String.self):
                let string = value as! String
                defer { next += 1 }
                return string.isEmpty ? string : TemplateSlotMarker(slot: next, endsWithLineFeed: TemplateShape.flag(of: .string(string)) == 2)
            case ObjectIdentifier(Int.self) where integersAsSlots:
                defer { next += 1 }
                return TemplateSlotMarker(slot: next, endsWithLineFeed: false)
            case ObjectIdentifier(Bool.self), ObjectIdentifier(Int.self), ObjectIdentifier(Double.self):
                return value
            case ObjectIdentifier([String: Any].self):
                return marked(dictionary: value as! [String: Any])
            case ObjectIdentifier([Any].self):
                return (value as! [Any]).map { marked($0) }
            case ObjectIdentifier([String].self):
                return (value as! [String]).map { marked($0) }
            case ObjectIdentifier([[String: Any]].self):
                return (value as! [[String: Any]]).map { marked(dictionary: $0) }
            default:
                if let record = value as? any TemplateRecord {
                    return marked(fields: record.templateFields)
                }
                return (value as! any TemplateRecordList).fieldsOfRecords.map { marked(fields: $0) }
            }
        }

        mutating func marked(dictionary: [String: Any]) -> [String: Any] {
            marked(fields: TemplateShape.walked(dictionary, names: names))
        }

        mutating func marked(fields: [(key: String, value: Any)]) -> [String: Any] {
            var marked: [String: Any] = [:]
            marked.reserveCapacity(fields.count)
            for (name, value) in fields {
                marked[name] = self.marked(value)
            }
            return marked
        }
    }
}

/// A value of a template context that answers a fixed set of names (`MustacheParent`) without
/// being a dictionary, so that `TemplateShape` can walk it: it renders as the dictionary of its
/// `templateFields` would.
protocol TemplateRecord: MustacheParent {
    /// Every name the record answers, with its value, in the byte order of the names; an
    /// optional field that is nil is left out.
    var templateFields: [(key: String, value: Any)] { get }
    /// Adds the values of `templateFields`, in the same order, to `shape` (`add(field:)`),
    /// without boxing them.
    func addFields(to shape: inout TemplateShape)
}

extension TemplateRecord {
    /// The value of `templateFields` named `name`. Only a direct render looks names up one by
    /// one (a shape's first two contexts; later ones fill its skeleton), so the fields are listed
    /// once, in `templateFields`, and searched here.
    func child(named name: String) -> Any? {
        templateFields.first { $0.key == name }?.value
    }
}

/// A list of `TemplateRecord`s of one type, walked without casting each.
protocol TemplateRecordList {
    /// Adds the records to `shape` (`TemplateShape.add(records:)`).
    func addRecords(to shape: inout TemplateShape)
    /// Each record's `templateFields`.
    var fieldsOfRecords: [[(key: String, value: Any)]] { get }
}

extension Array: TemplateRecordList where Element: TemplateRecord {
    func addRecords(to shape: inout TemplateShape) {
        shape.add(records: self)
    }

    var fieldsOfRecords: [[(key: String, value: Any)]] {
        map(\.templateFields)
    }
}
