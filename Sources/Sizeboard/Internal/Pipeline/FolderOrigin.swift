import Adaptivity

/// Where the content or output folder was named, so that a refusal points there: a command-line
/// option, a value in `sizeboard.yml`, or nowhere (the default folder).
enum FolderOrigin: Equatable {
    case option(String)
    case configuration(SourcePosition)
    case standard
}
