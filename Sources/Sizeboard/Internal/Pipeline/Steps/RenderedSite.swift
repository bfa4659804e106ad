/// The site between the render step and the commit step: its pages in reading order, their
/// sections, and everything the steps from discovery on reported (the configuration's problems aside).
struct RenderedSite {
    /// The pages, without their screens once the render step has written them to each page's
    /// `resolution.json`; emptied once their HTML is written.
    var pages: [RenderedPage]
    /// The pages' summaries, in the same order: what the generators and the report see.
    var summaries: [PageSummary]
    /// The hash of each page's bytes, in the same order: what the manifest records.
    var hashes: [UInt64]
    /// Whether each page, in the same order, came from the render cache: rendered by the last
    /// build from the same bytes, with the same fingerprint.
    var cached: [Bool]
    /// Where the page HTML step finds each page's body, in the same order, for the pages whose
    /// HTML it renders: in `pages`, or (where `pages` has it empty) in the render cache or the
    /// page's source rendered again.
    var bodies: [BodySource]
    /// The pages whose HTML the page HTML step could not write (their body could not be read
    /// back from the render cache, or rendered again from the same bytes), by the path shown for
    /// each: the site is incomplete, and the commit step leaves the last one in place.
    var pagesWithoutHTML: [String] = []
    /// Each page's HTML as written, by the path shown for the page, once the page HTML step ran;
    /// none for a page in `pagesWithoutHTML`.
    var pageHTML: PathTable<PageHTMLRecord> = [:]
    /// The stamps of the pages the render step read, by path below the content folder, as each
    /// was read: the manifest's stamps when the pages were listed without (a first build).
    var readStamps: [String: PageStamp] = [:]
    /// Each file the site generators wrote from a key, by its path, once the generate step ran.
    var generatedFiles: [String: GeneratedFileRecord] = [:]

    /// `hashes` by `paths`, in the same order; the first of a path given twice.
    static func byPath(_ hashes: [UInt64], paths: [String]) -> [String: UInt64] {
        Dictionary(zip(paths, hashes), uniquingKeysWith: { first, _ in first })
    }

    var sections: SiteSections
    var diagnostics: [Diagnostic]
}
