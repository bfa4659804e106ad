/// A size-class variation of a controller, as an Interface Builder cell (IB-01, IB-02).
public struct VariantSpec: Sendable, Hashable {
    /// The size classes the variant applies to; unspecified means Any.
    public var when: TraitCollection
    /// Whether the controller is in the hierarchy in this size class (IB-03).
    public var installed: Bool
    /// The controller with the variant's fields merged over the base fields.
    public var controller: ControllerSpec
    /// Where the variant was written.
    public var position: SourcePosition?
    /// The fields that less specific variants matching here set to different values; the base's
    /// value applies to each, and choosing this variant reports each one.
    public var disagreements: [VariantDisagreement]

    /// Creates a variant.
    public init(
        when: TraitCollection,
        installed: Bool = true,
        controller: ControllerSpec,
        position: SourcePosition? = nil,
        disagreements: [VariantDisagreement] = []
    ) {
        self.when = when
        self.installed = installed
        self.controller = controller
        self.position = position
        self.disagreements = disagreements
    }

    /// How many size classes the variant specifies: 0 (Any/Any) to 2 (a final cell).
    public var specificity: Int {
        (when.horizontal == .unspecified ? 0 : 1) + (when.vertical == .unspecified ? 0 : 1)
    }
}
