import Adaptivity
import Pages

// The render cache entry's fields, written and read by hand (`CompactBytesWriter`,
// `CompactBytesReader`): a one-page edit reads every other page's entry, and `Codable` made that
// most of its time. Each type writes its stored properties in the order it reads them; a property
// added to one of these types must be added here and `PageCacheEntry.currentFormat` bumped
// (`CompactCodingTests` checks that every stored property round-trips).

extension PageSummary {
    /// The summary of the page at `path` with `slug`, whose info holds those two: they are
    /// matched, not read into strings again.
    init(reading reader: inout CompactBytesReader, path: String, slug: String) throws {
        self.init(
            info: try PageInfo(reading: &reader, path: path, slug: slug),
            title: try reader.string(),
            screens: try reader.array { try ScreenSummary(reading: &$0) },
            files: try reader.array { try $0.string() },
            proseHash: try reader.string(),
            values: try reader.dictionary { (try $0.string(), try $0.string()) }
        )
    }

    func write(to writer: inout CompactBytesWriter) {
        info.write(to: &writer)
        writer.append(title)
        writer.append(screens) { $1.write(to: &$0) }
        writer.append(files) { $0.append($1) }
        writer.append(proseHash)
        writer.append(values.sorted { $0.key < $1.key }) { writer, pair in
            writer.append(pair.key)
            writer.append(pair.value)
        }
    }
}

extension PageInfo {
    /// The info of the page at `path` with `slug`; throws when the bytes hold another page's.
    init(reading reader: inout CompactBytesReader, path: String, slug: String) throws {
        guard try reader.matches(path), try reader.matches(slug) else { throw CompactBytesReader.Malformed() }
        self.init(path: path, slug: slug, metadata: try PageMetadata(reading: &reader), rootURL: try reader.string())
    }

    func write(to writer: inout CompactBytesWriter) {
        writer.append(path)
        writer.append(slug)
        metadata.write(to: &writer)
        writer.append(rootURL)
    }
}

extension PageMetadata {
    /// Reads what `write(to:)` wrote. `extra` is checked but made only when first read (only a
    /// page rendered again reads it), from a copy of its bytes.
    init(reading reader: inout CompactBytesReader) throws {
        let title = try reader.optional { try $0.string() }
        let summary = try reader.optional { try $0.string() }
        let environments = try reader.array { try $0.string() }
        let order = try reader.optional { try $0.integer() }
        let draft = try reader.bool()
        let extra = try reader.bytes { reader in
            try reader.skipArray { reader in
                try reader.skipString()
                try MetadataValue.skip(in: &reader, depth: 0)
            }
        }
        self.init(title: title, summary: summary, environments: environments, order: order, draft: draft) {
            (try? Self.extra(from: extra)) ?? [:]
        }
        environmentPositions = try reader.array { try SourcePosition(reading: &$0) }
        behavior = try reader.optional { try $0.string() }
        ios = try reader.optional { try $0.integer() }
    }

    /// The `extra` table in `bytes`, as `write(to:)` wrote it.
    private static func extra(from bytes: [UInt8]) throws -> [String: MetadataValue] {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = CompactBytesReader(buffer)
            return try reader.dictionary { (try $0.string(), try MetadataValue(reading: &$0, depth: 0)) }
        }
    }

    func write(to writer: inout CompactBytesWriter) {
        writer.append(title) { $0.append($1) }
        writer.append(summary) { $0.append($1) }
        writer.append(environments) { $0.append($1) }
        writer.append(order) { $0.append($1) }
        writer.append(draft)
        writer.append(extra.sorted { $0.key < $1.key }) { writer, pair in
            writer.append(pair.key)
            pair.value.write(to: &writer)
        }
        writer.append(environmentPositions) { $1.write(to: &$0) }
        writer.append(behavior) { $0.append($1) }
        writer.append(ios) { $0.append($1) }
    }
}

extension MetadataValue {
    /// How deep lists and maps may nest in an entry: deeper is taken for a corrupt entry (and
    /// the page rendered again) rather than read at the risk of the stack.
    private static let deepestNesting = 128

    private enum Kind: UInt64 {
        case string, number, bool, list, map
    }

    init(reading reader: inout CompactBytesReader, depth: Int) throws {
        guard depth < Self.deepestNesting, let kind = Kind(rawValue: try reader.unsigned()) else { throw CompactBytesReader.Malformed() }
        switch kind {
        case .string: self = .string(try reader.string())
        case .number: self = .number(Double(bitPattern: try reader.fixed()))
        case .bool: self = .bool(try reader.bool())
        case .list: self = .list(try reader.array { try MetadataValue(reading: &$0, depth: depth + 1) })
        case .map: self = .map(try reader.array { (key: try $0.string(), value: try MetadataValue(reading: &$0, depth: depth + 1)) })
        }
    }

    /// Passes over a value as `init(reading:depth:)` reads it, checking it the same way,
    /// without making it.
    static func skip(in reader: inout CompactBytesReader, depth: Int) throws {
        guard depth < Self.deepestNesting, let kind = Kind(rawValue: try reader.unsigned()) else { throw CompactBytesReader.Malformed() }
        switch kind {
        case .string: try reader.skipString()
        case .number: _ = try reader.fixed()
        case .bool: _ = try reader.bool()
        case .list: try reader.skipArray { try MetadataValue.skip(in: &$0, depth: depth + 1) }
        case .map:
            try reader.skipArray { reader in
                try reader.skipString()
                try MetadataValue.skip(in: &reader, depth: depth + 1)
            }
        }
    }

    func write(to writer: inout CompactBytesWriter) {
        switch self {
        case .string(let string):
            writer.append(Kind.string.rawValue)
            writer.append(string)
        case .number(let number):
            writer.append(Kind.number.rawValue)
            writer.appendFixed(number.bitPattern)
        case .bool(let bool):
            writer.append(Kind.bool.rawValue)
            writer.append(bool)
        case .list(let list):
            writer.append(Kind.list.rawValue)
            writer.append(list) { $1.write(to: &$0) }
        case .map(let pairs):
            writer.append(Kind.map.rawValue)
            writer.append(pairs) { writer, pair in
                writer.append(pair.key)
                pair.value.write(to: &writer)
            }
        }
    }
}

extension ScreenSummary {
    init(reading reader: inout CompactBytesReader) throws {
        self.init(
            id: try reader.string(),
            title: try reader.optional { try $0.string() },
            position: try reader.optional { try SourcePosition(reading: &$0) },
            environments: try reader.array { try Environment(reading: &$0) }
        )
    }

    func write(to writer: inout CompactBytesWriter) {
        writer.append(id)
        writer.append(title) { $0.append($1) }
        writer.append(position) { $1.write(to: &$0) }
        writer.append(environments) { $1.write(to: &$0) }
    }
}

extension Environment {
    init(reading reader: inout CompactBytesReader) throws {
        self.init(
            id: try reader.string(),
            width: try reader.double(),
            height: try reader.double(),
            scale: try reader.double(),
            idiom: try reader.rawValue(),
            horizontal: try reader.rawValue(),
            vertical: try reader.rawValue(),
            safeArea: SafeAreaInsets(top: try reader.double(), left: try reader.double(), bottom: try reader.double(), right: try reader.double()),
            pane: try reader.optional { PanePlacement(screen: Size(width: try $0.double(), height: try $0.double()), x: try $0.double(), isSlideOver: try $0.bool()) },
            appearance: try reader.optional {
                Appearance(style: try $0.rawValue(), contentSize: try $0.rawValue(), direction: try $0.rawValue(), contrast: try $0.rawValue())
            }
        )
    }

    func write(to writer: inout CompactBytesWriter) {
        writer.append(id)
        for number in [width, height, scale] {
            writer.appendFixed(number.bitPattern)
        }
        for raw in [idiom.rawValue, horizontal.rawValue, vertical.rawValue] {
            writer.append(raw)
        }
        for inset in [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right] {
            writer.appendFixed(inset.bitPattern)
        }
        writer.append(pane) { writer, pane in
            for number in [pane.screen.width, pane.screen.height, pane.x] {
                writer.appendFixed(number.bitPattern)
            }
            writer.append(pane.isSlideOver)
        }
        writer.append(appearance) { writer, appearance in
            for raw in [appearance.style.rawValue, appearance.contentSize.rawValue, appearance.direction.rawValue, appearance.contrast.rawValue] {
                writer.append(raw)
            }
        }
    }
}

extension SourcePosition {
    init(reading reader: inout CompactBytesReader) throws {
        self.init(line: try reader.integer(), column: try reader.integer())
    }

    func write(to writer: inout CompactBytesWriter) {
        writer.append(line)
        writer.append(column)
    }
}

extension Diagnostic {
    init(reading reader: inout CompactBytesReader) throws {
        guard let severity = Severity(rawValue: try reader.string()) else { throw CompactBytesReader.Malformed() }
        self.init(
            severity: severity,
            path: try reader.string(),
            position: try reader.optional { try SourcePosition(reading: &$0) },
            code: try reader.string(),
            message: try reader.string()
        )
    }

    func write(to writer: inout CompactBytesWriter) {
        writer.append(severity.rawValue)
        writer.append(path)
        writer.append(position) { $1.write(to: &$0) }
        writer.append(code)
        writer.append(message)
    }
}
