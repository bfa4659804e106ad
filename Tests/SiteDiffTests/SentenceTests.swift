import Foundation
import SiteDiff
import Testing

/// The sentences of `sizeboard diff`, from hand-written resolutions: one variant before and after.
@Suite("Diff sentences")
final class SentenceTests {
    /// Every site of a test, removed when the test ends.
    let sites = FileManager.default.temporaryDirectory.appendingPathComponent("sizeboard-site-diff-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: sites)
    }

    /// A built site of one page with one screen in one environment whose resolution is `result`.
    func site(_ result: String, prose: String = "p1") throws -> URL {
        let folder = sites.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let document = """
        {"pages": [{"path": "Content/a.md", "slug": "a", "proseHash": "\(prose)",
          "screens": [{"id": "s", "results": [\(result)]}]}], "diagnostics": [], "schemaVersion": 1}
        """
        try Data(document.utf8).write(to: folder.appendingPathComponent("resolution.json"))
        return folder
    }

    static func result(root: String, presentations: String = "[]", visible: String = "[\"detail\"]") -> String {
        """
        {"environment": {"id": "ipad-9-7-landscape-half", "width": 507, "height": 768},
         "statusBarHidden": false, "root": \(root), "presentations": \(presentations), "visible": \(visible)}
        """
    }

    static func split(collapsed: Bool, detailX: Int) -> String {
        """
        {"id": "main", "kind": "split", "frame": [0, 0, 507, 768], "horizontal": "compact", "vertical": "regular",
         "collapsed": \(collapsed), "children": [
          {"id": "detail", "kind": "view", "frame": [\(detailX), 0, 186, 768], "horizontal": "compact", "vertical": "regular", "children": []}]}
        """
    }

    static func bar(left: String) -> String {
        """
        {"id": "nav", "kind": "navigation", "frame": [0, 0, 507, 768], "horizontal": "compact", "vertical": "regular", "children": [],
         "bars": [{"kind": "navigation", "frame": [0, 20, 507, 44], "items": ["share"], "title": "Photo", "showsBackButton": false, "leftItems": \(left)}]}
        """
    }

    static func popover(style: String, adapted: Bool) -> String {
        """
        [{"presented": "share", "requestedStyle": "popover", "style": "\(style)", "adapted": \(adapted), "presenting": "nav",
          "frame": [0, 0, 507, 768], "wrapper": null, "arrow": null, "dimmed": false,
          "root": {"id": "share", "kind": "view", "frame": [0, 0, 507, 768], "horizontal": "compact", "vertical": "regular", "children": []}}]
        """
    }

    func sentences(_ base: String, _ head: String) throws -> [String] {
        let report = try SiteDiff.compare(base: site(base), head: site(head))
        return report.changes.flatMap(\.what)
    }

    @Test("a split that collapses, and the frame that moves with it")
    func split() throws {
        let found = try sentences(
            Self.result(root: Self.split(collapsed: false, detailX: 321)),
            Self.result(root: Self.split(collapsed: true, detailX: 0))
        )
        #expect(found == ["split main: expanded -> collapsed in ipad-9-7-landscape-half", "detail moved from x 321 to x 0"])
    }

    @Test("a bar item removed")
    func barItem() throws {
        let found = try sentences(Self.result(root: Self.bar(left: "[\"cancel\"]")), Self.result(root: Self.bar(left: "[]")))
        #expect(found == ["left item cancel removed"])
    }

    @Test("a popover that now adapts, and one that no longer does")
    func popover() throws {
        let root = Self.bar(left: "[]")
        let popover = Self.result(root: root, presentations: Self.popover(style: "popover", adapted: false))
        let sheet = Self.result(root: root, presentations: Self.popover(style: "formSheet", adapted: true))
        #expect(try sentences(popover, sheet) == ["popover share now adapts to formSheet in ipad-9-7-landscape-half"])
        #expect(try sentences(sheet, popover) == ["popover share no longer adapts (was formSheet) in ipad-9-7-landscape-half"])
    }

    @Test("identical resolutions and prose: nothing; prose alone: one page-level change")
    func prose() throws {
        let result = Self.result(root: Self.bar(left: "[]"))
        let same = try SiteDiff.compare(base: site(result), head: site(result))
        #expect(same.changes.isEmpty)
        #expect(same.summary.unchanged == 1)
        let prose = try SiteDiff.compare(base: site(result), head: site(result, prose: "p2"))
        #expect(prose.changes == [SiteChange(page: "Content/a.md", screen: nil, environment: nil, change: .changed, what: ["prose changed, no screen changed"])])
        let json = String(decoding: prose.json, as: UTF8.self)
        #expect(json.contains("\"screen\" : null"))
        #expect(json.contains("\"summary\" : {\n    \"added\" : 0,\n    \"changed\" : 1,\n    \"removed\" : 0,\n    \"unchanged\" : 1\n  }"))
    }

    @Test("titles with escapes read as written")
    func escapes() throws {
        func titled(_ title: String) -> String {
            Self.result(root: "{\"id\": \"v\", \"kind\": \"view\", \"title\": \"\(title)\", \"frame\": [0, 0, 1, 1], \"children\": []}")
        }
        let found = try sentences(titled("Caf\\u00e9 \\\"A\\\" \\ud83d\\ude00"), titled("Menu\\n"))
        #expect(found == ["view v title: Café \"A\" 😀 -> Menu\n"])
    }

    @Test("a folder without resolution.json, or with another document, is not a site")
    func missing() throws {
        let folder = sites.appendingPathComponent("empty")
        #expect(throws: SiteDiffError.missingResolution(folder.path)) {
            try SiteDiff.compare(base: folder, head: folder)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("resolution.json")
        for text in ["{\"pages\": [}", "[1, 2]", "{\"pages\": []} x"] {
            try Data(text.utf8).write(to: file)
            #expect(throws: SiteDiffError.unreadableResolution(file.path)) {
                try SiteDiff.compare(base: folder, head: folder)
            }
        }
    }
}
