import Foundation

/// Step 2: refuses, before any work, an output folder the policy forbids (`OutputFolderPolicy`)
/// and a diagnostics file that may not be written.
struct CheckFoldersStep {
    let configuration: Configuration

    /// Checks the diagnostics file, and the output folder when `output` (a resolve writes none).
    func run(output: Bool) throws(BuildStop) {
        let layout = configuration.layout
        if output, let refusal = OutputFolderPolicy.refusal(output: layout.output, content: layout.content, projectRoot: configuration.options.projectRoot) {
            throw configuration.refusingOutput(refusal, blaming: [configuration.outputOrigin, configuration.contentOrigin])
        }
        guard let file = configuration.options.diagnosticsFile, let refusal = OutputFolderPolicy.diagnosticsFileRefusal(
            URL(fileURLWithPath: file), content: layout.content, output: layout.output, config: configuration.configURL
        ) else { return }
        var report = configuration.report(pages: [])
        report.diagnosticsFile = nil
        report.summary = BuildReport.Summary(code: "unusable-diagnostics-file", message: "\(refusal); nothing was done")
        throw BuildStop(report: report)
    }
}
