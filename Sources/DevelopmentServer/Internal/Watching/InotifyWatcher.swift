#if os(Linux)
import Foundation
import Glibc

/// A watcher on Linux's inotify: one watch per folder of each watched tree (added as folders
/// appear), plus the folders of the watched files, read on a thread of its own. Saving by writing
/// in place (close after write), by renaming a temporary file over the original, and deleting all
/// show as events on the folder, so every editor's way of saving is seen.
///
/// A folder that cannot be watched (the system's `fs.inotify.max_user_watches` reached) would
/// never tell of its changes, so the watcher then polls the whole scope instead
/// (`PollingWatcher`), says so on standard error, and reports the watched trees themselves, so
/// that the next build lists them rather than trusting the changes reported so far.
final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    private static let folderEvents = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

    private let scope: WatchScope
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)
    /// The folder of each watch descriptor; used by the reading thread only once started.
    private var folders: [Int32: String] = [:]
    /// How many folders may be watched, below the system's limit: for tests of the fallback.
    private let watchLimit: Int?
    private var onChange: (@Sendable ([String]) -> Void)?
    /// The watcher polling the scope once a folder could not be watched.
    private var fallback: PollingWatcher?

    /// Nil when inotify is not available (e.g. no more instances allowed).
    init?(scope: WatchScope, watchLimit: Int? = nil) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        self.scope = scope
        self.descriptor = descriptor
        self.watchLimit = watchLimit
    }

    func start(onChange: @escaping @Sendable ([String]) -> Void) {
        self.onChange = onChange
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
        let fallback = lock.withLock {
            stopped = true
            return self.fallback
        }
        fallback?.stop()
        finished.wait()
    }

    private var isStopped: Bool {
        lock.withLock { stopped }
    }

    private func watch(_ folder: String) {
        let watchDescriptor = folders.count == watchLimit ? -1 : inotify_add_watch(descriptor, folder, Self.folderEvents | UInt32(IN_ONLYDIR))
        if watchDescriptor >= 0 {
            folders[watchDescriptor] = folder
        } else if watchLimit != nil || errno != ENOENT {
            fallBackToPolling(cannotWatch: folder, reason: watchLimit == nil ? String(cString: strerror(errno)) : "the test's limit")
        }
    }

    /// Starts polling the scope, once, and reports the watched trees.
    private func fallBackToPolling(cannotWatch folder: String, reason: String) {
        guard let onChange else { return }
        let polling: PollingWatcher? = lock.withLock {
            guard fallback == nil, !stopped else { return nil }
            fallback = PollingWatcher(scope: scope)
            return fallback
        }
        guard let polling else { return }
        FileHandle.standardError.write(Data("Cannot watch \(folder) with inotify (\(reason)); polling for changes twice a second instead. Raising fs.inotify.max_user_watches lets inotify watch every folder.\n".utf8))
        polling.start(onChange: onChange)
        onChange(scope.trees)
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
