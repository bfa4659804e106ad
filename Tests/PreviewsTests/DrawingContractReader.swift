import Adaptivity
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One `<g data-role>` of a preview, as the drawing contract (DESIGN.md section 5.1) states it.
struct DrawnElement {
    /// The position in document order: painting order, back to front.
    var order: Int
    var role: String
    var frame: Rect?
    /// Every `data-` attribute, names without the prefix.
    var attributes: [String: String]
    /// The orders of the enclosing contract elements, outermost first.
    var ancestors: [Int]

    subscript(_ name: String) -> String? { attributes[name] }
}

/// Reads the contract elements of an SVG document with XMLParser.
final class DrawingContractReader: NSObject, XMLParserDelegate {
    private(set) var elements: [DrawnElement] = []
    private(set) var parseError: String?
    private var stack: [Int?] = []

    static func read(_ svg: String) -> DrawingContractReader {
        let reader = DrawingContractReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        if !parser.parse() {
            reader.parseError = parser.parserError.map { "\($0)" } ?? "unknown parse error"
        }
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        guard name == "g", let role = attributes["data-role"] else {
            stack.append(nil)
            return
        }
        var data: [String: String] = [:]
        for (key, value) in attributes where key.hasPrefix("data-") && key != "data-role" {
            data[String(key.dropFirst(5))] = value
        }
        let element = DrawnElement(
            order: elements.count,
            role: role,
            frame: data["frame"].flatMap(Self.rect),
            attributes: data,
            ancestors: stack.compactMap { $0 }
        )
        stack.append(elements.count)
        elements.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    /// `x y w h` as a rectangle.
    static func rect(_ text: String) -> Rect? {
        let values = text.split(separator: " ").compactMap { Double($0) }
        guard values.count == 4 else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    func elements(_ role: String) -> [DrawnElement] {
        elements.filter { $0.role == role }
    }
}
