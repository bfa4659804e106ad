import Adaptivity
import Foundation

/// The environments each list of names of a build's screens stands for, looked up in the site's
/// catalog once a list: a site's screens name the same few lists (their own, their page's, the
/// site's), and a list looked up through the catalog (a group's members found by id, each name
/// split at its appearance suffixes) took some 28 k instructions a screen. Kept by the screen
/// handler, which lives for one build and so sees one catalog; at most `limit` lists are kept.
final class EnvironmentLists: @unchecked Sendable {
    /// How many lists are kept.
    static let limit = 64

    private let lock = NSLock()
    private var found: [[String]: Result<[Environment], UnknownEnvironment>] = [:]

    /// `site.environments(named: names)`, looked up once for each list.
    func environments(named names: [String], in site: SiteServices) -> Result<[Environment], UnknownEnvironment> {
        if let known = lock.withLock({ found[names] }) { return known }
        let result = site.environments(named: names)
        lock.withLock {
            if found.count < Self.limit { found[names] = result }
        }
        return result
    }
}
