import Foundation
import Testing

@Suite("Bad input through the binary: ids, devices, aliases, themes, groups, terminal output")
struct InputValidationTests {
    static let page = "# P\n\n```screen\nid: s\nroot: {view: A}\n```\n"

    @Test("a device id that would leave the output folder is refused, and nothing is written outside")
    func deviceIdOutsideOutput() throws {
        let site = try FixtureSite(files: [
            "project/sizeboard.yml": """
            environments: [evil]
            devices:
              - {id: "../../../../outside/victim.txt\\0", width: 400, height: 800, horizontal: compact, vertical: regular}
              - {id: "../../../../outside/evil", width: 400, height: 800, horizontal: compact, vertical: regular}
            """,
            "project/Content/p.md": Self.page,
            "outside/victim.txt": "keep me",
        ])
        let outcome = try SizeboardProcess.run(["build"], in: site.root.appendingPathComponent("project"))
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sizeboard.yml:3:10: error: device id"))
        #expect(outcome.standardError.contains("[invalid-id]"))
        #expect(site.read("outside/victim.txt") == "keep me")
        #expect(site.tree("outside").count == 1)
    }

    @Test("impossible device sizes are located errors, not a crash", arguments: ["1e19", ".inf", "-.inf", ".nan", "-320", "0"])
    func impossibleSizes(width: String) throws {
        let site = try FixtureSite(files: [
            "sizeboard.yml": "environments: [big]\ndevices:\n  - {id: big, width: \(width), height: 800, horizontal: compact, vertical: regular}\n",
            "Content/p.md": Self.page,
        ])
        for command in [["build"], ["resolve"]] {
            let outcome = try SizeboardProcess.run(command, in: site.root)
            #expect(outcome.status == 1, "\(command) \(outcome.standardError)")
            #expect(outcome.standardError.contains("sizeboard.yml:3:"), "\(outcome.standardError)")
            #expect(outcome.standardError.contains("[invalid-device]"))
            #expect(!outcome.standardOutput.contains("null"))
        }
    }

    @Test("alias bombs in a screen block, front matter and sizeboard.yml end quickly with located errors")
    func aliasBombs() throws {
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...40 {
            let previous = level == 1 ? "a" : "l\(level - 1)"
            bomb += "l\(level): &l\(level) [*\(previous), *\(previous), *\(previous)]\n"
        }
        let screen = "id: s\nroot: &r {navigation: &c {stack: [{view: A}]}}\npresent: [{controller: {\"navigation\":*c}}]\nactions:\n  - k: |\n      x\n    showDetail: *r\n"
        let site = try FixtureSite(files: [
            "sizeboard.yml": "title: T\n",
            "Content/front.md": "---\n\(bomb)---\n# F\n",
            "Content/screen.md": "# S\n\n```screen\n\(screen)```\n",
        ])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Content/screen.md:6:38: error: YAML aliases such as `*c`"))
        #expect(outcome.standardError.contains("Content/screen.md:10:17: error: YAML aliases such as `*r`"))
        #expect(outcome.standardError.contains("Content/front.md:3:10: error: YAML aliases such as `*a`"))
        try site.write(bomb, to: "sizeboard.yml")
        let config = try SizeboardProcess.run(["build"], in: site.root)
        #expect(config.status == 1)
        #expect(config.standardError.contains("sizeboard.yml:2:10: error: YAML aliases such as `*a`"))
    }

    @Test("a theme outside Themes/ or unknown is an error; nothing is loaded from outside the project")
    func themes() throws {
        let site = try FixtureSite(files: [
            "project/Content/p.md": Self.page,
            "project/Themes/mine/templates/page.mustache": "mine",
            "secret/templates/page.mustache": "SECRET",
            "secret/assets/secret.txt": "SECRET",
        ])
        for (theme, code) in [("../../secret", "invalid-id"), ("../secret", "invalid-id"), ("nope", "unknown-theme"), ("/etc", "invalid-id")] {
            try site.write("theme: \(theme)\n", to: "project/sizeboard.yml")
            let outcome = try SizeboardProcess.run(["build"], in: site.root.appendingPathComponent("project"))
            #expect(outcome.status == 1, "\(theme)")
            #expect(outcome.standardError.contains("sizeboard.yml:1:8: error:"), "\(outcome.standardError)")
            #expect(outcome.standardError.contains("[\(code)]"), "\(outcome.standardError)")
            #expect(!site.exists("project/_site"))
        }
        try site.write("theme: mine\n", to: "project/sizeboard.yml")
        let outcome = try SizeboardProcess.run(["build"], in: site.root.appendingPathComponent("project"))
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    @Test("groups of the site's own are environment groups, listed by devices --config, also as JSON")
    func groups() throws {
        let site = try FixtureSite(files: [
            "site/sizeboard.yml": """
            devices:
              - {id: my-phone, width: 400, height: 800, scale: 3, horizontal: compact, vertical: regular}
            groups:
              modern-pads: [ipad-pro-11-landscape, ipad-pro-12-9-portrait]
              mine: [my-phone, modern-pads]
            environments: [mine]
            """,
            "site/Content/p.md": Self.page,
        ])
        let build = try SizeboardProcess.run(["build"], in: site.root.appendingPathComponent("site"))
        #expect(build.status == 0, "\(build.standardError)")
        #expect(site.exists("site/_site/p/s/my-phone.svg"))
        #expect(site.exists("site/_site/p/s/ipad-pro-12-9-portrait.svg"))
        #expect(!site.exists("site/_site/p/s/iphone-16-portrait.svg"))
        let table = try SizeboardProcess.run(["devices", "--config", "site/sizeboard.yml"], in: site.root)
        #expect(table.status == 0, "\(table.standardError)")
        #expect(table.standardOutput.contains("my-phone"))
        #expect(table.standardOutput.contains("  mine: my-phone, ipad-pro-11-landscape, ipad-pro-12-9-portrait"))
        let json = try SizeboardProcess.run(["devices", "--json", "--config", "site/sizeboard.yml"], in: site.root)
        let listing = try #require(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let groups = try #require(listing["groups"] as? [String: [String]])
        #expect(groups["modern-pads"] == ["ipad-pro-11-landscape", "ipad-pro-12-9-portrait"])
        #expect(groups["size-classes"]?.isEmpty == false)
        let environments = try #require(listing["environments"] as? [[String: Any]])
        #expect(environments.contains { $0["id"] as? String == "my-phone" })
    }

    @Test("an unknown name in a group is located")
    func unknownGroupMember() throws {
        let site = try FixtureSite(files: ["sizeboard.yml": "groups:\n  mine: [iphone-16-portrait, ipad-pro-11-landscap]\n", "Content/p.md": Self.page])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sizeboard.yml:2:9: error: in group `mine`: unknown environment `ipad-pro-11-landscap`; did you mean `ipad-pro-11-landscape`?"))
    }

    @Test("control characters in messages are escaped on the terminal")
    func terminalEscapes() throws {
        let site = try FixtureSite(files: ["Content/p.md": "# P\n\n```screen\nid: s\nroot: {view: A}\npresent: {controller: {view: B}, style: \"\\e]0;pwned\\a\\e[2J\"}\n```\n"])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(!outcome.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(outcome.standardError.contains("\\u{1B}]0;pwned\\u{7}\\u{1B}[2J"), "\(outcome.standardError)")
    }

    @Test("--config on a file that is not a configuration says so")
    func notAConfig() throws {
        let site = try FixtureSite(files: ["passwd": "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n", "Content/p.md": Self.page])
        let outcome = try SizeboardProcess.run(["build", "--config", "passwd"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("passwd:1:1: error: `passwd` is not a Sizeboard configuration"))
    }

    @Test("misspelled keys in sizeboard.yml and front matter are warned about, and fail --strict")
    func nearMissKeys() throws {
        let site = try FixtureSite(files: ["sizeboard.yml": "outptu: docs\n", "Content/p.md": "---\ndarft: true\n---\n# P\n"])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("sizeboard.yml:1:1: warning: unknown key `outptu`; did you mean `output`? [unknown-key]"))
        #expect(outcome.standardError.contains("Content/p.md:2:1: warning: unknown key `darft`; did you mean `draft`? [unknown-key]"))
        #expect(try SizeboardProcess.run(["build", "--strict"], in: site.root).status == 1)
    }
}

@Suite("Control characters in HTML")
struct HTMLControlCharacterTests {
    @Test("control characters in titles, prose and captions are removed from the HTML")
    func removed() throws {
        let site = try FixtureSite(files: [
            "Content/p.md": "---\ntitle: \"Bell\\a and \\e[2J clear\"\n---\n# Title\u{1B}]0;x\u{7}\n\nProse \u{1}\u{8}\u{7F}\u{85} here.\n\n```screen\nid: s\ntitle: \"Cap\\x01tion\"\nroot: {view: A}\n```\n",
        ])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        for path in ["_site/p/index.html", "_site/index.html"] {
            let html = try #require(site.read(path))
            #expect(!html.unicodeScalars.contains { ($0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value)) || (0x7F...0x9F).contains($0.value) }, "\(path)")
        }
        #expect(site.read("_site/p/index.html")?.contains("Bell and [2J clear") == true)
    }
}
