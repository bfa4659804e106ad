import Foundation
import Testing

@Suite("expect: in screens")
struct ExpectationTests {
    static func page(_ expectations: String) -> String {
        """
        # Mail

        ```screen
        id: mail
        environments: [iphone-16-portrait, ipad-pro-11-landscape]
        root:
          split:
            id: main
            primary:
              navigation:
                id: nav
                stack:
                  - view: {title: List, id: list, barItems: {right: [share]}}
            secondary:
              view: {title: Detail, id: detail}
        present:
          from: list
          controller:
            view: {title: Share, id: sheet}
          style: popover
          source: share
        expect:
        \(expectations)
        ```

        """
    }

    @Test("claims that hold pass the build")
    func holding() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page("""
          - {in: phones, collapsed: true}
          - {in: pads, collapsed: false, split: main}
          - {in: pads, visible: [list, detail, sheet]}
          - {in: compact-width, presentation: sheet, adapted: true}
          - {in: regular-width, presentation: sheet, style: popover, adapted: false}
        """)])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    @Test("a claim that fails is an error at its line in build and resolve, naming where and what was found")
    func failing() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page("""
          - {in: all, collapsed: true}
          - {in: phones, presentation: sheet, style: popover}
        """)])
        let expected = [
            "Content/a.md:23:5: error: expectation `collapsed: true` does not hold: in ipad-pro-11-landscape, split `main` is expanded [expectation-failed]",
            "Content/a.md:24:5: error: expectation `presentation: sheet, style: popover` does not hold: in iphone-16-portrait, it shows as overFullScreen [expectation-failed]",
        ]
        for arguments in [["build"], ["resolve"]] {
            let outcome = try SizeboardProcess.run(arguments, in: site.root)
            #expect(outcome.status == 1)
            for line in expected { #expect(outcome.standardError.contains(line), "\(outcome.standardError)") }
        }
    }

    @Test("an unknown scope is a located error with a suggestion")
    func unknownScope() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page("  - {in: ipad-pro-11-landscpe, collapsed: false}")])
        let outcome = try SizeboardProcess.run(["resolve"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Content/a.md:23:5: error: `in:` of an expectation: unknown environment `ipad-pro-11-landscpe`; did you mean `ipad-pro-11-landscape`?"))
    }
}
