import Foundation

/// What `FolderOutput.begin()` needs of the last build's output, found on another thread while
/// the build decodes the manifest's tables and looks over its pages: whether the output is still
/// what that build left (`BuildManifest.Outline.isIntact`) and, when it is, the pair of trees it
/// committed. The three used to run one after the other on one core (some 85 ms at 10k pages);
/// the pair is read beside the check rather than after it (the check looks up 30k entries on
/// every core, the reading decodes 30k paths on one), and let go when the output is not intact.
/// The snapshot that proved the output intact is kept: the commit derives the new tree's from it.
final class SessionPreparation: @unchecked Sendable {
    /// The outline of the build whose output is checked.
    let outline: BuildManifest.Outline
    private let group = DispatchGroup()
    private var found: (intact: Bool, trees: (bytes: [UInt8], pair: TreePair)?, snapshot: TreeSnapshot?) = (false, nil, nil)

    /// Starts checking `output` against `outline`.
    init(outline: BuildManifest.Outline, output: URL) {
        self.outline = outline
        let read = Background(quality: .userInitiated) {
            TreePair.recorded(for: output).flatMap { $0.pair.liveGeneration == outline.generation ? $0 : nil }
        }
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let (intact, snapshot) = outline.intactness(of: output)
            found = (intact, intact ? read.value : nil, snapshot)
            group.leave()
        }
    }

    /// Whether the output is intact, once that is known.
    var intact: Bool {
        group.wait()
        return found.intact
    }

    /// The snapshot that proved the output intact, when one did, once that is known.
    var snapshot: TreeSnapshot? {
        group.wait()
        return found.snapshot
    }

    /// The pair of trees with its bytes, once read; the preparation lets go of it, so the
    /// session that takes it changes it in place rather than a copy of its 30k paths at 10k pages.
    func takeTrees() -> (bytes: [UInt8], pair: TreePair)? {
        group.wait()
        defer { found.trees = nil }
        return found.trees
    }
}
