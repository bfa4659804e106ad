import Adaptivity

/// Draws a resolution as a standalone SVG wireframe that reads as iOS at a glance.
///
/// The document's user units are points. The window is drawn inside a device outline, so the
/// `viewBox` starts at `0 0` and is the window's size plus the bezel on each side (14 pt on phones
/// with a notch, 14 and 56 pt around phones with a home button, 24 pt on iPads); `width` and
/// `height` equal the `viewBox` size. Inside, window coordinates are translated by the bezel; a
/// multitasking window is drawn inside its iPad's whole screen, beside or over the other app.
///
/// Every SVG follows the drawing contract (DESIGN.md section 5.1): the window's contents sit in
/// one `data-role="screen"` group with the environment and its safe area, and each element that
/// stands for a UIKit object is a ``DrawingElement`` group with its role, frame in window points
/// and attributes, in painting order.
/// The document uses presentation attributes only (no style sheet that could leak into a page it
/// is inlined in), has its own opaque background, and its only ids are clip paths named after
/// their geometry, so previews inlined together never clash.
public struct PreviewRenderer: Sendable {
    /// The drawings for leaf contents and custom presentation chrome.
    public var drawings: PreviewDrawings

    /// Creates a renderer with `drawings`, the built-in ones by default.
    public init(drawings: PreviewDrawings = .standard) {
        self.drawings = drawings
    }

    /// The SVG document of `resolution`, drawn in the appearance its environment asks for (light,
    /// left to right and the default text size when it names none). `title` becomes the
    /// `<title>`; the `<desc>` is `description` followed by ``summary(for:)``. Same input, same bytes.
    public func svg(for resolution: Resolution, title: String, description: String) -> String {
        svg(for: resolution, title: title, description: description, appearance: PreviewAppearance(environment: resolution.environment))
    }

    /// The SVG document of `resolution` drawn in `appearance`: its palette, text size and
    /// direction. Frames stay the resolution's.
    public func svg(for resolution: Resolution, title: String, description: String, appearance: PreviewAppearance) -> String {
        document(for: resolution, title: title, description: description, appearance: appearance).output
    }

    /// The bytes of ``svg(for:title:description:)``, UTF-8, for a caller that writes them to a
    /// file: they are not made into a `String` and back.
    public func svgBytes(for resolution: Resolution, title: String, description: String) -> [UInt8] {
        document(for: resolution, title: title, description: description, appearance: PreviewAppearance(environment: resolution.environment)).outputBytes
    }

    private func document(for resolution: Resolution, title: String, description: String, appearance: PreviewAppearance) -> SVGWriter {
        let environment = resolution.environment
        let device = DeviceFrame(environment: environment)
        let context = DrawingContext(
            drawings: drawings,
            appearance: appearance,
            environment: environment,
            statusBarHidden: resolution.statusBarHidden,
            navigationBars: Self.navigationBars(in: resolution.root)
        )
        var writer = SVGWriter(capacity: 8_192)
        writer.literal("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        writer.number(device.width)
        writer.literal("\" height=\"")
        writer.number(device.height)
        writer.literal("\" viewBox=\"0 0 ")
        writer.number(device.width)
        writer.literal(" ")
        writer.number(device.height)
        writer.literal("\" role=\"img\" font-family=\"-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif\">\n<title>")
        writer.appendEscaped(title)
        writer.literal("</title>\n<desc>")
        if !description.isEmpty {
            writer.appendEscaped(description)
            writer.literal(" ")
        }
        var summary = ByteBuffer(capacity: 512)
        ResolutionSummary.write(resolution, to: &summary)
        writer.appendEscaped(summary)
        writer.literal("</desc>\n")
        device.drawBody(palette: context.palette, into: &writer)
        writer.openGroup(translation: device.windowOrigin)
        device.drawOtherApp(palette: context.palette, into: &writer)
        if environment.pane != nil {
            writer.open(.pane, frame: environment.bounds)
        }
        writer.openClippedGroup(environment.bounds, cornerRadius: device.screenCornerRadius)
        writer.openingStart(.screen, frame: environment.bounds)
        writer.dataAttribute("environment", environment.id)
        writer.dataAttribute("safe-area", environment.safeArea)
        writer.endOpening()
        writer.rect(environment.bounds, fill: context.palette.background)
        let allPushers = PushedBackPresenter.pushers(in: resolution.presentations)
        let pushedBackCard = PushedBackPresenter.pushedBackCard(in: resolution.presentations)
        let pushers = allPushers.filter { $0 > pushedBackCard ?? -1 }
        if !allPushers.isEmpty {
            PushedBackPresenter.drawBackdrop(context: context, into: &writer)
        }
        for index in pushers.reversed() {
            let card = pushedBackCard.flatMap { card in
                resolution.presentations[index].presenting == resolution.presentations[card].presented ? resolution.presentations[card].frame : nil
            }
            PushedBackPresenter.open(for: resolution.presentations[index], card: card, context: context, into: &writer)
        }
        if pushedBackCard == nil {
            NodeDrawing.draw(resolution.root, context: context, into: &writer)
        }
        for index in resolution.presentations.indices where index >= pushedBackCard ?? 0 {
            if pushers.contains(index) {
                PushedBackPresenter.close(into: &writer)
            }
            PresentationDrawing.draw(resolution.presentations[index], context: context, into: &writer)
        }
        StatusBarDrawing.draw(context: context, lightText: !allPushers.isEmpty, into: &writer)
        writer.closeGroup()
        device.drawHardwareOverlays(palette: context.palette, into: &writer)
        writer.closeGroup()
        if environment.pane != nil {
            writer.closeGroup()
        }
        writer.closeGroup()
        writer.literal("</svg>\n")
        return writer
    }

    private static func navigationBars(in node: ResolvedNode) -> [Rect] {
        var frames: [Rect] = []
        collectNavigationBars(in: node, into: &frames)
        return frames
    }

    private static func collectNavigationBars(in node: ResolvedNode, into frames: inout [Rect]) {
        for bar in node.bars where bar.kind == .navigation {
            frames.append(bar.frame)
        }
        for index in node.children.indices {
            collectNavigationBars(in: node.children[index], into: &frames)
        }
    }

    /// A plain-language account of `resolution`: the environment and its size classes, the
    /// containers' states, the visible leaves and each presentation with its adaptation, e.g.
    /// "Presents share from photo as popover -> overFullScreen, wrapped in a navigation controller".
    public func summary(for resolution: Resolution) -> String {
        ResolutionSummary.text(for: resolution)
    }
}
