import Foundation
@testable import Sizeboard
import Testing

/// What goes through the buffer lands in the file in order, whatever the sizes of the pieces.
@Suite struct BufferedFileOutputTests {
    @Test("pieces smaller and larger than the buffer, in order", arguments: [[1, 2, 3], [300_000], [200_000, 100_000, 5], [1, 400_000, 1], Array(repeating: 37, count: 10_000)])
    func landsInOrder(sizes: [Int]) throws {
        let site = try TestSite(files: [:])
        let path = site.root.appendingPathComponent("out.bin").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(descriptor >= 0)
        var output = BufferedFileOutput(descriptor: descriptor, path: path)
        var expected: [UInt8] = []
        for (index, size) in sizes.enumerated() {
            let piece = [UInt8](repeating: UInt8(truncatingIfNeeded: index &+ 65), count: size)
            try output.append(piece[...])
            expected += piece
        }
        try output.flush()
        close(descriptor)
        #expect(FileManager.default.contents(atPath: path).map(Array.init) == expected)
    }
}
