import Foundation

/// Fast walks and reads of a folder tree through POSIX calls, with plain string paths.
enum FileTree {
    /// The relative paths of the regular files and of the folders below `root`, each sorted.
    static func contents(of root: String) -> (files: [String], folders: [String]) {
        var files: [String] = []
        var folders: [String] = []
        walk(root, relative: "", files: &files, folders: &folders)
        return (files.sorted(), folders.sorted())
    }

    private static func walk(_ path: String, relative: String, files: inout [String], folders: inout [String]) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            let childPath = path + "/" + name
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            switch kind(of: entry.pointee.d_type, at: childPath) {
            case .folder:
                folders.append(childRelative)
                walk(childPath, relative: childRelative, files: &files, folders: &folders)
            case .file:
                files.append(childRelative)
            case .other:
                continue
            }
        }
    }

    private enum Kind { case file, folder, other }

    private static func kind(of type: UInt8, at path: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_UNKNOWN):
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            default: return .other
            }
        default: return .other
        }
    }

    /// The bytes of the file at `path`, or nil if it cannot be read.
    static func bytes(at path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            guard count > 0 else { return count == 0 ? Array(bytes[..<offset]) : nil }
            offset += count
        }
        return bytes
    }
}
