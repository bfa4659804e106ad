/// The site between the render step and the commit step: its pages in reading order, their
/// sections, and everything the steps from discovery on reported (the configuration's problems aside).
struct RenderedSite {
    var pages: [RenderedPage]
    var sections: SiteSections
    var diagnostics: [Diagnostic]
}
