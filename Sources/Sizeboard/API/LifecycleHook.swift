/// Code run around a build: before anything is read, and after the output is in place.
public protocol LifecycleHook: Sendable {
    /// Called before pages are read; returns problems found.
    func beforeBuild(_ services: SiteServices) -> [Diagnostic]
    /// Called after the output folder was replaced, with the files it holds.
    func afterWrite(_ services: SiteServices, files: [String]) -> [Diagnostic]
}

extension LifecycleHook {
    /// Does nothing.
    public func beforeBuild(_ services: SiteServices) -> [Diagnostic] { [] }
    /// Does nothing.
    public func afterWrite(_ services: SiteServices, files: [String]) -> [Diagnostic] { [] }
}
