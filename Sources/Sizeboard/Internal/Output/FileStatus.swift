import Foundation

/// The inode and size of a regular file, and creating one without Foundation's overhead.
struct FileStatus: Equatable {
    let inode: UInt64
    let size: Int

    /// The status of the regular file at `path`, or nil if there is none (a symbolic link is not
    /// followed: it is no regular file).
    init?(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        inode = UInt64(status.st_ino)
        size = Int(status.st_size)
    }

    /// Creates `path` (which must not exist) holding `contents`; a relative `path` is below the
    /// open folder `folder`, and errors name the file `shownPath`.
    /// Gives the file's status once written (nil when it could not be taken), as a later
    /// `fstatat` would give it while nothing else writes the file.
    @discardableResult
    static func create(_ path: String, in folder: Int32 = AT_FDCWD, shownPath: @autoclosure () -> String? = nil, contents: [UInt8]) throws -> stat? {
        let descriptor = openat(folder, path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create", shownPath() ?? path) }
        defer { close(descriptor) }
        var offset = 0
        while offset < contents.count {
            let written = contents[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw failure("cannot write", shownPath() ?? path) }
            offset += written
        }
        var status = stat()
        return fstat(descriptor, &status) == 0 ? status : nil
    }

    static func failure(_ action: String, _ path: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(action) \(path): \(String(cString: strerror(errno)))"])
    }
}
