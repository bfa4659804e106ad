import Foundation

/// The open event streams of the served pages; sends each build event to all of them.
final class EventBroadcaster: @unchecked Sendable {
    private let lock = NSLock()
    private var streams: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]
    private var closed = false

    /// A new stream that starts with `first` (the current state) and then gets every event sent.
    func subscribe(first: [UInt8]) -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        continuation.yield(first)
        continuation.onTermination = { [weak self] _ in
            self?.lock.withLock { _ = self?.streams.removeValue(forKey: id) }
        }
        let isClosed = lock.withLock {
            if !closed { streams[id] = continuation }
            return closed
        }
        if isClosed { continuation.finish() }
        return stream
    }

    /// Sends `event` to every open stream.
    func send(_ event: [UInt8]) {
        for continuation in lock.withLock({ Array(streams.values) }) {
            continuation.yield(event)
        }
    }

    /// How many streams are open.
    var count: Int {
        lock.withLock { streams.count }
    }

    /// Ends every stream, so that the server can close its connections; later streams end at once.
    func close() {
        let continuations = lock.withLock {
            closed = true
            defer { streams = [:] }
            return Array(streams.values)
        }
        for continuation in continuations {
            continuation.finish()
        }
    }
}
