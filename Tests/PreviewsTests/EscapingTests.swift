import Adaptivity
import Testing
import Previews

/// User strings reach the SVG only escaped: titles, bar items, tab names, alert texts, descriptions.
@Suite struct EscapingTests {
    static let hostile = #"<script>alert("x")</script> & 'quotes'"#

    func hostileResolution() -> Resolution {
        let environment = Environments.iPhoneSEPortrait
        let list = Fixtures.leaf("inbox", Self.hostile, "empty", frame: Rect(x: 0, y: 64, width: 375, height: 554), in: environment)
        let navigation = Fixtures.navigation(
            "mail", frame: Rect(x: 0, y: 0, width: 375, height: 618), in: environment, stack: ["inbox"], top: list,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 20, width: 375, height: 44), items: [Self.hostile], title: Self.hostile, showsBackButton: true)]
        )
        let tabs = ResolvedNode(
            id: "tabs", kind: "tabs", frame: environment.bounds, horizontal: .compact, vertical: .regular,
            children: [navigation], selected: "mail",
            bars: [ResolvedBar(kind: .tab, frame: Rect(x: 0, y: 618, width: 375, height: 49), items: [Self.hostile, "A & B"])]
        )
        let alert = Fixtures.alertPresentation(
            "alert", title: Self.hostile, message: Self.hostile, style: .alert, actions: [Self.hostile, "<OK>"],
            frame: Rect(x: 52.5, y: 0, width: 270, height: 667), presentationStyle: .overFullScreen, in: environment
        )
        return Resolution(environment: environment, statusBarHidden: false, root: tabs, presentations: [alert], visible: ["inbox", "alert"])
    }

    @Test func hostileStringsAreEscapedEverywhere() {
        let svg = PreviewRenderer().svg(for: hostileResolution(), title: Self.hostile, description: Self.hostile)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("\"x\""))
        #expect(!svg.contains("<OK>"))
        #expect(!svg.contains("A & B"))
        #expect(svg.contains("&lt;script&gt;"))
        #expect(svg.contains("A &amp; B"))
        #expect(XMLTagBalance.problem(in: svg) == nil, "\(XMLTagBalance.problem(in: svg) ?? "")")
    }

    @Test func titleAndDescriptionAreEscaped() {
        let svg = PreviewRenderer().svg(for: hostileResolution(), title: "Tom & \"Jerry\"", description: "a < b")
        #expect(svg.contains("<title>Tom &amp; &quot;Jerry&quot;</title>"))
        #expect(svg.contains("<desc>a &lt; b "))
    }

    @Test func hostileIdsInTheDescriptionAreEscaped() {
        var resolution = hostileResolution()
        resolution.visible = [Self.hostile]
        let svg = PreviewRenderer().svg(for: resolution, title: "t", description: "")
        #expect(!svg.contains("<script"))
        #expect(XMLTagBalance.problem(in: svg) == nil)
    }
}
