import Foundation

/// Finds the Markdown pages of a folder and reads them.
///
/// A page is a file whose name ends in `.md`, in any case. A symbolic link to a page is followed;
/// a link to a folder, to a device or pipe, or to nothing is not (a warning says so). A page that
/// cannot be read or is not UTF-8, and a folder that cannot be read, are errors about that page or
/// folder alone.
struct PageDiscovery: Sendable {
    let layout: ProjectLayout
    let displayPath: @Sendable (URL) -> String

    /// The pages of a content folder, not read yet, and the problems of single pages and
    /// subfolders (which leave the other pages to build).
    struct Found {
        var pages: [FoundPage] = []
        var pageDiagnostics: [Diagnostic] = []
        /// The pages' stamps by relative path, with their digest.
        var stamps = PageStampTable()
    }

    /// A page file found below the content folder.
    struct FoundPage: Sendable {
        /// The file's absolute path.
        var absolutePath: String
        /// The path below the content folder.
        var relativePath: String
        /// The path shown in diagnostics and the resolve contract, e.g. `Content/photos.md`.
        var shownPath: String
        /// Its status when listed: equal stamps mean an unchanged page, without reading it.
        var stamp: PageStamp
        /// Whether the file is a symbolic link to the page: its stamp is the target's, which may
        /// lie outside the content folder.
        var isLink: Bool
        /// Its slug by its path (`PageSource.slug(forRelativePath:)`), made once: a listing kept
        /// in memory is amended from build to build.
        let slug: String

        init(absolutePath: String, relativePath: String, shownPath: String, stamp: PageStamp, isLink: Bool = false) {
            self.absolutePath = absolutePath
            self.relativePath = relativePath
            self.shownPath = shownPath
            self.stamp = stamp
            self.isLink = isLink
            slug = PageSource.slug(forRelativePath: relativePath)
        }
    }

    /// Every page below `folder`, sorted by the UTF-8 bytes of its path, with its stamp (taken on up to `jobs` threads)
    /// when `stamping`, else with `PageStamp.unknown` and no table of stamps; a missing or
    /// unreadable folder is reported in `diagnostics`.
    func pages(below folder: URL, jobs: Int = 1, stamping: Bool = true, diagnostics: inout [Diagnostic]) -> Found {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.append(.error("missing-content", "the content folder does not exist", path: displayPath(folder), at: nil))
            return Found()
        }
        let listing = FileTree.listing(of: folder.path)
        var found = Found()
        for relative in listing.unreadableFolders {
            if relative.isEmpty {
                diagnostics.append(.error("unreadable-folder", "cannot read the content folder", path: displayPath(folder), at: nil))
            } else {
                found.pageDiagnostics.append(.error("unreadable-folder", "cannot read this folder, so its pages are not built", path: displayPath(folder.appendingPathComponent(relative)), at: nil))
            }
        }
        var pages = listing.files.filter(Self.isPage)
        var links: Set<String> = []
        for link in listing.links {
            let path = folder.path + "/" + link
            var status = stat()
            if stat(path, &status) != 0 {
                found.pageDiagnostics.append(.warning("broken-link", "this symbolic link points to nothing; it is skipped", path: displayPath(URL(fileURLWithPath: path)), at: nil))
            } else if (status.st_mode & S_IFMT) == S_IFDIR {
                found.pageDiagnostics.append(.warning("linked-folder", "symbolic links to folders are not followed, so the pages in this one are not built", path: displayPath(URL(fileURLWithPath: path)), at: nil))
            } else if Self.isPage(link), (status.st_mode & S_IFMT) == S_IFREG {
                pages.append(link)
                links.insert(link)
            } else if Self.isPage(link) {
                found.pageDiagnostics.append(.warning("special-file", "this symbolic link points to something that is not a file; it is skipped", path: displayPath(URL(fileURLWithPath: path)), at: nil))
            }
        }
        let shownPath = shownPaths(below: folder)
        let linkedPages = links
        let folderPath = folder.path
        if !links.isEmpty {  // the listing's files come sorted; the linked pages follow them
            pages = UTF8ByteOrder.sorted(pages)
        }
        found.pages = pages.orderedParallelMap(jobs: jobs) { relative in
            let path = String(folder: folderPath, name: relative)
            return FoundPage(absolutePath: path, relativePath: relative, shownPath: shownPath(relative), stamp: stamping ? PageStamp(path) : .unknown, isLink: !linkedPages.isEmpty && linkedPages.contains(relative))
        }
        if stamping {
            found.stamps = PageStampTable(found.pages)
        }
        return found
    }

    /// The path shown for a page at a relative path below `folder`.
    func shownPaths(below folder: URL) -> @Sendable (String) -> String {
        let shownFolder = displayPath(folder)
        let folderIsShown = displayPath(folder.appendingPathComponent("page.md")) == shownFolder + "/page.md"
        let displayPath = displayPath
        let folderPath = folder.path
        return { relative in
            folderIsShown ? String(folder: shownFolder, name: relative) : displayPath(URL(fileURLWithPath: String(folder: folderPath, name: relative)))
        }
    }

    /// Reads `pages`, in order, reporting those that cannot be read in `diagnostics`.
    func read(_ pages: [FoundPage], diagnostics: inout [Diagnostic]) -> [PageSource] {
        pages.compactMap { read($0, diagnostics: &diagnostics) }
    }

    /// Reads `page`, reporting in `diagnostics` when it cannot be read.
    func read(_ page: FoundPage, diagnostics: inout [Diagnostic]) -> PageSource? {
        read(page.absolutePath, relative: page.relativePath, shownPath: page.shownPath, diagnostics: &diagnostics)?.source
    }

    /// The source of `pending`: the one read already, or read now, reporting in `diagnostics`
    /// when it cannot be read.
    func source(of pending: PendingPage, diagnostics: inout [Diagnostic]) -> PageSource? {
        stampedSource(of: pending, diagnostics: &diagnostics)?.source
    }

    /// The source of `pending` as `source(of:diagnostics:)` gives it, with the stamp of the file
    /// as it was read when it is read now.
    func stampedSource(of pending: PendingPage, diagnostics: inout [Diagnostic]) -> (source: PageSource, stamp: PageStamp?)? {
        switch pending {
        case .read(let source, _):
            (source, nil)
        case .listed(let found, _, _):
            read(found.absolutePath, relative: found.relativePath, shownPath: found.shownPath, diagnostics: &diagnostics).map { ($0.source, $0.stamp) }
        }
    }


    /// The page at `url`, or every page below it when it is a folder.
    func sources(at url: URL, diagnostics: inout [Diagnostic]) -> [PageSource] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            diagnostics.append(.error("missing-file", "no such file or folder", path: displayPath(url), at: nil))
            return []
        }
        if isDirectory.boolValue {
            let found = pages(below: url, stamping: false, diagnostics: &diagnostics)
            diagnostics += found.pageDiagnostics
            return read(found.pages, diagnostics: &diagnostics)
        }
        let base = url.path.hasPrefix(layout.content.path + "/") ? layout.content.path : url.deletingLastPathComponent().path
        return read(url.path, relative: String(url.path.dropFirst(base.count + 1)), shownPath: displayPath(url), diagnostics: &diagnostics).map { [$0.source] } ?? []
    }

    /// Whether the file's name ends in `.md`, in any case (no other character lowercases to
    /// these three).
    static func isPage(_ relativePath: String) -> Bool {
        let bytes = relativePath.utf8
        guard bytes.count >= 3 else { return false }
        let dot = bytes.index(bytes.endIndex, offsetBy: -3)
        return bytes[dot] == UInt8(ascii: ".")
            && bytes[bytes.index(dot, offsetBy: 1)] | 0x20 == UInt8(ascii: "m")
            && bytes[bytes.index(dot, offsetBy: 2)] | 0x20 == UInt8(ascii: "d")
    }

    private func read(_ path: String, relative: String, shownPath: String, diagnostics: inout [Diagnostic]) -> (source: PageSource, stamp: PageStamp)? {
        guard let (bytes, status) = FileTree.contents(at: path) else {
            diagnostics.append(.error("unreadable-page", "cannot read the page: \(String(cString: strerror(errno)))", path: shownPath, at: nil))
            return nil
        }
        guard let text = ValidatedUTF8.string(bytes) else {
            let offset = Self.firstInvalidUTF8Offset(bytes) ?? 0
            let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let line = bytes[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            let position = SourcePosition(line: line, column: offset - lineStart + 1)
            diagnostics.append(.error(
                "invalid-encoding",
                "the page is not valid UTF-8 from byte \(offset) on (0x\(String(bytes[offset], radix: 16, uppercase: true))); save it as UTF-8",
                path: shownPath,
                at: position
            ))
            return nil
        }
        return (PageSource(path: shownPath, relativePath: relative, text: text), PageStamp(status))
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence (RFC 3629),
    /// or nil when all are.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xE1...0xEF: length = 3
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            case 0xF1...0xF3: length = 4
            default: return index
            }
            guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return index }
            for continuation in bytes[(index + 2)..<(index + length)] where !(0x80...0xBF).contains(continuation) {
                return index
            }
            index += length
        }
        return nil
    }
}
