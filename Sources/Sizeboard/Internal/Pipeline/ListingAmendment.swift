import Foundation

extension PageDiscovery {
    /// `last`, a listing of `folder`, brought up to date by looking only at the paths in
    /// `changed` (absolute) and at the pages whose stamp the content folder's events may not
    /// tell: those that are symbolic links, and those with a hidden name. Nil when a change
    /// cannot be applied alone, and the folder must be listed again: a path outside `folder`
    /// (the configuration or a theme), a folder, a symbolic link or a special file at a changed
    /// path, a removed path with pages below it, or a last listing with problems of its own.
    /// Taking `last` (`ListingMemory.take`), it amends its pages and stamps in place.
    func amending(_ last: consuming Found, below folder: URL, changed: [String]) -> Found? {
        guard last.pageDiagnostics.isEmpty else { return nil }
        let prefix = folder.path + "/"
        var pages = last.pages
        var stamps = last.stamps
        last = Found()
        let shownPath = shownPaths(below: folder)
        for path in Set(changed) {
            guard path.hasPrefix(prefix) else { return nil }
            let relative = String(path.dropFirst(prefix.count))
            let index = Self.insertionIndex(of: relative, in: pages)
            let isKnown = index < pages.count && pages[index].relativePath == relative
            var status = stat()
            guard lstat(path, &status) == 0 else {
                guard errno == ENOENT else { return nil }
                if isKnown {
                    pages.remove(at: index)
                    stamps.set(nil, for: relative)
                } else {
                    let below = Self.insertionIndex(of: relative + "/", in: pages)
                    if below < pages.count, pages[below].relativePath.hasPrefix(relative + "/") { return nil }
                }
                continue
            }
            guard (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            guard Self.isPage(relative) else { continue }
            let page = FoundPage(absolutePath: path, relativePath: relative, shownPath: shownPath(relative), stamp: PageStamp(path))
            if isKnown {
                pages[index] = page
            } else {
                pages.insert(page, at: index)
            }
            stamps.set(page.stamp, for: relative)
        }
        for index in pages.indices where pages[index].isLink || Self.isHidden(pages[index].relativePath) {
            pages[index].stamp = PageStamp(pages[index].absolutePath)
            stamps.set(pages[index].stamp, for: pages[index].relativePath)
        }
        return Found(pages: pages, pageDiagnostics: [], stamps: stamps)
    }

    /// Where `relative` is, or would go, in `pages` sorted by the UTF-8 bytes of their relative
    /// paths (as `PageDiscovery` lists them).
    private static func insertionIndex(of relative: String, in pages: [FoundPage]) -> Int {
        var low = 0
        var high = pages.count
        while low < high {
            let middle = (low + high) / 2
            if UTF8ByteOrder.precedes(pages[middle].relativePath, relative) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Whether a component of `relative` starts with a dot.
    private static func isHidden(_ relative: String) -> Bool {
        var previous = UInt8(ascii: "/")
        for byte in relative.utf8 {
            if previous == UInt8(ascii: "/"), byte == UInt8(ascii: ".") { return true }
            previous = byte
        }
        return false
    }
}
