import Foundation

/// Golden SVG files in `Golden/` next to this file. With `SIZEBOARD_RECORD_GOLDEN=1` in the
/// environment, ``expected(for:named:)`` writes the file instead of reading it.
enum GoldenFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SIZEBOARD_RECORD_GOLDEN"] == "1"
    }

    /// The golden text of `name`, or nil when the file is missing (after recording, the new text).
    static func expected(for actual: String, named name: String) throws -> String? {
        let file = directory.appendingPathComponent(name + ".svg")
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            return actual
        }
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
