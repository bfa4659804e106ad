/// Tells about changes below the watched paths, from a thread of its own, until stopped.
protocol FileWatcher: Sendable {
    /// Starts watching; `onChange` gets the changed paths that the scope counts, a batch at a time.
    func start(onChange: @escaping @Sendable ([String]) -> Void)
    /// Stops watching and waits until `onChange` is no longer called.
    func stop()
}

/// The watcher for this system: inotify on Linux, polling elsewhere or when asked.
enum FileWatchers {
    static func make(scope: WatchScope, polling: Bool) -> any FileWatcher {
        #if os(Linux)
        if !polling, let watcher = InotifyWatcher(scope: scope) { return watcher }
        #endif
        return PollingWatcher(scope: scope)
    }
}
