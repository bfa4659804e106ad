import Foundation

/// Opens the writer of one build for an output folder: `FolderDestination` in production.
protocol OutputDestination: Sendable {
    func open(_ output: URL) throws(OutputOpeningFailure) -> any OutputWriter
    /// Starts what the next build's writer can learn before the build (`SiteBuilder.anticipateBuild()`).
    func anticipate()
    /// Whether `output` may hold a last build whose pages' stamps the next build compares: when
    /// it cannot, the pages are listed without stamps (`DiscoverStep.stamping`).
    func mayHoldLastBuild(_ output: URL) -> Bool
}

extension OutputDestination {
    func anticipate() {}

    func mayHoldLastBuild(_ output: URL) -> Bool {
        true
    }
}

/// Why an output could not be opened.
enum OutputOpeningFailure: Error {
    /// The folder may not be replaced (`OutputFolderPolicy.ownershipRefusal`).
    case refused(String)
    /// The lock could not be taken.
    case failed(String)
}

/// The output folder on disk: its lock, then `FolderOutput`.
struct FolderDestination: OutputDestination {
    /// What the builds of this process keep of the last one, when they keep anything.
    var memory: BuildMemory?

    func open(_ output: URL) throws(OutputOpeningFailure) -> any OutputWriter {
        let lock: OutputLock
        do {
            lock = try OutputLock(output: output) {
                FileHandle.standardError.write(Data("Another build is writing \(output.path); waiting for it to finish.\n".utf8))
            }
        } catch {
            throw .failed(error.localizedDescription)
        }
        if let refusal = OutputFolderPolicy.ownershipRefusal(output: output) { throw .refused(refusal) }
        return FolderOutput(output: output, lock: lock, memory: memory)
    }

    /// Whether `output` has a manifest beside it: a new folder has none.
    func mayHoldLastBuild(_ output: URL) -> Bool {
        memory != nil || access(BuildManifest.location(of: output).path, F_OK) == 0
    }

    /// Starts checking that the output is still what the last build left (`BuildMemory.anticipateIntactness()`).
    func anticipate() {
        memory?.anticipateIntactness()
    }
}
