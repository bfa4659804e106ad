import Foundation
@testable import Sizeboard
import Testing

@Suite("sizeboard.yml")
struct SiteConfigTests {
    @Test("every key has a default")
    func defaults() {
        let config = SiteConfigDecoder(path: "sizeboard.yml").decode("").config
        #expect(config.contentDirectory == "Content")
        #expect(config.outputDirectory == "_site")
        #expect(config.environments == ["size-classes"])
        #expect(config.behavior == "classic")
        #expect(!config.allowsRawHTML)
    }

    @Test("values are read and other keys kept for themes")
    func values() {
        let decoded = SiteConfigDecoder(path: "sizeboard.yml").decode("title: T\nunsafeHTML: true\nplugins: [sitemap]\nfooter: hi\n")
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.config.title == "T")
        #expect(decoded.config.allowsRawHTML)
        #expect(decoded.config.plugins == ["sitemap"])
        #expect(decoded.config.extra["footer"] == .string("hi"))
    }

    @Test("bad values are reported at their line and column", arguments: [
        ("title: [a\n", "yaml-syntax", 1, 8),
        ("unsafeHTML: sometimes\n", "wrong-type", 1, 13),
        ("plugins: {a: 1}\n", "wrong-type", 1, 10),
        ("devices:\n  - {id: x}\n", "invalid-device", 2, 5),
        ("devices:\n  - {id: x, width: 400, height: 800, horizontal: compact, vertical: regular, safeArea: [40, 0]}\n", "invalid-device", 2, 88),
    ])
    func located(yaml: String, code: String, line: Int, column: Int) throws {
        let diagnostic = try #require(SiteConfigDecoder(path: "sizeboard.yml").decode(yaml).diagnostics.first)
        #expect(diagnostic.code == code)
        #expect(diagnostic.position == .init(line: line, column: column))
    }
}

@Suite("Custom devices in sizeboard.yml")
struct CustomDeviceConfigTests {
    @Test("B-04: a custom device's safeArea is read as [top, left, bottom, right]; without one, the 20 pt status bar")
    func safeArea() throws {
        let decoded = SiteConfigDecoder(path: "sizeboard.yml").decode(
            "devices:\n  - {id: fold, width: 400, height: 800, horizontal: compact, vertical: regular, safeArea: [40, 0, 30, 0]}\n  - {id: kiosk, width: 1080, height: 1920, horizontal: regular, vertical: regular}\n"
        )
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.config.devices.map(\.safeArea) == [
            SafeAreaInsets(top: 40, left: 0, bottom: 30, right: 0),
            SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0),
        ])
    }
}

@Suite("Declared presentations in sizeboard.yml")
struct DeclaredPresentationConfigTests {
    @Test("the sidebar of the presentation-controller talk, declared without code")
    func sidebar() throws {
        let decoded = SiteConfigDecoder(path: "sizeboard.yml").decode(
            "presentations:\n  sidebar: {width: 1/3, height: 1, align: trailing, chrome: dimming, adaptive: fullScreen}\n"
        )
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.config.presentations["sidebar"] == DeclaredPresentation.sidebar)
    }

    @Test("bad fields are located, with a suggestion", arguments: [
        ("presentations:\n  a: {widht: 1/3}\n", "unknown-field", 2, 7),
        ("presentations:\n  a: {width: wide}\n", "invalid-value", 2, 14),
        ("presentations:\n  a: {align: trailng}\n", "invalid-value", 2, 14),
        ("presentations: [a]\n", "wrong-type", 1, 16),
    ])
    func located(yaml: String, code: String, line: Int, column: Int) throws {
        let diagnostic = try #require(SiteConfigDecoder(path: "sizeboard.yml").decode(yaml).diagnostics.first)
        #expect(diagnostic.code == code)
        #expect(diagnostic.position == .init(line: line, column: column))
    }
}

@Suite("sizeboard.yml: what becomes a path, devices, groups, themes")
struct SiteConfigValidationTests {
    func decode(_ yaml: String) -> SiteConfigDecoder.Decoded {
        SiteConfigDecoder(path: "sizeboard.yml").decode(yaml)
    }



    @Test("ids that become paths follow the screen-id rule", arguments: [
        ("devices:\n  - {id: \"../../x\\0\", \(validDeviceFields)}\n", 2, 10),
        ("devices:\n  - {id: Phone, \(validDeviceFields)}\n", 2, 10),
        ("devices:\n  - {id: \"a/b\", \(validDeviceFields)}\n", 2, 10),
        ("groups:\n  ../up: [phones]\n", 2, 3),
        ("presentations:\n  ../p: {width: 1/3}\n", 2, 3),
        ("theme: ../../secret\n", 1, 8),
        ("theme: /etc\n", 1, 8),
    ])
    func invalidIds(yaml: String, line: Int, column: Int) throws {
        let diagnostic = try #require(decode(yaml).diagnostics.first)
        #expect(diagnostic.code == "invalid-id")
        #expect(diagnostic.position == SourcePosition(line: line, column: column))
        #expect(decode(yaml).config.devices.isEmpty)
    }

    @Test("devices with impossible sizes, scales or idioms are refused", arguments: [
        "width: .inf, height: 800", "width: 1e19, height: 800", "width: .nan, height: 800", "width: 400, height: -3",
        "width: 0, height: 800", "width: 400, height: 100001", "width: 400, height: 800, scale: 0",
        "width: 400, height: 800, scale: 2.5", "width: 400, height: 800, idiom: watch", "width: 400, height: 800, idiom: unspecified",
        "width: wide, height: 800",
    ])
    func invalidDevices(fields: String) throws {
        let decoded = decode("devices:\n  - {id: d, \(fields), horizontal: compact, vertical: regular}\n")
        let diagnostic = try #require(decoded.diagnostics.first)
        #expect(diagnostic.code == "invalid-device")
        #expect(diagnostic.position?.line == 2)
        #expect(decoded.config.devices.isEmpty)
    }

    @Test("a valid device is kept")
    func validDevice() {
        let decoded = decode("devices:\n  - {id: my-phone, \(validDeviceFields), scale: 3, idiom: phone}\n")
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.config.devices.map(\.id) == ["my-phone"])
    }

    @Test("groups are read in file order, not kept as a theme parameter")
    func groups() {
        let decoded = decode("groups:\n  modern-pads: [ipad-pro-11-landscape, ipad-pro-12-9-portrait]\n  mine: [modern-pads, phones]\n")
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.config.groups.map(\.name) == ["modern-pads", "mine"])
        #expect(decoded.config.groups.first?.members == ["ipad-pro-11-landscape", "ipad-pro-12-9-portrait"])
        #expect(decoded.config.extra["groups"] == nil)
    }

    @Test("aliases are rejected in sizeboard.yml too, at each alias")
    func aliases() {
        let decoded = decode("a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n")
        #expect(decoded.diagnostics.map(\.code) == Array(repeating: "unsupported-alias", count: 4))
        #expect(decoded.diagnostics.map(\.position) == [.init(line: 2, column: 8), .init(line: 2, column: 12), .init(line: 3, column: 5), .init(line: 3, column: 9)])
    }

    @Test("a near miss of a known key is a warning with a suggestion", arguments: [
        ("outptu", "output"), ("titel", "title"), ("plugin", "plugins"), ("enviroments", "environments"), ("theem", "theme"),
    ])
    func nearMiss(key: String, intended: String) throws {
        let decoded = decode("\(key): x\nfooter: hi\n")
        #expect(decoded.diagnostics.count == 1)
        let diagnostic = try #require(decoded.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.hasSuffix("did you mean `\(intended)`?"))
    }

    @Test("a file that is not a mapping says it is not a configuration")
    func notAConfig() throws {
        let decoded = SiteConfigDecoder(path: "/etc/passwd").decode("root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin:/usr/sbin/nologin\n")
        let diagnostic = try #require(decoded.diagnostics.first)
        #expect(diagnostic.code == "not-a-config")
        #expect(diagnostic.message.contains("is not a Sizeboard configuration"))
    }

    @Test("a key over 1,024 characters gets a clear message")
    func longKey() throws {
        let diagnostic = try #require(decode("title: T\n\(String(repeating: "k", count: 1_500)): 1\n").diagnostics.first)
        #expect(diagnostic.code == "key-too-long")
        #expect(diagnostic.position == SourcePosition(line: 2, column: 1))
    }
}

/// The fields of a valid device but its id.
let validDeviceFields = "width: 400, height: 800, horizontal: compact, vertical: regular"
