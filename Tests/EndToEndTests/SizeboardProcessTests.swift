import Foundation
import Testing

/// The harness that runs `sizeboard` must not hang on a child that writes much to one pipe.
@Suite struct SizeboardProcessTests {
    @Test(.timeLimit(.minutes(1)))
    func aChildFillingStandardErrorFirstStillEnds() throws {
        let folder = FileManager.default.temporaryDirectory
        let outcome = try SizeboardProcess.run(
            program: URL(fileURLWithPath: "/bin/sh"),
            ["-c", "head -c 300000 /dev/zero | tr '\\\\0' e >&2; echo done"],
            in: folder
        )
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "done\n")
        #expect(outcome.standardError.utf8.count == 300_000)
    }
}
