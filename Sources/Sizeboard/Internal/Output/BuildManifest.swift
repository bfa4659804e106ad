import Foundation

/// What the last build read and reported, kept beside the output folder so that a build with
/// nothing changed can stop after reading its inputs (`.<output name>.manifest`).
struct BuildManifest: Codable, Equatable {
    /// A hash of everything but the pages: Sizeboard itself, options, configuration, theme, plugins.
    var fingerprint: UInt64
    /// Each page's path and the hash of its bytes, in discovery order.
    var pages: [String: UInt64]
    /// What the build reported.
    var diagnostics: [Diagnostic]
    /// How many files the output folder holds.
    var fileCount: Int
    /// How many pages and screens were built.
    var pageCount: Int
    var screenCount: Int

    /// Where the manifest of `output` is kept.
    static func location(of output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).manifest")
    }

    static func read(for output: URL) -> BuildManifest? {
        FileTree.bytes(at: location(of: output).path).flatMap { try? JSONDecoder().decode(BuildManifest.self, from: Data($0)) }
    }

    func write(for output: URL) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        try? data.write(to: Self.location(of: output), options: .atomic)
    }

    /// Whether `output` still holds what the manifest's build wrote.
    func isIntact(_ output: URL) -> Bool {
        FileTree.contents(of: output.path).files.count == fileCount
    }
}

/// FNV-1a, 64 bits: a stable hash for change detection (Swift's `Hasher` is seeded per process).
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { combine($0) }
    }

    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine($0) }
    }

    private mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = value
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        value = (hash ^ 0xff) &* 0x0000_0100_0000_01b3
    }

    static func of(_ text: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(text)
        return hash.value
    }
}
