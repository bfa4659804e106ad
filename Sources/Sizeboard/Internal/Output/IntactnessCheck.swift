import Foundation

/// A look-up of every entry of the output tree in its snapshot (`TreeSnapshot.matches`), run on
/// other threads; `isIntact` waits for the answer.
final class IntactnessCheck: @unchecked Sendable {
    private let done = DispatchGroup()
    private var answer = false

    init(snapshot: TreeSnapshot, root: URL) {
        done.enter()
        DispatchQueue.global().async { [self] in
            answer = snapshot.matches(root: root.path)
            done.leave()
        }
    }

    /// Whether the tree has exactly the snapshot's entries, each with its value.
    var isIntact: Bool {
        done.wait()
        return answer
    }
}
