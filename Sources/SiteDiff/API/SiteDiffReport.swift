import Foundation

/// The outcome of comparing two built sites: `sizeboard diff`'s JSON contract (DESIGN.md 5.2).
public struct SiteDiffReport: Sendable, Encodable {
    /// The counts of a comparison.
    public struct Summary: Sendable, Hashable, Encodable {
        /// Variants (and pages without screens) only the head has.
        public var added: Int
        /// Variants (and pages without screens) only the base has.
        public var removed: Int
        /// Variants that differ, and pages whose prose or template alone changed.
        public var changed: Int
        /// Variants identical in both sites.
        public var unchanged: Int
    }

    /// Every change, in the order of the head's pages, screens and environments (the base's
    /// removed ones where they stood).
    public var changes: [SiteChange]
    /// The counts.
    public var summary: Summary

    /// Creates a report; the summary is counted from `changes`.
    public init(changes: [SiteChange], unchanged: Int) {
        self.changes = changes
        summary = Summary(
            added: changes.count { $0.change == .added },
            removed: changes.count { $0.change == .removed },
            changed: changes.count { $0.change == .changed },
            unchanged: unchanged
        )
    }

    /// Whether anything was added, removed or changed.
    public var hasChanges: Bool { !changes.isEmpty }

    /// Pretty-printed JSON with sorted keys and a final line break.
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }
}
