import Foundation

/// An exclusive lock on an output folder, held for a whole build: `flock` on `.<output name>.lock`
/// beside it. A second build into the same folder says once that it waits, then waits.
final class OutputLock {
    private let descriptor: Int32

    /// Where the lock file of `output` is kept.
    static func location(of output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).lock")
    }

    /// Takes the lock of `output`, creating the folder that holds it if needed; `waiting` is called
    /// once, before blocking, when another process holds it. A symbolic link in the lock file's
    /// place is refused, never followed.
    init(output: URL, waiting: () -> Void) throws {
        let path = Self.location(of: output).path
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw FileStatus.failure("cannot open the lock file", path) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK else {
            let failure = FileStatus.failure("cannot lock", path)
            close(descriptor)
            throw failure
        }
        waiting()
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let failure = FileStatus.failure("cannot lock", path)
                close(descriptor)
                throw failure
            }
        }
    }

    deinit {
        close(descriptor)
    }
}
