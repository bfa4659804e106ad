import Foundation

/// Runs the built `sizeboard` executable, as a user would.
struct SizeboardProcess {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The folder holding the built products (the test bundle sits beside `sizeboard`).
    static var productsFolder: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    static var executable: URL { productsFolder.appendingPathComponent("sizeboard") }

    /// Runs `sizeboard arguments` in `folder`.
    @discardableResult
    static func run(_ arguments: [String], in folder: URL) throws -> Outcome {
        try run(program: executable, arguments, in: folder)
    }

    /// Runs `program arguments` in `folder` with the tests' environment, `environment` overriding
    /// it, and waits for it to end.
    static func run(program: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are drained at once: a child that fills one pipe's buffer while the test
        // waits on the other would never end.
        let errorReader = PipeReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.wait()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// Starts `sizeboard arguments` in `folder`, its output discarded, without waiting for it.
    static func start(_ arguments: [String], in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The pipe's bytes, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// A site in a fresh temporary folder, removed when the test ends.
final class FixtureSite {
    let root: URL

    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sizeboard-e2e-\(UUID().uuidString)")
        for (path, text) in files {
            try write(text, to: path)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Every file below `folder`, relative path to bytes.
    func tree(_ folder: String) -> [String: Data] {
        let base = root.appendingPathComponent(folder)
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: base.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = base.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }
}
