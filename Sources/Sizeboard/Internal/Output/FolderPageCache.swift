import Foundation

/// The render cache of an output folder, in `.<output name>.cache/` beside it: the entries one
/// after another in a pack file, and an index naming each entry's place in it and the length of
/// its head.
///
/// A build appends the entries it stores to the pack (a clean build of 10k pages creates one
/// file, not 10k), a mebibyte at a time: entries wait in memory until that much is stored (and
/// are read from there meanwhile), so the pack takes some thirty writes at 10k pages, not 10k
/// small ones that two threads contend for. `save()` writes what is left, then the index anew,
/// and renames it into place, so a build killed before that leaves the last index, whose entries
/// the appended bytes never overwrite. When more than half of the pack is entries no longer
/// named, `save()` copies the named ones to a new pack first; the index names its pack, so an
/// index always describes the pack it names.
final class FolderPageCache: PageCacheStorage, @unchecked Sendable {
    /// Where an entry lies in the pack, and how many of its first bytes are its head.
    private struct Slot: PathTableValue {
        var offset: Int
        var length: Int
        var headLength: Int

        init(offset: Int, length: Int, headLength: Int) {
            self.offset = offset
            self.length = length
            self.headLength = headLength
        }

        static var numberCount: Int {
            3
        }

        init(numbers: PathTableNumbers) {
            self.init(offset: Int(clamping: numbers.0), length: Int(clamping: numbers.1), headLength: Int(clamping: numbers.2))
        }

        var numbers: PathTableNumbers {
            (UInt64(offset), UInt64(length), UInt64(headLength), 0)
        }

        /// Whether the slot lies in a pack of `end` bytes, its head within it.
        func lies(within end: Int) -> Bool {
            offset >= 0 && length >= 0 && offset <= end && length <= end - offset && headLength >= 0 && headLength <= length
        }
    }

    private let folder: String
    private let lock = NSLock()
    private var loaded = false
    private var packNumber = 0
    private var packDescriptor: Int32 = -1
    /// Where the pack's bytes end, those still in `unwritten` included.
    private var packEnd = 0
    /// Where the bytes written to the pack end: `unwritten` holds those from here to `packEnd`.
    private var writtenEnd = 0
    private var unwritten: [UInt8] = []
    /// Whether a write to the pack failed: what is stored from then on stays in memory, where it
    /// can be read, and the index names none of it.
    private var writeFailed = false
    /// The slots by entry name: the index's table, read in place and patched when saved
    /// (`PathTable`), so an edit neither reads nor writes every page's row.
    private var slots = PathTable<Slot>()
    /// The names of the entries stored by this build, which the index may name only once
    /// their bytes are written to the pack.
    private var storedNames: [String] = []
    private var changed = false

    /// The first field of an index of this format.
    private static let indexHeader = "sizeboard-render-cache 4"
    /// A pack smaller than this is never compacted.
    private static let compactionThreshold = 1 << 20
    /// How many bytes of entries wait in memory before they are written to the pack.
    private static let writeThreshold = 1 << 20

    init(output: URL) {
        folder = Self.location(of: output).path
    }

    deinit {
        if packDescriptor >= 0 { close(packDescriptor) }
    }

    /// Where the cache of `output` is kept.
    static func location(of output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).cache")
    }

    func entry(named name: String) -> [UInt8]? {
        bytes(named: name) { $0.length }
    }

    func head(named name: String) -> [UInt8]? {
        bytes(named: name) { $0.headLength }
    }

    /// The first `length(slot)` bytes of the entry named `name`: from memory while they wait
    /// there, otherwise read from the pack outside the lock.
    private func bytes(named name: String, length: (Slot) -> Int) -> [UInt8]? {
        let found: (descriptor: Int32, offset: Int, length: Int, waiting: [UInt8]?)? = lock.withLock {
            loadIfNeeded()
            guard packDescriptor >= 0, let slot = slots[name], slot.lies(within: packEnd) else { return nil }
            let count = length(slot)
            guard slot.offset >= writtenEnd else { return (packDescriptor, slot.offset, count, nil) }
            let start = slot.offset - writtenEnd
            return (packDescriptor, slot.offset, count, Array(unwritten[start..<(start + count)]))
        }
        guard let found else { return nil }
        return found.waiting ?? Self.read(offset: found.offset, length: found.length, from: found.descriptor)
    }

    @discardableResult
    func store(_ bytes: [UInt8], named name: String, headLength: Int) -> Bool {
        lock.withLock {
            loadIfNeeded()
            if packDescriptor < 0 { openPack(number: packNumber, creating: true) }
            guard packDescriptor >= 0 else { return false }
            slots[name] = Slot(offset: packEnd, length: bytes.count, headLength: min(max(headLength, 0), bytes.count))
            storedNames.append(name)
            changed = true
            packEnd += bytes.count
            unwritten += bytes
            if unwritten.count >= Self.writeThreshold { writeUnwritten() }
            return true
        }
    }

    /// Writes the entries waiting in memory to the pack; when that fails, they and every entry
    /// stored after them stay in memory.
    private func writeUnwritten() {
        guard !writeFailed, !unwritten.isEmpty else { return }
        if Self.write(unwritten, to: packDescriptor, at: writtenEnd) {
            writtenEnd = packEnd
            unwritten.removeAll(keepingCapacity: true)
        } else {
            writeFailed = true
        }
    }

    /// Whether an entry is stored under `name`.
    func has(named name: String) -> Bool {
        lock.withLock {
            loadIfNeeded()
            return slots[name]?.lies(within: packEnd) ?? false
        }
    }

    func remove(named name: String) {
        lock.withLock {
            loadIfNeeded()
            if slots[name] != nil {
                slots[name] = nil
                changed = true
            }
        }
    }

    var entryCount: Int {
        lock.withLock {
            loadIfNeeded()
            return slots.count
        }
    }

    func retainOnly(_ names: Set<String>) {
        lock.withLock {
            loadIfNeeded()
            let count = slots.count
            slots.removeAll { !names.contains($0) }
            if slots.count != count { changed = true }
        }
    }

    func save() {
        lock.withLock {
            guard loaded, changed, packDescriptor >= 0 else { return }
            writeUnwritten()
            let liveBytes = slots.sum(of: \.length)
            if !writeFailed, packEnd > Self.compactionThreshold, packEnd - liveBytes > liveBytes {
                compact()
            }
            writeIndex()
            changed = false
        }
    }

    private var indexPath: String {
        folder + "/index"
    }

    private func packPath(number: Int) -> String {
        folder + "/pack-\(number)"
    }

    /// Reads the index and opens the pack it names, once; a missing or unreadable index is an
    /// empty cache. A slot that does not lie in the pack is found so when it is asked for.
    private func loadIfNeeded() {
        guard !loaded else { return }
        loaded = true
        guard let bytes = FileTree.bytes(at: indexPath), let (number, slots) = Self.index(bytes) else { return }
        openPack(number: number, creating: false)
        guard packDescriptor >= 0 else { return }
        self.slots = slots
    }

    /// The pack number and slots `writeIndex` wrote, or nil when the bytes are not an index: its
    /// header and the pack's number in hexadecimal as two fields, then the slots' table.
    private static func index(_ bytes: [UInt8]) -> (number: Int, slots: PathTable<Slot>)? {
        let header = bytes.withUnsafeBufferPointer { buffer -> (number: UInt64, end: Int)? in
            var reader = NULFieldReader(buffer)
            guard reader.string() == indexHeader, let number = reader.hexadecimal(), number <= Int.max else { return nil }
            return (number, reader.position)
        }
        guard let header, let table = PathTable<Slot>.reading(bytes, from: header.end), table.end == bytes.count else { return nil }
        return (Int(header.number), table.table)
    }

    /// Opens pack `number` for reading and appending, its end where its bytes end.
    private func openPack(number: Int, creating: Bool) {
        if creating, mkdir(folder, 0o755) != 0, errno != EEXIST { return }
        let descriptor = open(packPath(number: number), creating ? O_RDWR | O_CREAT : O_RDWR, 0o644)
        guard descriptor >= 0 else { return }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return
        }
        packDescriptor = descriptor
        packNumber = number
        packEnd = Int(status.st_size)
        writtenEnd = packEnd
    }

    /// Copies the named entries into the next pack, then drops the old one.
    private func compact() {
        let old = (descriptor: packDescriptor, number: packNumber)
        let number = old.number + 1
        let path = packPath(number: number)
        unlink(path)
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return }
        var moved: [String: Slot] = [:]
        var end = 0
        for (name, slot) in slots.dictionary.sorted(by: { $0.value.offset < $1.value.offset }) where slot.lies(within: packEnd) {
            guard let bytes = Self.read(offset: slot.offset, length: slot.length, from: old.descriptor), Self.write(bytes, to: descriptor, at: end) else { continue }
            moved[name] = Slot(offset: end, length: bytes.count, headLength: slot.headLength)
            end += bytes.count
        }
        slots = PathTable(moved)
        packDescriptor = descriptor
        packNumber = number
        packEnd = end
        writtenEnd = end
        writeIndex()
        close(old.descriptor)
        unlink(packPath(number: old.number))
    }

    /// Writes the index beside the old one and renames it into place: its header, the pack's
    /// number, and the slots' table, which only the rows of entries stored or removed since it
    /// was read change (`PathTable`); an entry whose bytes are still in memory is left out.
    private func writeIndex() {
        for name in storedNames {
            if let slot = slots[name], slot.offset + slot.length > writtenEnd { slots[name] = nil }
        }
        storedNames = []
        var writer = NULFieldWriter(appendingTo: [])
        writer.field(Self.indexHeader)
        writer.hexadecimal(UInt64(packNumber))
        writer.end()
        slots.write(into: &writer)
        let bytes = writer.bytes
        let temporary = indexPath + ".new"
        unlink(temporary)
        guard (try? FileStatus.create(temporary, contents: bytes)) != nil else { return }
        if rename(temporary, indexPath) != 0 { unlink(temporary) }
    }

    private static func read(offset: Int, length: Int, from descriptor: Int32) -> [UInt8]? {
        guard length > 0 else { return [] }
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
            while initialized < length {
                let count = pread(descriptor, buffer.baseAddress! + initialized, length - initialized, off_t(offset + initialized))
                guard count > 0 else {
                    complete = false
                    return
                }
                initialized += count
            }
        }
        return complete ? bytes : nil
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, at offset: Int) -> Bool {
        var done = 0
        return bytes.withUnsafeBytes { buffer -> Bool in
            while done < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
    }
}
