/// A file of the generated site whose bytes are determined by a key, rendered only when needed.
///
/// The build keeps the last build's file at `path` as it is, without calling `render`, when the
/// last build wrote it from the same `key` and its output is still exactly what it wrote;
/// otherwise it calls `render` (on any thread, possibly beside other files' renderers) and writes
/// the bytes. The build folds its own fingerprint (Sizeboard, options, configuration, theme,
/// plugins) into the key, so `key` names only what the file's bytes take from the pages: every
/// value the renderer reads from them, and anything else that is not part of the configuration.
/// Two renders with the same key must give the same bytes.
public struct KeyedOutputFile: Sendable {
    /// The path below the output folder, with `/` separators.
    public var path: String
    /// Everything the file's bytes depend on besides the build's fingerprint, in any form that
    /// differs whenever the bytes would.
    public var key: String
    /// Makes the file's bytes; called only when the last build's file cannot be kept.
    public var render: @Sendable () -> [UInt8]

    /// Creates a file whose bytes `render` makes, determined by `key`.
    public init(path: String, key: String, render: @escaping @Sendable () -> [UInt8]) {
        self.path = path
        self.key = key
        self.render = render
    }

    /// Creates a file whose UTF-8 text `render` makes, determined by `key`.
    public init(path: String, key: String, text render: @escaping @Sendable () -> String) {
        self.init(path: path, key: key) { Array(render().utf8) }
    }
}
