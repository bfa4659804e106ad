import Foundation

/// A built site as `sizeboard diff` reads it: its `resolution.json`, page by page.
struct BuiltSite {
    /// One variant: a screen in one environment.
    struct Variant {
        var environment: String
        var result: JSONValue
        /// The variant's SVG below the site folder, `<slug>/<screen>/<environment>.svg`.
        var svgPath: String?
    }

    struct Screen {
        var id: String
        var variants: [Variant]
    }

    struct Page {
        var path: String
        var slug: String?
        var proseHash: String?
        var screens: [Screen]
        /// The page's HTML below the site folder.
        var htmlPath: String? { slug.map { "\($0)/index.html" } }
    }

    let folder: URL
    let pages: [Page]

    /// Reads `folder/resolution.json`.
    init(folder: URL) throws {
        self.folder = folder
        let file = folder.appendingPathComponent("resolution.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw SiteDiffError.missingResolution(folder.path)
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(Array(data))
        } catch {
            throw SiteDiffError.unreadableResolution(file.path)
        }
        guard case .array(let pages)? = document["pages"] else {
            throw SiteDiffError.unreadableResolution(file.path)
        }
        self.pages = pages.compactMap { page in
            guard let path = page["path"]?.string else { return nil }
            let slug = page["slug"]?.string
            let screens = (page["screens"]?.array ?? []).compactMap { screen -> Screen? in
                guard let id = screen["id"]?.string else { return nil }
                let variants = (screen["results"]?.array ?? []).compactMap { result -> Variant? in
                    guard let environment = result["environment"]?["id"]?.string else { return nil }
                    return Variant(environment: environment, result: result, svgPath: slug.map { "\($0)/\(id)/\(environment).svg" })
                }
                return Screen(id: id, variants: variants)
            }
            return Page(path: path, slug: slug, proseHash: page["proseHash"]?.string, screens: screens)
        }
    }

    /// The bytes of a file below the site folder, nil when missing.
    func contents(of path: String?) -> Data? {
        guard let path else { return nil }
        return FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
    }
}
