/// One view controller of a screen, as written in a `screen` block (DESIGN.md section 2).
public struct ControllerSpec: Sendable, Hashable {
    /// The id, unique within the screen; defaults to the slug of the title.
    public var id: String
    /// The title shown in navigation bars, tab bars and captions.
    public var title: String?
    /// What kind of controller this is, with its kind-specific fields.
    public var kind: ControllerKind
    /// Whether the controller defines a presentation context (P-21).
    public var definesContext: Bool
    /// The trait override its parent (or, on the root, a wrapping container) sets for it (T-06, S-10).
    public var overrideTraits: TraitOverrideSpec?
    /// Size-class variations, Interface Builder style (IB-*).
    public var variants: [VariantSpec]
    /// Where the controller's mapping starts in the source file.
    public var position: SourcePosition?

    /// Creates a controller spec.
    public init(
        id: String,
        title: String? = nil,
        kind: ControllerKind,
        definesContext: Bool = false,
        overrideTraits: TraitOverrideSpec? = nil,
        variants: [VariantSpec] = [],
        position: SourcePosition? = nil
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.definesContext = definesContext
        self.overrideTraits = overrideTraits
        self.variants = variants
        self.position = position
    }
}
