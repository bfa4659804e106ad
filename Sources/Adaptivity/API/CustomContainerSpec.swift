/// A container of a kind registered by a plugin.
public struct CustomContainerSpec: Sendable, Hashable {
    /// The kind's name, as registered.
    public var kind: String
    /// The children, in declaration order.
    public var children: [ControllerSpec]
    /// The remaining scalar fields of the mapping, for the plugin to read.
    public var attributes: [String: String]

    /// Creates a custom container spec.
    public init(kind: String, children: [ControllerSpec], attributes: [String: String] = [:]) {
        self.kind = kind
        self.children = children
        self.attributes = attributes
    }
}
