import Adaptivity
@testable import Sizeboard
import Testing

@Suite("Environment lists: each list of names looked up in the catalog once, as the site looks it up")
struct EnvironmentListsTests {
    static func services() throws -> SiteServices {
        let project = try TestSite(files: [:])
        return Configuration(options: BuildOptions(projectRoot: project.root), availablePlugins: []).services
    }

    static func ids(_ result: Result<[Environment], UnknownEnvironment>) -> [String]? {
        guard case .success(let environments) = result else { return nil }
        return environments.map(\.id)
    }

    @Test("a list gives the site's environments, the first time and the next", arguments: [
        ["size-classes"], ["iphone-16-portrait", "ipad-pro-11-landscape"], ["phones", "iphone-16-portrait+dark"], [],
    ])
    func sameAsSite(names: [String]) throws {
        let site = try Self.services()
        let lists = EnvironmentLists()
        let expected = try #require(Self.ids(site.environments(named: names)))
        #expect(Self.ids(lists.environments(named: names, in: site)) == expected)
        #expect(Self.ids(lists.environments(named: names, in: site)) == expected)
    }

    @Test func anUnknownNameIsReportedEachTime() throws {
        let site = try Self.services()
        let lists = EnvironmentLists()
        for _ in 0..<2 {
            guard case .failure(let unknown) = lists.environments(named: ["iphone-16-portrait", "iphone-61"], in: site) else {
                Issue.record("an unknown name gave environments")
                return
            }
            #expect(unknown.name == "iphone-61")
        }
    }

    @Test func listsBeyondTheLimitAreLookedUpAndStillRight() throws {
        let site = try Self.services()
        let lists = EnvironmentLists()
        let ids = DeviceCatalog.standard.environments.map(\.id)
        for index in 0..<(EnvironmentLists.limit + 8) {
            let names = [ids[index % ids.count], ids[(index + 1) % ids.count]]
            #expect(Self.ids(lists.environments(named: names, in: site)) == Self.ids(site.environments(named: names)))
        }
    }
}
