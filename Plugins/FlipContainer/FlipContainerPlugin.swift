import Sizeboard

/// The "Flip to Note" container of "Implementing UIViewController Containment" (WWDC11 102): a
/// custom container view controller that holds a content controller (a recipe) and a note
/// controller, and swaps one view for the other.
///
/// Enabled with `plugins: [flip-to-note]`:
///
/// ```yaml
/// root:
///   flip:
///     flipped: true
///     children:
///       - view: {title: Recipe, content: text}
///       - view: {title: Note, content: form}
/// ```
public struct FlipContainerPlugin: Plugin {
    /// `flip-to-note`.
    public let name = "flip-to-note"

    /// Creates the plugin.
    public init() {}

    /// Registers the `flip` container kind.
    public func install(into registry: inout PluginRegistry) {
        registry.addContainer(FlipContainer(), kind: "flip")
    }
}

/// Shows the first child (the content), or, when `flipped: true`, the second (the note) in its
/// place; each gets the container's whole bounds and inherits its traits.
struct FlipContainer: ContainerBehavior {
    func layout(_ container: ContainerLayoutInput) -> ContainerLayout {
        let flipped = container.attributes["flipped"] == "true" && container.children.count > 1
        guard !container.children.isEmpty else { return ContainerLayout(children: []) }
        return ContainerLayout(children: [ContainerChildPlacement(index: flipped ? 1 : 0, frame: container.bounds)])
    }
}
