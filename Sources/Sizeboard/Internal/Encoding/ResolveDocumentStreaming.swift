import Adaptivity

extension ResolveDocument.Page: JSONStreamable {
    /// The page's keys, each screen with its `adaptations` (see `encode(to:)`).
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var object = writer.beginObject(level: level)
        writer.key("path", in: &object)
        writer.write(path)
        if let proseHash {
            writer.key("proseHash", in: &object)
            writer.write(proseHash)
        }
        writer.key("screens", in: &object)
        var screensArray = writer.beginArray(level: object.memberLevel)
        for screen in screens {
            writer.nextElement(in: &screensArray)
            Self.write(screen, to: &writer, level: screensArray.memberLevel)
        }
        writer.end(array: screensArray)
        if let slug {
            writer.key("slug", in: &object)
            writer.write(slug)
        }
        writer.end(object: object)
    }

    private static func write(_ screen: ScreenResult, to writer: inout JSONStreamWriter, level: Int) {
        var object = writer.beginObject(level: level)
        writer.key("adaptations", in: &object)
        writer.write(ScreenAdaptation.adaptations(of: screen.results), level: object.memberLevel)
        writer.key("id", in: &object)
        writer.write(screen.id)
        writer.key("results", in: &object)
        writer.write(screen.results, level: object.memberLevel)
        if let title = screen.title {
            writer.key("title", in: &object)
            writer.write(title)
        }
        writer.end(object: object)
    }
}
