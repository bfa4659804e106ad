/// Why two sites could not be compared.
public enum SiteDiffError: Error, CustomStringConvertible, Equatable {
    /// The folder has no `resolution.json`: it is not a built site.
    case missingResolution(String)
    /// `resolution.json` is not the resolve document.
    case unreadableResolution(String)
    /// The report folder holds files that are not an earlier report.
    case foreignReportFolder(String)

    /// The message for the command line.
    public var description: String {
        switch self {
        case .missingResolution(let folder):
            "\(folder) is not a built site: it has no resolution.json (run `sizeboard build --output \(folder)` first)"
        case .unreadableResolution(let file):
            "\(file) is not a resolve document (no `pages` list)"
        case .foreignReportFolder(let folder):
            "\(folder) holds files that are not a Sizeboard diff report; choose an empty or new folder with --output"
        }
    }
}
