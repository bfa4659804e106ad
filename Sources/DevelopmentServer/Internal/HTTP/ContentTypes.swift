/// The `Content-Type` of a served file, by its extension.
enum ContentTypes {
    private static let byExtension = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "svg": "image/svg+xml",
        "xml": "application/xml",
        "txt": "text/plain; charset=utf-8",
        "md": "text/plain; charset=utf-8",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "pdf": "application/pdf",
    ]

    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    static func isHTML(_ path: String) -> Bool {
        of(path).hasPrefix("text/html")
    }
}
