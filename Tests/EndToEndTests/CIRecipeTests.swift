import Foundation
import Testing

/// The CI recipe of `Examples/ci/preview-diff.sh`, run on a git repository with two commits:
/// everything a CI job does but the forge's own steps (artifact upload, comment).
@Suite("CI recipe")
struct CIRecipeTests {
    static let recipe = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/ci/preview-diff.sh")

    /// Runs `program` as found on `PATH`.
    static func run(_ program: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> SizeboardProcess.Outcome {
        try SizeboardProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"), [program] + arguments, in: folder, environment: environment)
    }

    /// A repository whose `main` holds the base site and whose `change` branch one commit further holds the head.
    static func repository() throws -> FixtureSite {
        let repository = try FixtureSite(files: DiffFixtures.base)
        let git = ["-c", "user.name=CI", "-c", "user.email=ci@example.com", "-c", "commit.gpgsign=false"]
        for arguments in [["init", "-q", "-b", "main"], ["add", "-A"], git + ["commit", "-q", "-m", "base"], ["checkout", "-q", "-b", "change"]] {
            let outcome = try run("git", arguments, in: repository.root)
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        for (path, text) in DiffFixtures.head { try repository.write(text, to: path) }
        for arguments in [["add", "-A"], git + ["commit", "-q", "-m", "head"]] {
            #expect(try run("git", arguments, in: repository.root).status == 0)
        }
        return repository
    }

    @Test("builds base and head from git, writes the report, the JSON and the comment")
    func recipe() throws {
        let repository = try Self.repository()
        let environment = ["SIZEBOARD": SizeboardProcess.executable.path, "BASE_URL": "https://ci.example.com/run/1/"]
        let outcome = try Self.run("sh", [Self.recipe.path, "main", "HEAD"], in: repository.root, environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardOutput)\n\(outcome.standardError)")
        let data = try #require(FileManager.default.contents(atPath: repository.root.appendingPathComponent("sizeboard-diff/diff.json").path))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["summary"] as? [String: Int] == ["added": 3, "removed": 3, "changed": 4, "unchanged": 12])
        #expect(repository.exists("sizeboard-diff/report/index.html"))
        #expect(repository.exists("sizeboard-diff/report/head/screens/new/iphone-16-portrait.svg"))
        let comment = try #require(repository.read("sizeboard-diff/comment.md"))
        #expect(comment.contains("(https://ci.example.com/run/1/index.html#change-content-mail-md-mail-iphone-16-landscape)"))
        #expect(try Self.run("git", ["status", "--porcelain", "--untracked-files=no"], in: repository.root).standardOutput.isEmpty)

        let gated = try Self.run("sh", [Self.recipe.path, "main"], in: repository.root, environment: environment.merging(["FAIL_ON_CHANGE": "1"]) { _, new in new })
        #expect(gated.status == 1)
        let same = try Self.run("sh", [Self.recipe.path, "HEAD", "HEAD"], in: repository.root, environment: environment.merging(["FAIL_ON_CHANGE": "1"]) { _, new in new })
        #expect(same.status == 0, "\(same.standardError)")
    }
}
