/// Renders one page on a worker thread: front matter, blocks through their handlers, Markdown,
/// transforms; then, once every page is known, the theme's `page` template with the navigation.
/// It writes nothing: the steps that call it hand its files to the output writer.
struct PageRenderer: Sendable {
    let services: SiteServices
    let registry: PluginRegistry

    /// A page's outcome: the page (nil for drafts), the files its blocks and transforms made
    /// (each path once, its HTML aside) and everything reported about it.
    struct Outcome: Sendable {
        var page: RenderedPage?
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic]
    }

    func render(_ source: PageSource) -> Outcome {
        let parsed = ParsedPage(source)
        var diagnostics = parsed.diagnostics
        if parsed.metadata.draft { return Outcome(page: nil, diagnostics: diagnostics) }
        let slug = source.slug
        let depth = Self.folderDepth(of: slug)
        let info = PageInfo(
            path: source.path,
            slug: slug,
            metadata: parsed.metadata,
            rootURL: String(repeating: "../", count: depth)
        )
        var results: [BlockResult] = []
        parsed.document.replaceFencedBlocks { block in
            guard let handler = registry.blockHandlers[block.language] else { return nil }
            let result = handler.render(BlockContext(block: block, page: info, site: services))
            results.append(result)
            return result.html
        }
        diagnostics += results.flatMap(\.diagnostics)
        diagnostics += duplicateScreens(results.flatMap(\.screens), path: source.path)
        var headElements: [String] = []
        for element in results.flatMap(\.headElements) where !headElements.contains(element) {
            headElements.append(element)
        }
        var page = RenderedPage(
            info: info,
            title: parsed.title,
            bodyHTML: parsed.document.html(allowsRawHTML: services.config.allowsRawHTML, pipeTables: true),
            screens: results.flatMap(\.screens),
            headElements: headElements,
            files: results.flatMap(\.files)
        )
        for transform in registry.pageTransforms {
            diagnostics += transform.transform(&page, site: services)
        }
        let files = Self.lastOfEachPath(page.files.filter { $0.path != Self.htmlPath(of: info) })
        page.files = []
        return Outcome(page: page, files: files, diagnostics: diagnostics)
    }

    /// The page's HTML through the theme's `page` template, with `body` (the page's body HTML,
    /// held or read back from the render cache) and `navigation` (the section navigation and
    /// previous/next of `SiteSections`).
    func html(of page: RenderedPage, body: TemplateText, navigation: NavigationRecord) -> OutputFile {
        let info = page.info
        let record = PageRecord(
            title: page.title,
            summary: info.metadata.summary ?? "",
            path: info.path,
            slug: info.slug,
            body: body,
            head: page.headElements.joined(separator: "\n"),
            params: info.metadata.extra.mapValues(\.templateValue)
        )
        let context = PageContextRecord(services, rootURL: info.rootURL, title: page.title, page: record, navigation: navigation)
        return OutputFile(path: Self.htmlPath(of: info), contents: services.theme.renderBytes("page", record: context))
    }

    /// Where the HTML of the page described by `info` goes, below the output folder.
    static func htmlPath(of info: PageInfo) -> String {
        String(folder: info.slug, name: "index.html")
    }

    /// How many folders deep a page whose slug is `slug` lies: its non-empty `/`-separated
    /// components, counted over the slug's bytes in place (the navigation takes every page's on
    /// every build; through the string's UTF-8 view, ~40 instructions a byte).
    static func folderDepth(of slug: String) -> Int {
        var slug = slug
        return slug.withUTF8 { bytes in
            var depth = 0
            var previous = UInt8(ascii: "/")
            for byte in bytes {
                if previous == UInt8(ascii: "/"), byte != UInt8(ascii: "/") { depth += 1 }
                previous = byte
            }
            return depth
        }
    }

    /// One file per path, the last one the page produced winning, in first-seen order.
    private static func lastOfEachPath(_ files: [OutputFile]) -> [OutputFile] {
        var indexByPath: [String: Int] = [:]
        var unique: [OutputFile] = []
        for file in files {
            if let index = indexByPath[file.path] {
                unique[index] = file
            } else {
                indexByPath[file.path] = unique.count
                unique.append(file)
            }
        }
        return unique
    }

    private func duplicateScreens(_ screens: [ScreenResult], path: String) -> [Diagnostic] {
        var seen: Set<String> = []
        return screens.compactMap { screen in
            seen.insert(screen.id).inserted ? nil : .error(
                "duplicate-screen", "screen id `\(screen.id)` is used twice in this page", path: path,
                at: screen.position
            )
        }
    }
}
