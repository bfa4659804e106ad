import Foundation
import Sizeboard

/// What the open pages need to know of the latest build: an id that changes whenever the build
/// changed the served site, and the build's diagnostics, each with the page it belongs to.
final class BuildState: @unchecked Sendable {
    /// One diagnostic as the overlay shows it.
    struct Entry: Encodable, Equatable {
        let severity: String
        /// `path:line:column`.
        let location: String
        let message: String
        let code: String
        /// The URL of the page the diagnostic is about, when it is about a page.
        let page: String?
    }

    private struct Event: Encodable {
        let build: String
        let diagnostics: [Entry]
    }

    private let session: String
    private let lock = NSLock()
    private var number = 0
    private var entries: [Entry] = []

    /// `session` tells this server's builds from an earlier server's: a page served by the
    /// previous run reloads after a restart.
    init(session: String = UUID().uuidString.prefix(8).lowercased()) {
        self.session = session
    }

    /// The id of the build whose files are being served.
    var buildID: String {
        lock.withLock { "\(session)-\(number)" }
    }

    /// What a build changed for the open pages.
    struct News {
        /// The build changed the served site: pages reload.
        let siteChanged: Bool
        /// The diagnostics differ from the previous build's.
        let diagnosticsChanged: Bool

        /// Whether open pages need the new state.
        var isWorthTelling: Bool { siteChanged || diagnosticsChanged }
    }

    /// Takes in a finished build.
    @discardableResult
    func record(_ report: BuildReport, pages: PageLinks) -> News {
        // Not `written > 0`: a file equal to the build before last is linked back, not written,
        // so undoing an edit writes nothing and still changes the served site.
        let changed = report.outputPath != nil && !report.upToDate
        let entries = report.diagnostics.map { diagnostic in
            Entry(
                severity: diagnostic.severity.rawValue,
                location: "\(diagnostic.path):\(diagnostic.position?.line ?? 1):\(diagnostic.position?.column ?? 1)",
                message: diagnostic.message,
                code: diagnostic.code,
                page: pages.url(ofSource: diagnostic.path)
            )
        }
        return lock.withLock {
            if changed { number += 1 }
            defer { self.entries = entries }
            return News(siteChanged: changed, diagnosticsChanged: entries != self.entries)
        }
    }

    /// The build event of the current state, as Server-Sent Events bytes.
    var event: [UInt8] {
        let event = lock.withLock { Event(build: "\(session)-\(number)", diagnostics: entries) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(event)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Array("event: build\ndata: \(json)\n\n".utf8)
    }
}
