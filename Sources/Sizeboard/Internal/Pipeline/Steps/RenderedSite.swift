/// The site between the render step and the commit step: its pages in reading order, their
/// sections, and everything the steps from discovery on reported (the configuration's problems aside).
struct RenderedSite {
    /// The pages, without their screens once the render step has written them to each page's
    /// `resolution.json`; emptied once their HTML is written.
    var pages: [RenderedPage]
    /// The pages' summaries, in the same order: what the generators and the report see.
    var summaries: [PageSummary]
    var sections: SiteSections
    var diagnostics: [Diagnostic]
}
