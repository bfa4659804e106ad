import Adaptivity
import DrawingContractSupport
import Previews
import Testing

/// A plugin's content drawing states what it draws with `DrawingElement`, as the built-ins do, and
/// keeps its text inside the safe frame; the renderer wraps it in its leaf's group.
@Suite struct PluginDrawingContractTests {
    struct InboxDrawing: ContentDrawing {
        func svg(for context: ContentContext) -> String {
            let safe = context.safeFrame
            return (0..<3).map { index in
                let row = Rect(x: safe.x, y: safe.y + Double(index) * 44, width: safe.width, height: 44)
                let label = "<text x=\"\(SVGText.number(row.x + 16))\" y=\"\(SVGText.number(row.midY))\">\(SVGText.escape("Message <\(index)>"))</text>"
                return context.element(.row, frame: row, attributes: [("disclosure", "true")], body: label)
            }.joined()
        }
    }

    @Test func pluginRowsAreContractElementsInsideTheirLeafAndTheSafeArea() throws {
        var drawings = PreviewDrawings.standard
        drawings.register(content: "inbox", drawing: InboxDrawing())
        let environment = try #require(DeviceCatalog.standard.environment(id: "iphone-16-landscape"))
        let screen = ScreenSpec(id: "plugin", root: ControllerSpec(id: "mail", title: "Mail", kind: .view(ViewSpec(content: "inbox"))))
        let resolution = Engine().resolve(screen, in: environment)
        let svg = PreviewRenderer(drawings: drawings).svg(for: resolution, title: "Plugin", description: "")
        let reader = DrawingContractReader.read(svg)
        let leaf = try #require(reader.elements("leaf").first { $0["node"] == "mail" })
        let rows = reader.elements("row")
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.ancestors.contains(leaf.order) && $0["disclosure"] == "true" })
        #expect(rows.allSatisfy { ($0.frame?.x ?? 0) >= environment.safeArea.left })
        let problems = DrawingContractInvariants(screen: "plugin", resolution: resolution, reader: reader).problems
        #expect(problems.isEmpty, "\(problems)")
    }
}
