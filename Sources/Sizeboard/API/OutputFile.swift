/// A file of the generated site.
public struct OutputFile: Sendable, Hashable {
    /// The path below the output folder, with `/` separators.
    public var path: String
    /// The bytes.
    public var contents: [UInt8]

    /// Creates a file from bytes.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// Creates a file from UTF-8 text.
    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}
