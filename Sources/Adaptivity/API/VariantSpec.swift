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
    /// `when: {contentSize: accessibility}`: the variant applies to the accessibility sizes AX1
    /// to AX5, and counts as one specified trait (M-T-06).
    public var requiresAccessibilityContentSize: Bool

    /// Creates a variant.
    public init(
        when: TraitCollection,
        installed: Bool = true,
        controller: ControllerSpec,
        position: SourcePosition? = nil,
        disagreements: [VariantDisagreement] = [],
        requiresAccessibilityContentSize: Bool = false
    ) {
        self.when = when
        self.installed = installed
        self.controller = controller
        self.position = position
        self.disagreements = disagreements
        self.requiresAccessibilityContentSize = requiresAccessibilityContentSize
    }

    /// How many traits the variant specifies: 0 (Any/Any) to 2 (a final cell) for size classes,
    /// plus one per appearance trait (M-T-06).
    public var specificity: Int {
        (when.horizontal == .unspecified ? 0 : 1) + (when.vertical == .unspecified ? 0 : 1)
            + when.appearanceSpecificity + (requiresAccessibilityContentSize ? 1 : 0)
    }

    /// Whether the variant applies in an environment with `traits` (IB-02, M-T-06).
    public func matches(_ traits: TraitCollection) -> Bool {
        traits.contains(when) && (!requiresAccessibilityContentSize || traits.contentSize.isAccessibilityCategory)
    }
}
