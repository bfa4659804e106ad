/// A bar button item as the screen declares it: `send`, or `{id: send, title: Send, style: done}`,
/// or `{id: add, system: add}`. An id alone is drawn as its title-cased id.
public struct BarItemSpec: Sendable, Hashable {
    /// The id, which presentations name as their `source`.
    public var id: String
    /// The title shown, if the item declares one.
    public var title: String?
    /// Plain, or bold as a done item.
    public var style: BarItemStyle
    /// The system item, whose title or glyph UIKit shows.
    public var system: SystemBarItem?

    /// Creates a bar item.
    public init(id: String, title: String? = nil, style: BarItemStyle = .plain, system: SystemBarItem? = nil) {
        self.id = id
        self.title = title
        self.style = style
        self.system = system
    }
}

/// The style of a bar button item.
public enum BarItemStyle: String, Sendable, Hashable, CaseIterable {
    /// A plain item.
    case plain
    /// A done item, in bold.
    case done
}

/// UIKit's system bar button items (`UIBarButtonItem.SystemItem`).
public enum SystemBarItem: String, Sendable, Hashable, CaseIterable {
    /// "Done", in bold.
    case done
    /// "Cancel".
    case cancel
    /// "Edit".
    case edit
    /// "Save", in bold.
    case save
    /// "Undo".
    case undo
    /// "Redo".
    case redo
    /// A plus.
    case add
    /// A pencil on a square.
    case compose
    /// A curved arrow.
    case reply
    /// The share box with an arrow.
    case action
    /// A folder.
    case organize
    /// An open book.
    case bookmarks
    /// A magnifying glass.
    case search
    /// A circular arrow.
    case refresh
    /// A cross.
    case stop
    /// A camera.
    case camera
    /// A trash can.
    case trash
    /// A triangle.
    case play
    /// Two bars.
    case pause
    /// A cross in a circle.
    case close
}
