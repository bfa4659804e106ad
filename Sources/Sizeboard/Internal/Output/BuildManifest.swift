import Foundation

/// What the last build read and reported, kept beside the output folder so that a build with
/// nothing changed can stop after reading its inputs (`.<output name>.manifest`).
struct BuildManifest: Codable, Equatable {
    /// A hash of everything but the pages: Sizeboard itself, options, configuration, theme, plugins.
    var fingerprint: UInt64
    /// Each page's path and the hash of its bytes.
    var pages: [String: UInt64]
    /// Each page's path below the content folder and its stamp when listed.
    var pageStamps: [String: PageStamp]
    /// When the pages were listed (`PageStamp.now`).
    var listedAt: Int64
    /// What the build reported.
    var diagnostics: [Diagnostic]
    /// How many files the output folder holds.
    var fileCount: Int
    /// The generation of the tree the manifest describes, as its marker file names it.
    var generation: UInt64
    /// The output tree's `FileTree.signature` right after the build.
    var treeSignature: UInt64
    /// How many pages and screens were built.
    var pageCount: Int
    var screenCount: Int

    /// The same build with the pages' stamps of a later listing that found the same bytes.
    func restamped(_ stamps: [String: PageStamp], listedAt: Int64) -> BuildManifest {
        var manifest = self
        manifest.pageStamps = stamps
        manifest.listedAt = listedAt
        return manifest
    }

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

    /// Whether `output` still holds what the manifest's build wrote: the same generation, and no
    /// file written, replaced, added or removed since.
    func isIntact(_ output: URL) -> Bool {
        SiteMarker.generation(inFolder: output.path) == generation && FileTree.signature(of: output.path) == treeSignature
    }
}
