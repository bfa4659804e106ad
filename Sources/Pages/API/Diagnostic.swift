import Adaptivity

/// A problem in a source file, as DocC reports one: a location, a severity, a stable code and a message.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// How serious the problem is.
    public var severity: Severity
    /// The file, relative to the project root when it is inside it.
    public var path: String
    /// Where in the file; nil for problems with the file as a whole.
    public var position: SourcePosition?
    /// A stable code such as `unknown-field`.
    public var code: String
    /// A sentence for people, with a "did you mean" where one fits.
    public var message: String

    /// Creates a diagnostic.
    public init(severity: Severity, path: String, position: SourcePosition?, code: String, message: String) {
        self.severity = severity
        self.path = path
        self.position = position
        self.code = code
        self.message = message
    }

    /// Creates an error.
    public static func error(_ code: String, _ message: String, path: String, at position: SourcePosition?) -> Diagnostic {
        Diagnostic(severity: .error, path: path, position: position, code: code, message: message)
    }

    /// Creates a warning.
    public static func warning(_ code: String, _ message: String, path: String, at position: SourcePosition?) -> Diagnostic {
        Diagnostic(severity: .warning, path: path, position: position, code: code, message: message)
    }

    /// `path:line:column: severity: message [code]`.
    public var description: String {
        let line = position?.line ?? 1
        let column = position?.column ?? 1
        return "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(code)]"
    }

    /// ``description`` safe to print on a terminal: C0 and C1 control characters and DEL in the path and
    /// message (which quote user text) are written as `\u{1B}` escapes, so no text can move the
    /// cursor, set the terminal's title or clear it.
    public var terminalDescription: String {
        var escaped = ""
        for scalar in description.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Sorts by path, then position, then severity, code and message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let left = (lhs.path, lhs.position?.line ?? 0, lhs.position?.column ?? 0)
        let right = (rhs.path, rhs.position?.line ?? 0, rhs.position?.column ?? 0)
        if left != right { return left < right }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return (lhs.code, lhs.message) < (rhs.code, rhs.message)
    }
}

extension Diagnostic: Codable {
    private enum CodingKeys: String, CodingKey {
        case severity, path, line, column, code, message
    }

    /// Decodes the resolve contract's diagnostic object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            severity: try container.decode(Severity.self, forKey: .severity),
            path: try container.decode(String.self, forKey: .path),
            position: SourcePosition(line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column)),
            code: try container.decode(String.self, forKey: .code),
            message: try container.decode(String.self, forKey: .message)
        )
    }

    /// Encodes as the resolve contract's diagnostic object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(path, forKey: .path)
        try container.encode(position?.line ?? 1, forKey: .line)
        try container.encode(position?.column ?? 1, forKey: .column)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
    }
}
