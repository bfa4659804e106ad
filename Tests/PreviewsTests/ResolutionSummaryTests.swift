import Testing
import Previews

@Suite struct ResolutionSummaryTests {
    @Test func namesTheEnvironmentAndTheAdaptation() {
        let summary = PreviewRenderer().summary(for: Fixtures.phonePopoverAdaptedToOverFullScreen.resolution)
        #expect(summary.hasPrefix("iphone-se-portrait: 375 x 667 pt, phone, compact width, regular height."))
        #expect(summary.contains("Presents share from photos as popover -> overFullScreen, wrapped in a navigation controller."))
    }

    @Test func describesContainerStates() {
        let split = PreviewRenderer().summary(for: Fixtures.padExpandedSplit.resolution)
        #expect(split.contains("Split mail: expanded, allVisible; navigation primary: stack conversations"))
        let pages = PreviewRenderer().summary(for: Fixtures.padPageCurlSpread.resolution)
        #expect(pages.contains("Pages book: spine mid, showing chapter-2, plate-3"))
        let landscape = PreviewRenderer().summary(for: Fixtures.phoneLandscapeCompactHeight.resolution)
        #expect(landscape.contains("compact height, status bar hidden"))
    }

    @Test func descriptionPrecedesTheSummary() {
        let fixture = Fixtures.phoneNavigationList
        let svg = PreviewRenderer().svg(for: fixture.resolution, title: fixture.title, description: "Browsing.")
        #expect(svg.contains("<desc>Browsing. iphone-16-portrait: 393 x 852 pt"))
    }
}
