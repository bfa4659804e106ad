import Foundation

/// Watches, on Linux (inotify), every folder of the output tree a kept build left and of its
/// spare tree (whose files are links to the live ones once caught up), so that the next build of
/// the same process learns that its output is intact without looking up every entry again.
///
/// Set up on another thread while the server waits for the next change: every folder is watched
/// first, then the tree is checked once against its snapshot (`TreeSnapshot.matches`, which also
/// watches any folder without entries before looking it up again). From then on the tree is the
/// snapshot's for as long as no folder reports a change: a file written in place, created,
/// removed or renamed in a watched folder reports one, reading does not. The watch vouches for
/// nothing when it cannot be set up (another system, too few watches allowed, a folder missing).
final class OutputWatch: @unchecked Sendable {
    private let ready = DispatchGroup()
    private let lock = NSLock()
    private var descriptor: Int32 = -1
    /// Whether the tree was found to be the snapshot's with every folder watched, and no change
    /// was reported since.
    private var trusted = false
    private var settingUp = true

    /// Starts watching the tree at `root`, as `snapshot` recorded it, and its spare tree at
    /// `spare`; nil where inotify is not available.
    static func start(snapshot: TreeSnapshot, root: URL, spare: URL) -> OutputWatch? {
        #if os(Linux)
        return OutputWatch(snapshot: snapshot, root: root.path, spare: spare.path)
        #else
        return nil
        #endif
    }

    #if os(Linux)
    private static let changes: UInt32 = [IN_MODIFY, IN_ATTRIB, IN_CLOSE_WRITE, IN_CREATE, IN_DELETE, IN_DELETE_SELF, IN_MOVE_SELF, IN_MOVED_FROM, IN_MOVED_TO, IN_ONLYDIR]
        .reduce(0) { $0 | UInt32($1) }

    private init(snapshot: TreeSnapshot, root: String, spare: String) {
        ready.enter()
        DispatchQueue.global(qos: .utility).async { [self] in
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            let watched = descriptor >= 0 && snapshot.folders.allSatisfy { folder in
                [root, spare].allSatisfy { inotify_add_watch(descriptor, Self.path(folder, in: $0), Self.changes) >= 0 }
            }
            let intact = watched && snapshot.matches(root: root, watchingFolder: { folder in
                inotify_add_watch(descriptor, Self.path(folder, in: root), Self.changes) >= 0
            })
            lock.withLock {
                self.descriptor = descriptor
                trusted = intact && !changeReported()
                settingUp = false
            }
            ready.leave()
        }
    }

    private static func path(_ folder: String, in root: String) -> String {
        folder.isEmpty ? root : root + "/" + folder
    }

    /// Reads what the watch reported; true when it reported anything, or cannot be read.
    private func changeReported() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count != -1 || errno != EAGAIN
    }

    deinit {
        let descriptor = descriptor
        guard descriptor >= 0 else { return }
        DispatchQueue.global(qos: .utility).async { close(descriptor) }
    }
    #endif

    /// Whether the watch may still vouch for the tree, asked without waiting: true while it is
    /// being set up, then as long as it vouches.
    var mayVouch: Bool {
        lock.withLock { settingUp || stillTrusted() }
    }

    /// Whether no change was reported in the tree since it was found to be the snapshot's, once
    /// the watch is set up.
    var vouches: Bool {
        ready.wait()
        return lock.withLock { stillTrusted() }
    }

    private func stillTrusted() -> Bool {
        #if os(Linux)
        if trusted, changeReported() { trusted = false }
        #endif
        return trusted
    }
}
