import Foundation
import Testing

@Suite("sizeboard new")
struct NewCommandTests {
    @Test("sizeboard new demo && cd demo && sizeboard build works")
    func scaffoldBuilds() throws {
        let site = try FixtureSite(files: [:])
        try FileManager.default.createDirectory(at: site.root, withIntermediateDirectories: true)
        #expect(try SizeboardProcess.run(["new", "demo"], in: site.root).status == 0)
        let demo = site.root.appendingPathComponent("demo")
        let build = try SizeboardProcess.run(["build"], in: demo)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(site.exists("demo/_site/index.html"))
        #expect(site.exists("demo/_site/welcome/inbox/iphone-16-portrait.svg"))
    }

    @Test("refuses a folder that is not empty, with exit status 2")
    func refusesNonEmpty() throws {
        let site = try FixtureSite(files: ["demo/keep.txt": "x"])
        #expect(try SizeboardProcess.run(["new", "demo"], in: site.root).status == 2)
        #expect(site.read("demo/keep.txt") == "x")
    }
}
