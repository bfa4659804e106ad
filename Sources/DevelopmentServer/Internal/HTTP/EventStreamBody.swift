import FlyingSocks

/// The body of a Server-Sent Events response: the events' bytes as they are sent, to be written
/// by the HTTP server with chunked transfer encoding, until the stream finishes.
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let events: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<[UInt8]>.Iterator
        var pending: [UInt8] = []

        mutating func next() async -> UInt8? {
            if pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event
            }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        /// The next event whole (never empty: an empty chunk would end the response).
        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if !pending.isEmpty {
                defer { pending = [] }
                return pending
            }
            while let event = await events.next() {
                if !event.isEmpty { return event }
            }
            return nil
        }
    }
}
