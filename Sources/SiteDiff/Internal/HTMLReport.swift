/// The HTML report: the counts, then one section per change with its sentences and, for variants,
/// the SVGs before and after side by side (or stacked, to flip between them, in overlay mode).
/// One self-contained file beside `base/` and `head/` copies of the SVGs, so it works from
/// `file://` and as a CI artifact.
enum HTMLReport {
    /// Sentences shown before the rest fold away: what changed first (container and presentation
    /// states), then the frames and bars that follow from it.
    static let leadingSentences = 4

    static func render(_ report: SiteDiffReport, baseName: String, headName: String) -> String {
        let summary = report.summary
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Sizeboard diff: \(summary.changed) changed, \(summary.added) added, \(summary.removed) removed</title>
        <style>\(ReportAssets.style)</style>
        </head>
        <body class="mode-side-by-side">
        <header class="report-header">
        <h1>Preview changes</h1>
        <p class="report-sites">base <code>\(HTMLEscaping.escape(baseName))</code> → head <code>\(HTMLEscaping.escape(headName))</code></p>
        <ul class="summary">
        <li class="count count-changed"><strong>\(summary.changed)</strong> changed</li>
        <li class="count count-added"><strong>\(summary.added)</strong> added</li>
        <li class="count count-removed"><strong>\(summary.removed)</strong> removed</li>
        <li class="count count-unchanged"><strong>\(summary.unchanged)</strong> unchanged</li>
        </ul>
        <div class="modes" role="radiogroup" aria-label="Comparison mode">
        <label><input type="radio" name="mode" value="side-by-side" checked> Side by side</label>
        <label><input type="radio" name="mode" value="overlay"> Overlay (click a preview or press F to flip)</label>
        </div>
        </header>
        <main>

        """
        if !report.hasChanges {
            html += "<p class=\"no-changes\">No preview changed.</p>\n"
        }
        for change in report.changes {
            html += section(change)
        }
        html += """
        </main>
        <script>\(ReportAssets.script)</script>
        </body>
        </html>

        """
        return html
    }

    private static func section(_ change: SiteChange) -> String {
        let kind = change.change.rawValue
        var html = "<section class=\"change change-\(kind)\" id=\"\(change.anchor)\" data-change=\"\(kind)\""
        html += " data-page=\"\(HTMLEscaping.escape(change.page))\""
        if let screen = change.screen { html += " data-screen=\"\(HTMLEscaping.escape(screen))\"" }
        if let environment = change.environment { html += " data-environment=\"\(HTMLEscaping.escape(environment))\"" }
        html += ">\n<h2><span class=\"badge badge-\(kind)\">\(kind)</span> "
        html += "<span class=\"change-page\">\(HTMLEscaping.escape(change.page))</span>"
        if let screen = change.screen { html += " › <code class=\"change-screen\">\(HTMLEscaping.escape(screen))</code>" }
        if let environment = change.environment { html += " › <span class=\"change-environment\">\(HTMLEscaping.escape(environment))</span>" }
        html += " <a class=\"anchor\" href=\"#\(change.anchor)\">#</a></h2>\n"
        html += list(change.what.prefix(leadingSentences))
        if change.what.count > leadingSentences {
            html += "<details class=\"more\"><summary>\(change.what.count - leadingSentences) more changes in this variant</summary>\n"
            html += list(change.what.dropFirst(leadingSentences))
            html += "</details>\n"
        }
        if change.baseSVG != nil || change.headSVG != nil {
            html += "<div class=\"compare\" tabindex=\"0\" title=\"In overlay mode, click to flip\">\n"
            html += side("before", folder: "base", path: change.baseSVG)
            html += side("after", folder: "head", path: change.headSVG)
            html += "</div>\n"
        }
        return html + "</section>\n"
    }

    /// `sentences` as a `what` list, one item each.
    private static func list(_ sentences: ArraySlice<String>) -> String {
        "<ul class=\"what\">\n" + sentences.map { "<li>\(HTMLEscaping.escape($0))</li>\n" }.joined() + "</ul>\n"
    }

    private static func side(_ name: String, folder: String, path: String?) -> String {
        let label = name == "before" ? "Before (base)" : "After (head)"
        guard let path else {
            return "<figure class=\"side side-\(name) side-missing\"><figcaption>\(label)</figcaption><div class=\"frame\"><p>none</p></div></figure>\n"
        }
        let source = HTMLEscaping.path("\(folder)/\(path)")
        return "<figure class=\"side side-\(name)\"><figcaption>\(label)</figcaption><div class=\"frame\"><img src=\"\(source)\" alt=\"\(label): \(HTMLEscaping.escape(path))\"></div></figure>\n"
    }
}
