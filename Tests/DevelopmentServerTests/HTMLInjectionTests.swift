@testable import DevelopmentServer
import Testing

struct HTMLInjectionTests {
    private let element = "<script src=\"/x.js\"></script>"

    private func injected(_ html: String) -> String {
        String(decoding: HTMLInjection.inject(element, into: Array(html.utf8)), as: UTF8.self)
    }

    @Test("the script goes before the end of the head, else of the body, else at the end", arguments: [
        ("<html><head><title>A</title></head><body>B</body></html>", "<html><head><title>A</title>SCRIPT</head><body>B</body></html>"),
        ("<HTML><HEAD></HEAD><BODY></BODY></HTML>", "<HTML><HEAD>SCRIPT</HEAD><BODY></BODY></HTML>"),
        ("<body><header>H</header><p>B</p></body>", "<body><header>H</header><p>B</p>SCRIPT</body>"),
        ("<head>\n</head\n><body></body>", "<head>\nSCRIPT</head\n><body></body>"),
        ("<p>no head, no body</p>", "<p>no head, no body</p>SCRIPT"),
        ("", "SCRIPT"),
    ])
    func placement(html: String, expected: String) {
        #expect(injected(html) == expected.replacingOccurrences(of: "SCRIPT", with: element))
    }

    @Test func theScriptIsInsertedOnceAndTheRestIsKeptByteForByte() {
        let html = "<html><head><meta charset=\"utf-8\"></head><body>é ✓ </head></body></html>"
        let result = injected(html)
        #expect(result.components(separatedBy: element).count == 2)
        #expect(result.replacingOccurrences(of: element, with: "") == html)
    }

    @Test func theElementCarriesTheBuildAndLoadsTheServedScript() {
        let element = HTMLInjection.scriptElement(buildID: "abc-3")
        #expect(element == "<script src=\"/_sizeboard/live-reload.js\" data-sizeboard-build=\"abc-3\"></script>")
    }
}
