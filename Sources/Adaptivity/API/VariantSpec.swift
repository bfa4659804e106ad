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

    /// Creates a variant.
    public init(when: TraitCollection, installed: Bool = true, controller: ControllerSpec, position: SourcePosition? = nil) {
        self.when = when
        self.installed = installed
        self.controller = controller
        self.position = position
    }

    /// How many size classes the variant specifies: 0 (Any/Any) to 2 (a final cell).
    public var specificity: Int {
        (when.horizontal == .unspecified ? 0 : 1) + (when.vertical == .unspecified ? 0 : 1)
    }
}
