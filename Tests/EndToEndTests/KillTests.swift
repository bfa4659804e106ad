import Foundation
import Testing

/// Builds killed with SIGKILL at several points leave either the previous site or the new one,
/// never a mix, and the next build repairs the output to equal a clean build byte for byte.
@Suite("sizeboard build survives SIGKILL")
struct KillTests {
    /// Enough pages that a build takes a while: about 0.6 s of processor time in a debug build.
    static let pageCount = 80

    /// The site's pages in one of several versions: every page changes between them.
    static func pages(version: Int) -> [String: String] {
        var files: [String: String] = [:]
        for index in 0..<pageCount {
            let name = String(format: "p%03d", index)
            files["Content/\(name).md"] = """
            ---
            title: Page \(index) version \(version)
            ---
            # Page \(index), version \(version)

            ```screen
            id: s\(index)
            root:
              split:
                primary:
                  navigation:
                    stack:
                      - view: {title: Inbox \(index), content: list, rows: \(4 + version)}
                secondary:
                  view: {title: Message \(version), content: text}
            ```

            """
        }
        return files
    }

    /// Where a build is killed: a condition on the files seen while it runs.
    enum KillPoint: String, CaseIterable {
        /// As soon as the process has started.
        case atStart
        /// Once the spare tree holds the first page of the new version.
        case firstPageWritten
        /// Once it holds the page in the middle.
        case halfWritten
        /// Once the output folder's marker names the new tree: just after the swap.
        case afterSwap
    }

    @Test("killed at every point, the output is the previous or the new site, and the next build repairs it")
    func killedBuilds() throws {
        let site = try FixtureSite(files: [:])
        var clean: [Int: [String: Data]] = [:]
        for version in 1...3 {
            for (path, text) in Self.pages(version: version) { try site.write(text, to: path) }
            #expect(try SizeboardProcess.run(["build", "--output", "clean\(version)"], in: site.root).status == 0)
            clean[version] = site.tree("clean\(version)")
        }
        #expect(clean[1] != clean[2] && clean[2] != clean[3])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        // Three versions in turn: the spare tree (the build before last) never already holds the new one.
        var version = 3
        for point in KillPoint.allCases {
            let previous = version
            version = version % 3 + 1
            for (path, text) in Self.pages(version: version) { try site.write(text, to: path) }
            try kill(buildIn: site, at: point, newMarker: site.read("clean\(version)/.sizeboard-generation"), version: version)
            let afterKill = site.tree("_site")
            #expect(afterKill == clean[previous] || afterKill == clean[version], "after a kill \(point.rawValue), the output is a mix")
            if point == .afterSwap {
                // Back to the pages of the previous build: its manifest must not pass the new tree as up to date.
                version = previous
                for (path, text) in Self.pages(version: version) { try site.write(text, to: path) }
            }
            let repair = try SizeboardProcess.run(["build"], in: site.root)
            #expect(repair.status == 0, "\(repair.standardError)")
            #expect(site.tree("_site") == clean[version], "the build after a kill \(point.rawValue) did not repair the output")
            #expect(try SizeboardProcess.run(["build"], in: site.root).standardOutput.hasPrefix("Up to date"))
        }
    }

    /// Starts a build and sends it SIGKILL once `point` is seen (or when it ends first).
    private func kill(buildIn site: FixtureSite, at point: KillPoint, newMarker: String?, version: Int) throws {
        let process = try SizeboardProcess.start(["build"], in: site.root)
        let middle = String(format: "p%03d", Self.pageCount / 2)
        while process.isRunning {
            let reached: Bool
            switch point {
            case .atStart:
                reached = true
            case .firstPageWritten:
                reached = site.read("._site.previous/p000/index.html")?.contains("version \(version)") == true
            case .halfWritten:
                reached = site.read("._site.previous/\(middle)/index.html")?.contains("version \(version)") == true
            case .afterSwap:
                reached = newMarker != nil && site.read("_site/.sizeboard-generation") == newMarker
            }
            if reached { break }
        }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
