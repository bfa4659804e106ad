import Foundation

/// A value computed on another thread from the moment it is made, read when it is needed: the
/// reading waits for it. For the work a step can do beside its own (the output check, the
/// new tree's snapshot, the companion files' tables).
final class Background<Value>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var computed: Value?

    /// Starts computing the value on a thread of the global queue of `quality`.
    init(quality: DispatchQoS.QoSClass = .default, _ compute: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global(qos: quality).async { [self] in
            computed = compute()
            done.leave()
        }
    }

    /// The value, once computed.
    var value: Value {
        done.wait()
        return computed!
    }
}
