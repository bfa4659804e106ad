@testable import DevelopmentServer
import Foundation
import Testing

/// The watchers on a real temporary project. Every wait is bounded: a watcher that misses a
/// change fails the test after a few seconds instead of hanging.
@Suite(.serialized)
struct FileWatcherTests {
    /// The paths a watcher reported, gathered from its thread.
    final class Collector: @unchecked Sendable {
        private let condition = NSCondition()
        private var paths: [String] = []

        func add(_ batch: [String]) {
            condition.withLock {
                paths += batch
                condition.broadcast()
            }
        }

        /// Waits (at most ten seconds) until `path` was reported; returns whether it was.
        func waitFor(_ path: String) -> Bool {
            let limit = Date(timeIntervalSinceNow: 10)
            return condition.withLock {
                while !paths.contains(path) {
                    if !condition.wait(until: limit) { return paths.contains(path) }
                }
                return true
            }
        }

        var all: [String] {
            condition.withLock { paths }
        }
    }

    /// A project folder with Content/, Themes/ and sizeboard.yml, and a scope watching it.
    struct Project {
        let root: String

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)").standardizedFileURL.path
            try FileManager.default.createDirectory(atPath: root + "/Content/guide", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/Themes/mine/templates", withIntermediateDirectories: true)
            try write("sizeboard.yml", "title: Test\n")
            try write("Content/a.md", "# A\n")
        }

        var scope: WatchScope {
            WatchScope(trees: [root + "/Content", root + "/Themes"], files: [root + "/sizeboard.yml"], excluded: [root + "/_site"])
        }

        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }

        /// Saves as editors that keep a backup do: a temporary file renamed over the original.
        func saveByRenaming(_ path: String, _ text: String) throws {
            let temporary = (path as NSString).deletingLastPathComponent + "/.\((path as NSString).lastPathComponent).tmp"
            try write(temporary, text)
            guard rename(root + "/" + temporary, root + "/" + path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    static var watcherKinds: [Bool] {
        #if os(Linux)
        [false, true]
        #else
        [true]
        #endif
    }

    private func watching(polling: Bool, _ body: (Project, Collector) throws -> Void) throws {
        let project = try Project()
        defer { project.remove() }
        let collector = Collector()
        let watcher = FileWatchers.make(scope: project.scope, polling: polling)
        watcher.start { collector.add($0) }
        defer { watcher.stop() }
        if polling { Thread.sleep(forTimeInterval: 0.6) }
        try body(project, collector)
    }

    @Test("a page written in place", arguments: watcherKinds)
    func writeInPlace(polling: Bool) throws {
        try watching(polling: polling) { project, collector in
            try project.write("Content/a.md", "# A, edited\n")
            #expect(collector.waitFor(project.root + "/Content/a.md"))
        }
    }

    @Test("a page saved by renaming a temporary file over it, the temporary file not reported", arguments: watcherKinds)
    func renameOnSave(polling: Bool) throws {
        try watching(polling: polling) { project, collector in
            try project.saveByRenaming("Content/a.md", "# A, renamed over\n")
            #expect(collector.waitFor(project.root + "/Content/a.md"))
            #expect(!collector.all.contains { $0.hasSuffix(".tmp") })
        }
    }

    @Test("sizeboard.yml saved by renaming", arguments: watcherKinds)
    func configuration(polling: Bool) throws {
        try watching(polling: polling) { project, collector in
            try project.saveByRenaming("sizeboard.yml", "title: Renamed\n")
            #expect(collector.waitFor(project.root + "/sizeboard.yml"))
        }
    }

    @Test("a page in a folder created while watching, and a theme template", arguments: watcherKinds)
    func newFolder(polling: Bool) throws {
        try watching(polling: polling) { project, collector in
            try FileManager.default.createDirectory(atPath: project.root + "/Content/new", withIntermediateDirectories: true)
            Thread.sleep(forTimeInterval: 0.05)
            try project.write("Content/new/b.md", "# B\n")
            #expect(collector.waitFor(project.root + "/Content/new/b.md"))
            try project.write("Themes/mine/templates/page.mustache", "{{{body}}}")
            #expect(collector.waitFor(project.root + "/Themes/mine/templates/page.mustache"))
        }
    }

    @Test("a deleted page", arguments: watcherKinds)
    func deletion(polling: Bool) throws {
        try watching(polling: polling) { project, collector in
            try FileManager.default.removeItem(atPath: project.root + "/Content/a.md")
            #expect(collector.waitFor(project.root + "/Content/a.md"))
        }
    }

    #if os(Linux)
    @Test("a folder inotify cannot watch, at the start or created later, makes the watcher poll the project and report the watched trees", arguments: [1, 6])
    func pollingWhenAFolderCannotBeWatched(watchLimit: Int) throws {
        let project = try Project()
        defer { project.remove() }
        let collector = Collector()
        let watcher = try #require(InotifyWatcher(scope: project.scope, watchLimit: watchLimit))
        watcher.start { collector.add($0) }
        defer { watcher.stop() }
        if watchLimit > 1 {
            #expect(!collector.all.contains(project.root + "/Content"), "the six folders of the project are watched")
            try FileManager.default.createDirectory(atPath: project.root + "/Content/new", withIntermediateDirectories: true)
        }
        #expect(collector.waitFor(project.root + "/Content"), "the trees are reported, so the next build lists them")
        let unwatched = watchLimit > 1 ? "Content/new/c.md" : "Content/guide/c.md"
        try project.write(unwatched, "# C\n")
        #expect(collector.waitFor(project.root + "/" + unwatched), "seen by polling")
    }
    #endif

    @Test func writesInTheOutputFolderAreNotReported() throws {
        try watching(polling: false) { project, collector in
            try FileManager.default.createDirectory(atPath: project.root + "/_site", withIntermediateDirectories: true)
            try project.write("_site/index.html", "x")
            try project.write("Content/a.md", "# A, after the output\n")
            #expect(collector.waitFor(project.root + "/Content/a.md"))
            #expect(!collector.all.contains { $0.contains("_site") })
        }
    }
}
