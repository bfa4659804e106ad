import Foundation
import Testing

/// `sizeboard resolve --behavior modern` end to end: the ADAPTIVITY-MODERN vectors through the
/// binary, with the keys of DESIGN section 4 and ADAPTIVITY-MODERN section 7.
@Suite("sizeboard resolve --behavior modern")
struct ModernResolveTests {
    static let page = """
    # Modern

    ```screen
    id: card
    root:
      navigation:
        stack:
          - view: {title: List, id: list}
    present:
      controller:
        view: {title: Sheet, id: sheet}
    ```

    ```screen
    id: popover
    root:
      navigation:
        stack:
          - view: {title: Root, id: root, barItems: {right: [share]}}
    present:
      controller:
        view: {title: Sheet, id: sheet, preferredSize: [320, 400]}
      style: popover
      source: share
      modalInPresentation: true
      sheet: {detents: [medium, large], grabber: true}
    ```

    ```screen
    id: columns
    root:
      split:
        id: split
        style: doubleColumn
        primary:
          navigation: {id: list-navigation, stack: [{view: {title: List, id: list}}]}
        secondary:
          navigation: {id: detail-navigation, stack: [{view: {title: Detail, id: detail}}]}
    ```

    ```screen
    id: tabs
    root:
      tabs:
        id: tabs
        tabs:
          - view: {title: A, id: a}
          - view: {title: B, id: b}
    ```

    """

    /// The results of `screen` in `environment`, resolved with `arguments` after the file name.
    static func results(_ json: [String: Any], screen: String) throws -> [[String: Any]] {
        let pages = try #require(json["pages"] as? [[String: Any]])
        let screens = try #require(pages.first?["screens"] as? [[String: Any]])
        let found = try #require(screens.first { $0["id"] as? String == screen })
        return try #require(found["results"] as? [[String: Any]])
    }

    static func resolve(_ arguments: [String], files: [String: String] = ["Content/modern.md": page]) throws -> [String: Any] {
        let site = try FixtureSite(files: files)
        let outcome = try SizeboardProcess.run(["resolve", "Content/modern.md"] + arguments, in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    }

    @Test("V-M01 V-M05 V-M06 V-M10 V-M12: sheets, popovers and column splits with the section 7 keys")
    func vectors() throws {
        let json = try Self.resolve(["--behavior", "modern", "--env", "iphone-16-portrait", "--env", "ipad-pro-11-landscape"])
        let card = try Self.results(json, screen: "card")
        #expect(card[0]["behavior"] as? String == "modern")
        #expect(card[0]["ios"] as? Int == 18)
        let environment = try #require(card[0]["environment"] as? [String: Any])
        #expect(environment["userInterfaceStyle"] as? String == "light")
        #expect(environment["contentSizeCategory"] as? String == "large")
        #expect(environment["layoutDirection"] as? String == "leftToRight")
        #expect(environment["contrast"] as? String == "normal")
        #expect(environment["safeArea"] as? [Double] == [59, 0, 34, 0])
        let sheet = try #require((card[0]["presentations"] as? [[String: Any]])?.first)
        #expect(sheet["requestedStyle"] as? String == "automatic")
        #expect(sheet["style"] as? String == "formSheet")
        #expect(sheet["adapted"] as? Bool == false)
        #expect(sheet["frame"] as? [Double] == [0, 69, 393, 783])
        #expect(sheet["dimmed"] as? Bool == true)
        #expect(sheet["detent"] as? String == "large")
        #expect(sheet["edgeAttached"] as? Bool == false)
        #expect(sheet["cornerRadius"] as? Double == 10)
        #expect(sheet["dismissible"] as? Bool == true)
        #expect(sheet["level"] as? String == "elevated")
        #expect(sheet["presenterPushedBack"] as? Bool == true)
        #expect(card[0]["visible"] as? [String] == ["list", "sheet"])
        let padSheet = try #require((card[1]["presentations"] as? [[String: Any]])?.first)
        #expect(padSheet["frame"] as? [Double] == [327, 107, 540, 620])
        #expect(padSheet["presenterPushedBack"] as? Bool == false)

        let popover = try #require((try Self.results(json, screen: "popover")[0]["presentations"] as? [[String: Any]])?.first)
        #expect(popover["style"] as? String == "formSheet")
        #expect(popover["adapted"] as? Bool == true)
        #expect(popover["frame"] as? [Double] == [0, 426, 393, 426])
        #expect(popover["detent"] as? String == "medium")
        #expect(popover["dismissible"] as? Bool == false)
        #expect(popover["grabber"] as? Bool == true)

        let columns = try Self.results(json, screen: "columns")
        let collapsed = try #require(columns[0]["root"] as? [String: Any])
        #expect(collapsed["collapsed"] as? Bool == true)
        #expect(collapsed["topColumn"] as? String == "secondary")
        #expect(collapsed["style"] as? String == "doubleColumn")
        let expanded = try #require(columns[1]["root"] as? [String: Any])
        #expect(expanded["splitBehavior"] as? String == "tile")
        #expect(expanded["displayMode"] as? String == "oneBesideSecondary")
        let frames = (expanded["children"] as? [[String: Any]])?.compactMap { $0["frame"] as? [Double] }
        #expect(frames == [[0, 0, 320, 834], [321, 0, 873, 834]])
        #expect((expanded["children"] as? [[String: Any]])?.compactMap { $0["column"] as? String } == ["primary", "secondary"])

        let tabs = try #require(try Self.results(json, screen: "tabs")[1]["root"] as? [String: Any])
        #expect(tabs["tabBarPlacement"] as? String == "top")
        #expect((tabs["children"] as? [[String: Any]])?.first?["frame"] as? [Double] == [0, 0, 1194, 834])
    }

    @Test("V-M01 V-M02 V-M22: --ios 17 maps automatic to pageSheet and keeps the iPad tab bar at the bottom")
    func iosSeventeen() throws {
        let json = try Self.resolve(["--behavior", "modern", "--ios", "17", "--env", "ipad-pro-11-landscape"])
        let card = try Self.results(json, screen: "card")
        #expect(card[0]["ios"] as? Int == 17)
        let sheet = try #require((card[0]["presentations"] as? [[String: Any]])?.first)
        #expect(sheet["style"] as? String == "pageSheet")
        #expect(sheet["frame"] as? [Double] == [245, 44, 704, 750])
        let tabs = try #require(try Self.results(json, screen: "tabs")[0]["root"] as? [String: Any])
        #expect(tabs["tabBarPlacement"] as? String == "bottom")
        #expect((tabs["children"] as? [[String: Any]])?.first?["frame"] as? [Double] == [0, 0, 1194, 764])
    }

    @Test("M-T: an environment id with appearance suffixes reports its appearance")
    func appearanceSuffixes() throws {
        let json = try Self.resolve(["--behavior", "modern", "--env", "iphone-16-portrait+dark+rtl+ax3"])
        let card = try Self.results(json, screen: "card")
        let environment = try #require(card[0]["environment"] as? [String: Any])
        #expect(environment["id"] as? String == "iphone-16-portrait+dark+ax3+rtl")
        #expect(environment["userInterfaceStyle"] as? String == "dark")
        #expect(environment["contentSizeCategory"] as? String == "accessibility3")
        #expect(environment["layoutDirection"] as? String == "rightToLeft")
    }

    @Test("behavior and ios in sizeboard.yml and front matter; classic keeps its keys")
    func selection() throws {
        let fromConfig = try Self.resolve(["--env", "iphone-16-portrait"], files: ["Content/modern.md": Self.page, "sizeboard.yml": "behavior: modern\nios: 17\n"])
        #expect(try Self.results(fromConfig, screen: "card")[0]["ios"] as? Int == 17)
        let frontMatter = "---\nbehavior: modern\n---\n" + Self.page
        let fromPage = try Self.resolve(["--env", "iphone-16-portrait"], files: ["Content/modern.md": frontMatter])
        #expect(try Self.results(fromPage, screen: "card")[0]["behavior"] as? String == "modern")
        let overridden = try Self.resolve(["--behavior", "classic", "--env", "iphone-16-portrait"], files: ["Content/modern.md": frontMatter])
        let classic = try Self.results(overridden, screen: "card")[0]
        #expect(classic["behavior"] == nil && classic["ios"] == nil)
        let environment = try #require(classic["environment"] as? [String: Any])
        #expect(environment["userInterfaceStyle"] == nil)
        let sheet = try #require((classic["presentations"] as? [[String: Any]])?.first)
        #expect(sheet["requestedStyle"] as? String == "fullScreen" && sheet["detent"] == nil && sheet["level"] == nil)
    }

    @Test("M-S-03 M-S-08 M-P-08: the delegate's display mode on expansion, hide and show calls, action sheets as under classic")
    func expansionColumnCallsAndActionSheets() throws {
        let page = """
        ```screen
        id: calls
        root:
          split:
            id: split
            style: doubleColumn
            onExpand: {displayMode: secondaryOnly}
            columnActions: [hide: secondary, show: primary]
            primary:
              navigation: {id: list-navigation, stack: [{view: {title: List, id: list}}]}
            secondary:
              navigation: {id: detail-navigation, stack: [{view: {title: Detail, id: detail}}]}
        ```

        ```screen
        id: share
        root:
          navigation:
            stack:
              - view: {title: Photo, id: photo, barItems: {right: [share]}}
        present:
          controller:
            alert: {id: share-sheet, style: actionSheet, actions: [Mail, {title: Cancel, style: cancel}]}
          source: share
        ```
        """
        let json = try Self.resolve(["--behavior", "modern", "--env", "iphone-16-portrait", "--env", "ipad-pro-11-landscape"], files: ["Content/modern.md": page])
        let calls = try Self.results(json, screen: "calls")
        let collapsed = try #require(calls[0]["root"] as? [String: Any])
        #expect(collapsed["topColumn"] as? String == "primary")
        #expect(calls[0]["visible"] as? [String] == ["list"])
        let expanded = try #require(calls[1]["root"] as? [String: Any])
        #expect(expanded["displayMode"] as? String == "oneBesideSecondary")
        #expect(calls[1]["visible"] as? [String] == ["list", "detail"])
        let share = try Self.results(json, screen: "share")
        let phone = try #require((share[0]["presentations"] as? [[String: Any]])?.first)
        #expect(phone["style"] as? String == "overFullScreen" && phone["adapted"] as? Bool == true && phone["detent"] as? String == nil)
        let pad = try #require((share[1]["presentations"] as? [[String: Any]])?.first)
        #expect(pad["style"] as? String == "popover" && pad["adapted"] as? Bool == false)
    }

    @Test("new scaffolds behavior: modern")
    func scaffold() throws {
        let site = try FixtureSite(files: [:])
        try FileManager.default.createDirectory(at: site.root, withIntermediateDirectories: true)
        #expect(try SizeboardProcess.run(["new", "fresh"], in: site.root).status == 0)
        #expect(site.read("fresh/sizeboard.yml")?.contains("\nbehavior: modern\nios: 18\n") == true)
    }
}
