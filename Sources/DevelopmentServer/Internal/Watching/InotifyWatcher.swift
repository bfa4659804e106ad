#if os(Linux)
import Foundation
import Glibc

/// A watcher on Linux's inotify: one watch per folder of each watched tree (added as folders
/// appear), plus the folders of the watched files, read on a thread of its own. Saving by writing
/// in place (close after write), by renaming a temporary file over the original, and deleting all
/// show as events on the folder, so every editor's way of saving is seen.
final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    private static let folderEvents = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

    private let scope: WatchScope
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)
    /// The folder of each watch descriptor; used by the reading thread only once started.
    private var folders: [Int32: String] = [:]

    /// Nil when inotify is not available (e.g. no more instances allowed).
    init?(scope: WatchScope) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        self.scope = scope
        self.descriptor = descriptor
    }

    func start(onChange: @escaping @Sendable ([String]) -> Void) {
        for folder in scope.parentFolders {
            watch(folder)
        }
        for tree in scope.trees {
            watchTree(tree)
        }
        let thread = Thread { [self] in
            readEvents(onChange: onChange)
            finished.signal()
        }
        thread.name = "sizeboard file watcher"
        thread.start()
    }

    func stop() {
        lock.withLock { stopped = true }
        finished.wait()
    }

    private var isStopped: Bool {
        lock.withLock { stopped }
    }

    private func watch(_ folder: String) {
        let watchDescriptor = inotify_add_watch(descriptor, folder, Self.folderEvents | UInt32(IN_ONLYDIR))
        if watchDescriptor >= 0 { folders[watchDescriptor] = folder }
    }

    /// Watches `folder` and every folder below it that the scope watches.
    private func watchTree(_ folder: String) {
        guard scope.watchesTree(at: folder) else { return }
        watch(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                watchTree(path)
            }
        }
    }

    private func readEvents(onChange: @Sendable ([String]) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !isStopped {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            let changes = buffer.withUnsafeBytes { handle(events: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            if !changes.isEmpty { onChange(changes) }
        }
        close(descriptor)
    }

    /// The counted paths of a batch of events, watching new folders on the way.
    private func handle(events: UnsafeRawBufferPointer) -> [String] {
        var changes: [String] = []
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= events.count {
            let watchDescriptor = events.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = events.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let nameLength = Int(events.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameBytes = events[(offset + headerSize)..<min(offset + headerSize + nameLength, events.count)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += headerSize + nameLength

            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                for tree in scope.trees { watchTree(tree) }
                changes += scope.trees
                continue
            }
            guard let folder = folders[watchDescriptor] else { continue }
            if mask & UInt32(IN_IGNORED) != 0 {
                folders[watchDescriptor] = nil
                continue
            }
            let path = name.isEmpty ? folder : folder + "/" + name
            let isFolder = mask & UInt32(IN_ISDIR) != 0
            if isFolder, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                watchTree(path)
            }
            // A folder counts whatever its name: pages may already be in it when it is watched.
            if scope.counts(path) || (isFolder && scope.watchesTree(at: path)), !changes.contains(path) {
                changes.append(path)
            }
        }
        return changes
    }
}
#endif
