/// Turns a fenced code block into HTML (and files) in place of the code.
public protocol BlockHandler: Sendable {
    /// Renders `context.block`; called once per block, possibly on any thread.
    func render(_ context: BlockContext) -> BlockResult
}
