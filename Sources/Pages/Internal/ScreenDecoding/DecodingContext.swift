import Adaptivity

/// The state of decoding one screen block: its diagnostics, the ids declared so far and the
/// references to check once every id is known.
final class DecodingContext {
    /// A reference to check once the whole screen is decoded.
    struct Reference {
        /// What the id must name.
        enum Target {
            /// A controller of the screen.
            case controller
            /// A controller or a bar item of the screen.
            case controllerOrBarItem
        }

        /// The referenced id.
        var id: String
        /// The field that holds it, for the message.
        var field: String
        /// What the id must name.
        var target: Target
        /// Where the id is written.
        var position: SourcePosition
    }

    /// How an id was given, for duplicate-id messages.
    private struct Declaration {
        var position: SourcePosition
        var origin: IdentifierOrigin
    }

    /// Where a controller's id came from.
    enum IdentifierOrigin {
        /// Written as `id:`.
        case explicit
        /// The slug of the title.
        case title
        /// The kind and an ordinal, for a controller with neither id nor title.
        case generated
    }

    /// The file the block is in.
    let path: String
    /// Maps Yams marks to file positions.
    let locator: YAMLLocator
    /// The names accepted beyond the built-in ones.
    let vocabulary: ScreenVocabulary
    /// Every kind name a controller may use: the built-in ones, then the vocabulary's containers.
    let kindNames: [String]
    /// The problems reported so far.
    private(set) var diagnostics: [Diagnostic] = []
    /// Every controller id of the screen, those only in variants included.
    var controllerIds: Set<String> {
        variantIds.union(declarations.keys)
    }
    /// Every bar item id of any `toolbar` or `barItems`.
    private(set) var barItemIds: Set<String> = []
    /// References waiting for the end of the screen.
    private(set) var references: [Reference] = []

    private var isReporting = true
    /// The controller ids given inside variants.
    private var variantIds: Set<String> = []
    private var variantDepth = 0
    private var declarations = [String: Declaration](minimumCapacity: 8)
    private var generatedIds: [SourcePosition: String] = [:]
    /// How many untitled controllers of each kind have an id, by kind; a screen uses a few kinds.
    private var untitledCounts: [(kind: String, count: Int)] = []

    /// Creates a context for a block of the file at `path`.
    init(path: String, locator: YAMLLocator, vocabulary: ScreenVocabulary) {
        self.path = path
        self.locator = locator
        self.vocabulary = vocabulary
        kindNames = vocabulary.containerKinds.isEmpty
            ? ControllerFieldNames.builtInKinds
            : ControllerFieldNames.builtInKinds + vocabulary.containerKinds.subtracting(ControllerFieldNames.builtInKinds).sorted()
    }

    /// Reports an error at `position`, unless reporting is muted.
    func error(_ code: String, _ message: String, at position: SourcePosition) {
        guard isReporting else { return }
        diagnostics.append(.error(code, message, path: path, at: position))
    }

    /// Reports an error where `node` starts, unless reporting is muted.
    func error(_ code: String, _ message: String, at node: YAMLNode) {
        error(code, message, at: locator.position(of: node.mark))
    }

    /// Reports an error at `mark`, unless reporting is muted.
    func error(_ code: String, _ message: String, at mark: YAMLNode.Mark) {
        error(code, message, at: locator.position(of: mark))
    }

    /// Runs `body` with reporting muted unless `reported` is true and reporting is on already.
    func reporting<Result>(_ reported: Bool, _ body: () -> Result) -> Result {
        let saved = isReporting
        isReporting = saved && reported
        defer { isReporting = saved }
        return body()
    }

    /// Runs `body` as the decoding of a variant: its ids are known but not declared, since a
    /// variant describes the same controllers again.
    func insideVariant<Result>(_ body: () -> Result) -> Result {
        variantDepth += 1
        defer { variantDepth -= 1 }
        return body()
    }

    /// The id of the controller of `kind` whose mapping starts at `position`, declaring it.
    ///
    /// Without an explicit id, the slug of the title; without a title, the kind and the ordinal
    /// of the controller among untitled ones of its kind, remembered by position so that a
    /// variant decoding the same mapping again gets the same id.
    /// A duplicate is reported where the explicit id is written, or else at `position`.
    func controllerId(explicit: (id: String, position: SourcePosition)?, title: String?, kind: String, at position: SourcePosition) -> String {
        if let explicit {
            declare(explicit.id, origin: .explicit, at: explicit.position)
            return explicit.id
        }
        if let slug = title.map(Identifier.slug(of:)), !slug.isEmpty {
            declare(slug, origin: .title, at: position)
            return slug
        }
        let generated = generatedId(kind: kind, at: position)
        declare(generated, origin: .generated, at: position)
        return generated
    }

    /// Records a bar item id declared by a `toolbar` or `barItems`.
    func declareBarItem(_ id: String) {
        barItemIds.insert(id)
    }

    /// Records a reference to check once the screen is decoded.
    func refer(to id: String, field: String, target: Reference.Target, at position: SourcePosition) {
        guard isReporting else { return }
        references.append(Reference(id: id, field: field, target: target, position: position))
    }

    private func generatedId(kind: String, at position: SourcePosition) -> String {
        if let known = generatedIds[position] { return known }
        let ordinal: Int
        if let index = untitledCounts.firstIndex(where: { $0.kind == kind }) {
            untitledCounts[index].count += 1
            ordinal = untitledCounts[index].count
        } else {
            untitledCounts.append((kind: kind, count: 1))
            ordinal = 1
        }
        let kindSlug = Identifier.slug(of: kind)
        let id = (kindSlug.isEmpty ? "controller" : kindSlug) + "-" + String(ordinal)
        generatedIds[position] = id
        return id
    }

    private func declare(_ id: String, origin: IdentifierOrigin, at position: SourcePosition) {
        guard variantDepth == 0 else {
            variantIds.insert(id)
            return
        }
        guard let earlier = declarations[id] else {
            declarations[id] = Declaration(position: position, origin: origin)
            return
        }
        let how: String
        switch (earlier.origin, origin) {
        case (.explicit, .explicit): how = ""
        case (.generated, _), (_, .generated): how = " (one of them generated for a controller with neither id nor title); give it an `id`"
        default: how = " (ids default to the slug of the title); give one of them an `id`"
        }
        error(
            "duplicate-id",
            "the id `\(id)` is already used by the controller at line \(earlier.position.line), column \(earlier.position.column)\(how)",
            at: position
        )
    }
}
