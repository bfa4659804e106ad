import Adaptivity
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One `<g data-role>` of a preview, as the drawing contract (DESIGN.md section 5.1) states it.
public struct DrawnElement: Sendable {
    /// The position in document order: painting order, back to front.
    public var order: Int
    /// The `data-role`.
    public var role: String
    /// The `data-frame`, if it parses as `x y w h`.
    public var frame: Rect?
    /// Every `data-` attribute, names without the prefix.
    public var attributes: [String: String]
    /// The orders of the enclosing contract elements, outermost first.
    public var ancestors: [Int]

    /// The `data-` attribute `name`, named without the prefix.
    public subscript(_ name: String) -> String? { attributes[name] }
}

/// Reads the contract elements of an SVG document with XMLParser.
public final class DrawingContractReader: NSObject, XMLParserDelegate {
    /// The contract elements, in document order.
    public private(set) var elements: [DrawnElement] = []
    /// Why the document does not parse, if it does not.
    public private(set) var parseError: String?
    private var stack: [Int?] = []

    /// Reads `svg`.
    public static func read(_ svg: String) -> DrawingContractReader {
        let reader = DrawingContractReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        if !parser.parse() {
            reader.parseError = parser.parserError.map { "\($0)" } ?? "unknown parse error"
        }
        return reader
    }

    /// Records a `<g data-role>` with its data attributes and enclosing elements.
    public func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
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

    /// Leaves the element.
    public func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    /// `x y w h` as a rectangle.
    public static func rect(_ text: String) -> Rect? {
        let values = text.split(separator: " ").compactMap { Double($0) }
        guard values.count == 4 else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The elements whose role is `role`, in document order.
    public func elements(_ role: String) -> [DrawnElement] {
        elements.filter { $0.role == role }
    }
}
