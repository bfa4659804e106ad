@testable import DevelopmentServer
import Foundation
import Testing

struct EventBroadcasterTests {
    @Test func eachStreamGetsTheCurrentStateThenEveryEventUntilClosed() async {
        let broadcaster = EventBroadcaster()
        let stream = broadcaster.subscribe(first: Array("state".utf8))
        #expect(broadcaster.count == 1)
        broadcaster.send(Array("build 2".utf8))
        broadcaster.close()
        var received: [String] = []
        for await event in stream {
            received.append(String(decoding: event, as: UTF8.self))
        }
        #expect(received == ["state", "build 2"])
        #expect(broadcaster.count == 0)
    }

    @Test func aStreamOpenedAfterClosingEndsAfterItsFirstEvent() async {
        let broadcaster = EventBroadcaster()
        broadcaster.close()
        var received: [[UInt8]] = []
        for await event in broadcaster.subscribe(first: [1]) {
            received.append(event)
        }
        #expect(received == [[1]])
    }

    @Test func aStreamNoLongerReadIsForgotten() {
        let broadcaster = EventBroadcaster()
        do {
            _ = broadcaster.subscribe(first: [1])
        }
        #expect(broadcaster.count == 0)
    }

    @Test func theStreamBodyHandsOutWholeEventsAndSkipsEmptyOnes() async {
        let (events, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        continuation.yield([1, 2])
        continuation.yield([])
        continuation.yield([3])
        continuation.finish()
        var iterator = EventStreamBody(events: events).makeAsyncIterator()
        #expect(await iterator.nextBuffer(suggested: 4096) == [1, 2])
        #expect(await iterator.nextBuffer(suggested: 4096) == [3])
        #expect(await iterator.nextBuffer(suggested: 4096) == nil)
    }
}
