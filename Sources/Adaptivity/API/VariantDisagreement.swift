/// One field that two equally specific variants of a controller both set, to different values
/// (IB-02): Interface Builder cannot tell which applies, so the base's value does.
public struct VariantDisagreement: Sendable, Hashable {
    /// The field's name, as written in the screen block.
    public var field: String
    /// The size classes of the two variants that disagree.
    public var conditions: [TraitCollection]
    /// Where the second of them sets the field.
    public var position: SourcePosition?

    /// Creates a disagreement.
    public init(field: String, conditions: [TraitCollection], position: SourcePosition? = nil) {
        self.field = field
        self.conditions = conditions
        self.position = position
    }
}
