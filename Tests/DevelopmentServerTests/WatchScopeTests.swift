@testable import DevelopmentServer
import Testing

struct WatchScopeTests {
    private let scope = WatchScope(
        trees: ["/site/Content", "/site/Themes"],
        files: ["/site/sizeboard.yml"],
        excluded: ["/site/Content/_site", "/site/Content/._site.previous"]
    )

    @Test("what calls for a rebuild", arguments: [
        ("/site/Content/a.md", true),
        ("/site/Content/guide/b.md", true),
        ("/site/Content/guide", true),
        ("/site/Themes/default/templates/page.mustache", true),
        ("/site/sizeboard.yml", true),
        ("/site/Content/.a.md.swp", false),
        ("/site/Content/a.md~", false),
        ("/site/Content/#a.md#", false),
        ("/site/Content/.goutputstream-XYZ", false),
        ("/site/Content/_site/index.html", false),
        ("/site/Content/._site.previous/a/index.html", false),
        ("/site/README.md", false),
        ("/site/Contents/a.md", false),
        ("/site/sizeboard.yml.tmp", false),
    ])
    func counts(path: String, expected: Bool) {
        #expect(scope.counts(path) == expected)
    }

    @Test func theParentsOfTreesAndFilesAreWatchedOnTheirOwn() {
        #expect(scope.parentFolders == ["/site"])
    }

    @Test func theOutputFolderIsNotWatchedEvenInsideTheContentFolder() {
        #expect(scope.watchesTree(at: "/site/Content/guide"))
        #expect(!scope.watchesTree(at: "/site/Content/_site"))
        #expect(!scope.watchesTree(at: "/site/Content/_site/guide"))
    }
}
