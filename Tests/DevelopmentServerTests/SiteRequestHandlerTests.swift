@testable import DevelopmentServer
import FlyingFox
import Foundation
import Sizeboard
import Testing

struct SiteRequestHandlerTests {
    private func handler(for site: TemporarySite, state: BuildState = BuildState(session: "s"), acceptsAnyHost: Bool = false) -> SiteRequestHandler {
        SiteRequestHandler(output: site.output, state: state, broadcaster: EventBroadcaster(), hostCheck: HostCheck(acceptsAnyHost: acceptsAnyHost))
    }

    private func get(_ path: String, from handler: SiteRequestHandler, host: String = "127.0.0.1:8000") async throws -> (HTTPResponse, String) {
        let request = HTTPRequest(method: .GET, version: .http11, path: path, query: [], headers: [.host: host], body: Data())
        let response = try await handler.handleRequest(request)
        return (response, String(decoding: try await response.bodyData, as: UTF8.self))
    }

    @Test func htmlResponsesGetTheScriptAndTheFilesOnDiskDoNot() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        _ = site.builder.build()
        let (response, body) = try await get("/a/", from: handler(for: site))
        #expect(response.statusCode == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(body.contains(HTMLInjection.scriptElement(buildID: "s-0")))
        #expect(body.contains("Page A"))
        let onDisk = try String(contentsOf: site.output.appendingPathComponent("a/index.html"), encoding: .utf8)
        #expect(!onDisk.contains("live-reload"))
        #expect(body.replacingOccurrences(of: HTMLInjection.scriptElement(buildID: "s-0"), with: "") == onDisk)
    }

    @Test func otherFilesAreServedAsWritten() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        _ = site.builder.build()
        let (response, body) = try await get("/resolution.json", from: handler(for: site))
        #expect(response.headers[.contentType] == "application/json")
        #expect(body == (try String(contentsOf: site.output.appendingPathComponent("resolution.json"), encoding: .utf8)))
        let (script, source) = try await get(LiveReloadScript.path, from: handler(for: site))
        #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
        #expect(source == LiveReloadScript.source)
    }

    @Test("where requests are sent", arguments: [
        ("/a", HTTPStatusCode.found, "/a/"),
        ("/gone/", .found, "/?missing=/gone/"),
        ("/gone/index.html", .found, "/?missing=/gone/index.html"),
        ("/a/missing.svg", .notFound, nil),
        ("/../a/", .notFound, nil),
    ] as [(String, HTTPStatusCode, String?)])
    func redirects(path: String, status: HTTPStatusCode, location: String?) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        _ = site.builder.build()
        let (response, _) = try await get(path, from: handler(for: site))
        #expect(response.statusCode == status)
        #expect(response.headers[.location] == location)
    }

    @Test func theRootBeforeAnySiteWasWrittenIsAPageThatReloads() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let (response, body) = try await get("/", from: handler(for: site))
        #expect(response.statusCode == .ok)
        #expect(body.contains("No site yet"))
        #expect(body.contains(HTMLInjection.scriptElement(buildID: "s-0")))
    }

    @Test("requests naming another host are refused unless --host was given", arguments: [
        ("localhost:8000", false, HTTPStatusCode.ok),
        ("127.0.0.1", false, .ok),
        ("[::1]:8000", false, .ok),
        ("evil.example:8000", false, .forbidden),
        ("127.0.0.1.evil.example", false, .forbidden),
        ("evil.example:8000", true, .ok),
    ])
    func hosts(host: String, acceptsAnyHost: Bool, status: HTTPStatusCode) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        _ = site.builder.build()
        let (response, _) = try await get("/a/", from: handler(for: site, acceptsAnyHost: acceptsAnyHost), host: host)
        #expect(response.statusCode == status)
    }
}
