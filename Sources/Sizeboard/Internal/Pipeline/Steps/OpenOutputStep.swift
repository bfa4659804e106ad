/// Step 4: opens the output (for the output folder: takes its lock and checks that Sizeboard
/// wrote it), and stops when the last build had the same fingerprint and every page has the
/// stamp it had then (by the digest of the stamps in the manifest's outline): the site is up to
/// date, and neither a page nor the manifest's tables were read.
struct OpenOutputStep {
    let configuration: Configuration
    let destination: any OutputDestination

    /// The output the build writes, and the pages' stamps for the manifest.
    struct OpenedOutput {
        var writer: any OutputWriter
        /// The stamps taken as the pages were listed; empty when they were listed without.
        var stamps: [String: PageStamp]
        /// `PageStamp.digest` of `stamps`.
        var stampsDigest: UInt64
        /// Whether the pages were listed with their stamps (else the render step takes them).
        var stamped: Bool
        var listedAt: Int64
    }

    func run(_ discovery: DiscoverStep.Discovery) throws(BuildStop) -> OpenedOutput {
        let writer: any OutputWriter
        do {
            writer = try destination.open(configuration.layout.output)
        } catch {
            switch error {
            case .refused(let refusal):
                throw configuration.refusingOutput(refusal, blaming: [configuration.outputOrigin])
            case .failed(let message):
                throw configuration.stopping(OutputSession.writeFailedCode, "\(message); nothing was written")
            }
        }
        let stamps = discovery.stamps.stamps
        if let last = writer.lastBuildOutline, last.fingerprint == configuration.fingerprint, last.stampsDigest == discovery.stamps.digest,
           stamps.values.allSatisfy({ $0.isSettled(before: last.listedAt) }), writer.isIntact(last) {
            throw configuration.upToDate(last)
        }
        return OpenedOutput(writer: writer, stamps: stamps, stampsDigest: discovery.stamps.digest, stamped: discovery.stamped, listedAt: discovery.listedAt)
    }
}
