import Foundation
import Sizeboard

/// Adds a search box to every page of the default theme, backed by `search-index.js`: every
/// page's title, summary, screens and text. The index is a script, not JSON fetched at run time,
/// so search works from `file://` too.
public struct SearchIndexPlugin: Plugin {
    /// `search-index`.
    public let name = "search-index"

    /// Creates the plugin.
    public init() {}

    /// Adds the transform that keeps each page's text, the index generator and the search box's
    /// scripts to every page.
    public func install(into registry: inout PluginRegistry) {
        registry.addPageTransform(SearchTextTransform())
        registry.addSiteGenerator(SearchIndexGenerator())
        registry.addSiteHeadElement { rootURL in
            """
            <script src="\(rootURL)search-index.js" defer></script>
            <script src="\(rootURL)assets/search.js" data-root="\(rootURL)" defer></script>
            """
        }
    }
}

/// One searchable page.
struct SearchEntry: Encodable {
    var title: String
    var url: String
    var summary: String
    var screens: [String]
    var text: String
}

/// Keeps the text of each page for the index, which sees page summaries only.
struct SearchTextTransform: PageTransform {
    /// The key of the page's text in `RenderedPage.summaryValues`.
    static let key = "search-index.text"
    /// How much of each page's text is indexed.
    static let textLimit = 4000

    func transform(_ page: inout RenderedPage, site: SiteServices) -> [Diagnostic] {
        page.summaryValues[Self.key] = String(PlainText.from(html: page.bodyHTML).prefix(Self.textLimit))
        return []
    }
}

/// Writes `search-index.js` and `assets/search.js`.
struct SearchIndexGenerator: SiteGenerator {
    func generate(_ site: GeneratedSite) -> SiteGeneration {
        let entries = site.pages.map { page in
            SearchEntry(
                title: page.title,
                url: "\(page.info.slug)/index.html",
                summary: page.info.metadata.summary ?? "",
                screens: page.screens.map { $0.title ?? $0.id },
                text: page.values[SearchTextTransform.key] ?? ""
            )
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return SiteGeneration(files: [
            OutputFile(path: "search-index.js", text: "window.sizeboardSearchIndex = \(json);\n"),
            OutputFile(path: "assets/search.js", text: SearchScript.source),
        ])
    }
}

/// The text of HTML: tags dropped, the five standard entities decoded, white space collapsed.
enum PlainText {
    static func from(html: String) -> String {
        var text = ""
        var insideTag = false
        for character in html {
            switch character {
            case "<": insideTag = true; text.append(" ")
            case ">": insideTag = false
            default: if !insideTag { text.append(character) }
            }
        }
        let decoded = text
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        return decoded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
