/// Changes a rendered page before the theme lays it out (a table of contents, heading anchors, …).
public protocol PageTransform: Sendable {
    /// Transforms `page`; returns problems found.
    func transform(_ page: inout RenderedPage, site: SiteServices) -> [Diagnostic]
}
