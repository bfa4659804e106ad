import Testing
import Previews

/// Each fixture's SVG matches its golden file byte for byte; regenerate with
/// `SIZEBOARD_RECORD_GOLDEN=1 swift test --filter PreviewsTests` (see Golden/README.md).
@Suite struct GoldenPreviewTests {
    @Test(arguments: Fixtures.all)
    func matchesGolden(_ fixture: Fixture) throws {
        let svg = PreviewRenderer().svg(for: fixture.resolution, title: fixture.title, description: fixture.description)
        let expected = try GoldenFiles.expected(for: svg, named: fixture.name)
        #expect(expected != nil, "Golden/\(fixture.name).svg is missing: record it with SIZEBOARD_RECORD_GOLDEN=1")
        #expect(svg == expected, "Golden/\(fixture.name).svg differs: look at both, then record if the change is right")
    }

    @Test(arguments: Fixtures.all)
    func isWellFormed(_ fixture: Fixture) {
        let svg = PreviewRenderer().svg(for: fixture.resolution, title: fixture.title, description: fixture.description)
        #expect(XMLTagBalance.problem(in: svg) == nil, "\(XMLTagBalance.problem(in: svg) ?? "")")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test(arguments: Fixtures.all)
    func isDeterministic(_ fixture: Fixture) {
        let first = PreviewRenderer().svg(for: fixture.resolution, title: fixture.title, description: fixture.description)
        let second = PreviewRenderer().svg(for: fixture.resolution, title: fixture.title, description: fixture.description)
        #expect(Array(first.utf8) == Array(second.utf8))
    }

    @Test("the bytes a build writes are the document's UTF-8", arguments: Fixtures.all)
    func bytesAreTheDocument(_ fixture: Fixture) {
        let renderer = PreviewRenderer()
        let svg = renderer.svg(for: fixture.resolution, title: fixture.title, description: fixture.description)
        #expect(renderer.svgBytes(for: fixture.resolution, title: fixture.title, description: fixture.description) == Array(svg.utf8))
    }
}
