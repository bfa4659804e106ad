import Adaptivity
import Testing
import Previews

/// Plugins register drawings for their own content kinds and chrome names, as the built-ins are.
@Suite struct PreviewDrawingsTests {
    struct ChartDrawing: ContentDrawing {
        func svg(for context: ContentContext) -> String {
            "<rect class=\"chart\" x=\"\(SVGText.number(context.frame.x))\" width=\"\(SVGText.number(context.frame.width))\"/>"
        }
    }

    func resolution(content: String, custom: String? = nil) -> Resolution {
        let environment = Environments.iPhoneSEPortrait
        let chart = Fixtures.leaf("chart", "Chart", content, frame: Rect(x: 0, y: 20, width: 375, height: 647), in: environment)
        var presentations: [ResolvedPresentation] = []
        if let custom {
            let panel = Fixtures.leaf("panel", "Panel", "empty", frame: Rect(x: 0, y: 400, width: 375, height: 267), in: environment)
            presentations.append(ResolvedPresentation(
                presented: "panel", requestedStyle: .custom, style: .custom, adapted: false, presenting: "chart",
                frame: panel.frame, dimmed: true, root: panel, custom: custom, removesPresenterView: false
            ))
        }
        return Resolution(environment: environment, statusBarHidden: false, root: chart, presentations: presentations, visible: ["chart"])
    }

    @Test func standardRegistersTheBuiltIns() {
        #expect(PreviewDrawings.standard.contentKinds == ["empty", "form", "grid", "image", "list", "map", "text"])
        #expect(PreviewDrawings.standard.chromeNames == ["card", "dimming", "none", "plain"])
    }

    @Test func pluginContentDrawingIsUsed() {
        var drawings = PreviewDrawings.standard
        drawings.register(content: "chart", drawing: ChartDrawing())
        let svg = PreviewRenderer(drawings: drawings).svg(for: resolution(content: "chart"), title: "Chart", description: "")
        #expect(svg.contains("<rect class=\"chart\" x=\"0\" width=\"375\"/>"))
    }

    @Test func closureRegistrationReplacesABuiltIn() {
        var drawings = PreviewDrawings.standard
        drawings.register(content: "list") { context in "<circle r=\"\(SVGText.number(context.frame.height))\"/>" }
        let svg = PreviewRenderer(drawings: drawings).svg(for: resolution(content: "list"), title: "List", description: "")
        #expect(svg.contains("<circle r=\"647\"/>"))
    }

    @Test func pluginCanDecorateABuiltInDrawing() throws {
        let list = try #require(PreviewDrawings.standard.contentDrawing(for: "list"))
        var drawings = PreviewDrawings.standard
        drawings.register(content: "badged-list") { context in
            list.svg(for: context) + "<circle class=\"badge\" r=\"4\"/>"
        }
        let plain = PreviewRenderer().svg(for: resolution(content: "list"), title: "List", description: "")
        let badged = PreviewRenderer(drawings: drawings).svg(for: resolution(content: "badged-list"), title: "List", description: "")
        let badge = "<circle class=\"badge\" r=\"4\"/>"
        #expect(badged.contains(badge))
        let longerKind = "badged-"
        #expect(badged.utf8.count == plain.utf8.count + badge.utf8.count + longerKind.utf8.count)
    }

    @Test func unknownContentShowsItsKind() {
        let svg = PreviewRenderer().svg(for: resolution(content: "chart"), title: "Chart", description: "")
        #expect(svg.contains(">chart</text>"))
        #expect(svg.contains("stroke-dasharray"))
    }

    @Test func pluginChromeIsDrawnUnderTheContentAndClipsIt() {
        var drawings = PreviewDrawings.standard
        drawings.register(chrome: "drawer", cornerRadius: 12) { context in
            "<rect class=\"handle\" y=\"\(SVGText.number(context.frame.y + 5))\"/>"
        }
        let svg = PreviewRenderer(drawings: drawings).svg(for: resolution(content: "list", custom: "drawer"), title: "Drawer", description: "")
        #expect(svg.contains("<rect class=\"handle\" y=\"405\"/>"))
        #expect(svg.contains("sizeboard-clip-0-400-375-267-12"))
    }

    @Test func unregisteredChromeFallsBackToPlain() {
        let svg = PreviewRenderer().svg(for: resolution(content: "list", custom: "unknown"), title: "Panel", description: "")
        #expect(svg.contains("opacity=\"0.04\""))
        #expect(XMLTagBalance.problem(in: svg) == nil)
    }
}
