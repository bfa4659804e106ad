@testable import Adaptivity
import Foundation
import Testing

/// Issue 16 item 9: navigation bars carry `rightItems` beside `items` (kept: a contract key) and
/// `leftItems`; tab bars carry their controllers' ids as `tabIds`.
@Suite struct ResolvedBarEncodingTests {
    func json(_ bar: ResolvedBar) throws -> [String: Any] {
        let data = try JSONEncoder().encode(bar)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func navigationBarsListRightItemsBesideItems() throws {
        let bar = ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 59, width: 393, height: 44), items: ["compose"], title: "Inbox", leftItems: ["edit"])
        let object = try json(bar)
        #expect(object["items"] as? [String] == ["compose"])
        #expect(object["rightItems"] as? [String] == ["compose"])
        #expect(object["leftItems"] as? [String] == ["edit"])
    }

    @Test func tabBarsListTheirTabIds() throws {
        let bar = ResolvedBar(kind: .tab, frame: Rect(x: 0, y: 769, width: 393, height: 49), items: ["Inbox", "People"], tabIds: ["mail", "contacts"])
        let object = try json(bar)
        #expect(object["tabIds"] as? [String] == ["mail", "contacts"])
        #expect(object["rightItems"] == nil)
    }
}
