import Adaptivity

/// The fields of a YAML mapping by name, each marked with whether its problems are reported.
///
/// A variant's table holds the base controller's fields (not reported again) with the variant's
/// own fields (reported) merged over them.
struct FieldTable {
    /// One field.
    struct Entry {
        /// The field's name.
        var name: String
        /// Where the key starts, where unknown fields are reported.
        var keyMark: YAMLNode.Mark
        /// The value node.
        var value: YAMLNode
        /// Whether problems in this field are reported.
        var isReported: Bool
    }

    /// The fields in source order.
    var entries: [Entry] {
        didSet { nameLengths = Self.lengths(of: entries) }
    }
    /// A bit for the length of each name of `entries` (modulo 64), so that most absent names are
    /// passed over without a look at the entries.
    private var nameLengths: UInt64 = 0
    /// Where missing fields are reported.
    var position: SourcePosition
    /// Whether missing fields are reported.
    var reportsMissingFields: Bool
    /// Names suggested for unknown fields: a missing field of such a name is a typo already reported.
    var suggestedNames: Set<String> = []

    /// An empty table whose missing fields are reported at `position`.
    init(position: SourcePosition) {
        entries = []
        self.position = position
        reportsMissingFields = true
    }

    /// The fields of `mapping`; a key that is not plain text is reported and skipped.
    init(_ mapping: YAMLNode.Mapping, position: SourcePosition, context: DecodingContext) {
        self.init(position: position)
        var entries: [Entry] = []
        entries.reserveCapacity(mapping.pairs.count)
        for pair in mapping.pairs {
            guard case .scalar(let scalar) = pair.key else {
                context.error("wrong-type", "a field name must be plain text, not \(NodeDescription.describe(pair.key))", at: pair.key)
                continue
            }
            entries.append(Entry(name: scalar.string, keyMark: scalar.mark, value: pair.value, isReported: true))
        }
        self.entries = entries
        nameLengths = Self.lengths(of: entries)
    }

    /// The field named `name`, if present.
    subscript(name: String) -> Entry? {
        index(of: name).map { entries[$0] }
    }

    /// Whether the field is present.
    func contains(_ name: String) -> Bool {
        index(of: name) != nil
    }

    /// The index of the field named `name`, if present; names of other lengths are passed over
    /// without comparing their text.
    func index(of name: String) -> Int? {
        guard nameLengths & Self.lengthBit(of: name) != 0 else { return nil }
        return entries.firstIndex { Self.isName($0.name, name) }
    }

    private static func lengthBit(of name: String) -> UInt64 {
        1 << UInt64(name.utf8.count & 63)
    }

    private static func lengths(of entries: [Entry]) -> UInt64 {
        entries.reduce(0) { $0 | lengthBit(of: $1.name) }
    }

    /// Whether two field names are the same, comparing their text only when their lengths are.
    static func isName(_ name: String, _ other: String) -> Bool {
        name.utf8.count == other.utf8.count && name == other
    }

    /// This table with `overrides` replacing the fields of the same names; the fields kept from
    /// this table are no longer reported, and neither are missing fields.
    func merging(_ overrides: [Entry], position: SourcePosition) -> FieldTable {
        let overridden = Set(overrides.map(\.name))
        var merged = FieldTable(position: position)
        merged.reportsMissingFields = false
        merged.entries = entries.filter { !overridden.contains($0.name) }.map { entry in
            var muted = entry
            muted.isReported = false
            return muted
        } + overrides
        return merged
    }
}
