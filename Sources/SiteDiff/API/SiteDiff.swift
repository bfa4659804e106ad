import Foundation

/// Compares two built sites (`sizeboard build` output folders) through their `resolution.json`
/// and their SVG bytes: what `sizeboard diff` reports.
public enum SiteDiff {
    /// Compares the site in `base` with the site in `head`.
    public static func compare(base: URL, head: URL) throws -> SiteDiffReport {
        let baseSite = try BuiltSite(folder: base)
        let headSite = try BuiltSite(folder: head)
        var comparison = SiteComparison(base: baseSite, head: headSite)
        comparison.run()
        return SiteDiffReport(changes: comparison.changes, unchanged: comparison.unchanged)
    }
}
