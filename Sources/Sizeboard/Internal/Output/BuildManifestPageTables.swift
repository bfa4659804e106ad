extension BuildManifest {
    /// The manifest's first two tables, each page's hash and each page's stamp, encoded as
    /// `encodedTables` begins, with the pages in the order of their paths' bytes (which the
    /// table of the pages' HTML follows). A build encodes them on another thread as soon as its
    /// pages are rendered (`CommitStep`), while the page HTML and generate steps run, and the
    /// manifest is then recorded from them: at 10k pages, sorting and encoding them is some 20 ms
    /// that the commit no longer waits for.
    struct PageTables: Sendable {
        /// Each page's path and the hash of its bytes.
        let pages: [String: UInt64]
        /// Each page's path below the content folder and its stamp.
        let stamps: [String: PageStamp]
        /// The two tables, each ended by an empty field.
        let bytes: [UInt8]
        /// `pages` in the order of their paths' bytes.
        let sortedPages: [(key: String, value: UInt64)]

        /// Encodes the tables of `pages` and `stamps`.
        init(pages: [String: UInt64], stamps: [String: PageStamp]) {
            self.pages = pages
            self.stamps = stamps
            var writer = NULFieldWriter()
            let sortedPages = pages.sortedByKeyBytes()
            for (path, hash) in sortedPages {
                writer.field(path)
                writer.hexadecimal(hash)
                writer.end()
            }
            writer.end()
            for (path, stamp) in stamps.sortedByKeyBytes() {
                writer.field(path)
                writer.hexadecimal(stamp.inode)
                for number in [stamp.size, stamp.modified, stamp.changed] {
                    writer.space()
                    writer.hexadecimal(UInt64(bitPattern: number))
                }
                writer.end()
            }
            writer.end()
            bytes = writer.bytes
            self.sortedPages = sortedPages
        }
    }
}
