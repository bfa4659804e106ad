import FlyingFox
import Foundation

/// Answers the server's requests: the live-reload script, the build events, and the files of the
/// output folder, exactly as the build wrote them but for the script put into HTML responses.
struct SiteRequestHandler: HTTPHandler {
    let output: URL
    let state: BuildState
    let broadcaster: EventBroadcaster
    let hostCheck: HostCheck

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard hostCheck.accepts(hostHeader: request.headers[.host]) else {
            return Self.text(.forbidden, "This development server answers requests for localhost only; start it with --host to serve other names.\n")
        }
        guard request.method == .GET || request.method == .HEAD else {
            return Self.text(.methodNotAllowed, "Only GET and HEAD are supported.\n")
        }
        let path = request.target.path(percentEncoded: false)
        switch path {
        case LiveReloadScript.eventsPath:
            return eventStream()
        case LiveReloadScript.path:
            return HTTPResponse(statusCode: .ok, headers: Self.headers(contentType: ContentTypes.of(path)), body: Data(LiveReloadScript.source.utf8))
        default:
            return file(at: path)
        }
    }

    private func eventStream() -> HTTPResponse {
        let events = broadcaster.subscribe(first: Array("retry: 1000\n\n".utf8) + state.event)
        var headers = Self.headers(contentType: "text/event-stream; charset=utf-8")
        headers[.connection] = "keep-alive"
        return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: EventStreamBody(events: events)))
    }

    /// The file at `path` below the output folder; a folder's `index.html`; a page that no longer
    /// exists sends the browser to the index, which says so (a redirect, so that the next reload
    /// asks for the index and not the missing page again).
    private func file(at path: String) -> HTTPResponse {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.contains(where: { $0 == ".." || $0 == "." }) else {
            return Self.text(.notFound, "Not found.\n")
        }
        // Read before the file: a build finishing in between makes the page reload once more, never miss a build.
        let buildID = state.buildID
        var url = components.reduce(output) { $0.appendingPathComponent(String($1)) }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue {
            guard path.hasSuffix("/") else {
                return Self.redirect(to: path + "/")
            }
            url = url.appendingPathComponent("index.html")
        }
        if let contents = FileManager.default.contents(atPath: url.path) {
            let type = ContentTypes.of(url.path)
            let body = type.hasPrefix("text/html")
                ? Data(HTMLInjection.inject(HTMLInjection.scriptElement(buildID: buildID), into: Array(contents)))
                : contents
            return HTTPResponse(statusCode: .ok, headers: Self.headers(contentType: type), body: body)
        }
        if components.isEmpty {
            return HTTPResponse(statusCode: .ok, headers: Self.headers(contentType: ContentTypes.of("index.html")), body: Data(Self.placeholder(buildID: buildID).utf8))
        }
        if Self.isPage(path) {
            let encoded = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "/-_.~"))) ?? "/"
            return Self.redirect(to: "/?missing=\(encoded)")
        }
        return Self.text(.notFound, "Not found: \(path)\n")
    }

    /// Whether `path` names a page (a folder or an HTML file) rather than an image or asset.
    private static func isPage(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return path.hasSuffix("/") || !name.contains(".") || ContentTypes.isHTML(path)
    }

    /// What `/` shows before the first build wrote a site: the overlay lists why.
    private static func placeholder(buildID: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>No site yet</title>\(HTMLInjection.scriptElement(buildID: buildID))</head>
        <body><h1>No site yet</h1><p>The build wrote no site: its errors are listed below. This page reloads when they are fixed.</p></body></html>

        """
    }

    private static func headers(contentType: String) -> HTTPHeaders {
        HTTPHeaders([.contentType: contentType, .cacheControl: "no-store"])
    }

    private static func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(statusCode: .found, headers: HTTPHeaders([.location: location, .cacheControl: "no-store"]))
    }

    private static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: headers(contentType: "text/plain; charset=utf-8"), body: Data(message.utf8))
    }
}
