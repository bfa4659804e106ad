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
