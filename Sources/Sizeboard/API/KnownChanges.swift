/// What a build may take as changed on disk since the last build of the same builder began, for
/// a process that watches the project's files, as a development server does.
public enum KnownChanges: Sendable, Equatable {
    /// Nothing is known: the build lists the whole content folder.
    case unknown
    /// Every path (absolute) that may have changed since the last build of this builder began:
    /// a builder that keeps its last build in memory (`SiteBuilder.keepingLastBuildInMemory()`)
    /// then looks at these paths alone, and at the pages that are symbolic links or have a
    /// hidden name, instead of listing the content folder. A path outside the content folder,
    /// or a folder, makes it list the folder.
    case only([String])
}
