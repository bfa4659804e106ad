/// Thrown by a step that ends the build early: the report to return, with nothing (more) written.
struct BuildStop: Error {
    let report: BuildReport
}
