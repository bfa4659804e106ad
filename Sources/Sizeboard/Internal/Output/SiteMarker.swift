import Foundation

/// The file at the top of every tree Sizeboard writes: it proves the folder may be replaced and
/// names the tree's generation, a hash of every path and its bytes that the manifest repeats.
enum SiteMarker {
    /// The marker's file name.
    static let name = ".sizeboard-generation"

    /// Whether `folder` holds a marker.
    static func exists(in folder: URL) -> Bool {
        access(folder.path + "/" + name, F_OK) == 0
    }

    /// The marker's bytes for a tree of `generation` (nil while the tree is being written).
    static func contents(generation: UInt64?) -> [UInt8] {
        let id = generation.map { String($0, radix: 16) } ?? "incomplete"
        return Array("This folder is written by Sizeboard; each build replaces it whole.\ngeneration: \(id)\n".utf8)
    }

    /// The generation named by the marker in the folder at `path`, or nil.
    static func generation(inFolder path: String) -> UInt64? {
        guard let bytes = FileTree.bytes(at: path + "/" + name),
              let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").last,
              line.hasPrefix("generation: ") else { return nil }
        return UInt64(line.dropFirst("generation: ".count), radix: 16)
    }
}
