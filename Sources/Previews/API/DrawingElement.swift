import Adaptivity

/// One element of the drawing contract: the `<g>` that says what a drawing stands for.
///
/// Content and chrome drawings wrap what they draw with ``wrapping(_:)`` (or write
/// ``openingTag`` and ``closingTag`` around it), so their previews can be checked as the built-in
/// ones are: `DrawingElement(.row, frame: row, attributes: [("disclosure", "true")]).wrapping(svg)`.
public struct DrawingElement: Sendable, Hashable {
    /// What the element stands for.
    public var role: DrawingRole
    /// Its frame in window points.
    public var frame: Rect
    /// The role's attributes, as names without the `data-` prefix and unescaped values, in order.
    public var attributes: [Attribute]

    /// One `data-` attribute.
    public struct Attribute: Sendable, Hashable {
        /// The name without the `data-` prefix, such as `node`.
        public var name: String
        /// The value, unescaped.
        public var value: String

        /// Creates an attribute.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates an element; `attributes` are name and value pairs, names without `data-`.
    public init(_ role: DrawingRole, frame: Rect, attributes: [(String, String)] = []) {
        self.role = role
        self.frame = frame
        self.attributes = attributes.map { Attribute($0.0, $0.1) }
    }

    /// `<g data-role="…" data-frame="x y w h" data-…="…">`, every value escaped.
    public var openingTag: String {
        var tag = "<g data-role=\"\(role.rawValue)\" data-frame=\"\(Self.frameValue(frame))\""
        for attribute in attributes {
            tag += " data-\(attribute.name)=\"\(SVGText.escape(attribute.value))\""
        }
        return tag + ">"
    }

    /// `</g>`.
    public static let closingTag = "</g>"

    /// `body` inside the element's group.
    public func wrapping(_ body: String) -> String {
        openingTag + "\n" + body + Self.closingTag + "\n"
    }

    /// A frame as the contract writes it: `x y w h` in points.
    public static func frameValue(_ frame: Rect) -> String {
        [frame.x, frame.y, frame.width, frame.height].map(SVGText.number).joined(separator: " ")
    }
}
