@testable import Adaptivity
import Testing
import Foundation

/// Expansion of a column-style split (M-S-03) and the `hide(_:)` / `show(_:)` calls on its
/// columns (M-S-08), one screen per row resolved under `modern`.
@Suite("Modern split expansion and column calls (M-S-03, M-S-08)")
struct ModernSplitColumnTests {
    struct Expected: Sendable {
        var split: ControllerSpec
        var environment: String
        var collapsed: Bool
        /// Expanded only: the display mode.
        var mode: SplitDisplayMode? = nil
        /// Collapsed only: the column on top of the merged stack.
        var topColumn: SplitColumn? = nil
        /// Navigation controllers' stacks by id.
        var stacks: [String: [String]] = [:]
        var visible: [String]
        var dimmed: [String] = []
    }

    static func hide(_ column: SplitColumn) -> ColumnAction { ColumnAction(kind: .hide, column: column) }
    static func show(_ column: SplitColumn) -> ColumnAction { ColumnAction(kind: .show, column: column) }

    static let expansionRows: [Row<Expected>] = [
        Row("M-S-02 M-S-03: collapsed, the delegate's expansion answer is not consulted: stacks merged, secondary on top", Expected(
            split: Modern.columns(onExpand: .secondaryOnly), environment: "iphone-16-portrait", collapsed: true, topColumn: .secondary,
            stacks: ["list-navigation": ["list", "detail"]], visible: ["detail"]
        )),
        Row("M-S-03: expanded, the stacks are split back into their columns; no delegate: the proposed oneBesideSecondary", Expected(
            split: Modern.columns(), environment: "ipad-pro-11-landscape", collapsed: false, mode: .oneBesideSecondary,
            stacks: ["list-navigation": ["list"], "detail-navigation": ["detail"]], visible: ["list", "detail"]
        )),
        Row("M-S-03: the delegate's secondaryOnly replaces the proposed mode", Expected(
            split: Modern.columns(onExpand: .secondaryOnly), environment: "ipad-pro-11-landscape", collapsed: false, mode: .secondaryOnly,
            stacks: ["detail-navigation": ["detail"]], visible: ["detail"]
        )),
        Row("M-S-03: the delegate's answer wins over the preferred display mode", Expected(
            split: Modern.columns(displayMode: .oneBesideSecondary, onExpand: .secondaryOnly), environment: "ipad-pro-11-landscape",
            collapsed: false, mode: .secondaryOnly, visible: ["detail"]
        )),
        Row("M-S-03: `automatic` answers the proposed mode", Expected(
            split: Modern.columns(onExpand: .automatic), environment: "ipad-pro-11-landscape", collapsed: false, mode: .oneBesideSecondary,
            visible: ["list", "detail"]
        )),
        Row("M-S-03 M-S-04: in portrait (overlay) the answer oneBeside is reinterpreted as oneOver, the secondary dimmed", Expected(
            split: Modern.columns(onExpand: .oneBesideSecondary), environment: "ipad-pro-11-portrait", collapsed: false, mode: .oneOverSecondary,
            visible: ["detail", "list"], dimmed: ["detail-navigation"]
        )),
        Row("M-S-03 M-S-04: a two-sidebar answer shows one sidebar in a double-column split", Expected(
            split: Modern.columns(onExpand: .twoBesideSecondary), environment: "ipad-pro-11-landscape", collapsed: false, mode: .oneBesideSecondary,
            visible: ["list", "detail"]
        )),
        Row("M-S-03: triple column, the answer oneBeside shows the supplementary beside the secondary", Expected(
            split: Modern.columns(.tripleColumn, onExpand: .oneBesideSecondary), environment: "ipad-pro-12-9-landscape", collapsed: false,
            mode: .oneBesideSecondary,
            stacks: ["notes-navigation": ["notes"], "detail-navigation": ["detail"]], visible: ["notes", "detail"]
        )),
        Row("M-S-02 M-S-03: an R/C Pro Max in landscape expands with the delegate's answer", Expected(
            split: Modern.columns(onExpand: .secondaryOnly), environment: "iphone-16-pro-max-landscape", collapsed: false, mode: .secondaryOnly,
            visible: ["detail"]
        )),
    ]

    static let collapsedRows: [Row<Expected>] = [
        Row("M-S-08 collapsed: hide pops the secondary on top", Expected(
            split: Modern.columns(columnActions: [hide(.secondary)]), environment: "iphone-16-portrait", collapsed: true, topColumn: .primary,
            stacks: ["list-navigation": ["list"]], visible: ["list"]
        )),
        Row("M-S-08 collapsed: hide is ignored for the primary", Expected(
            split: Modern.columns(topColumn: .primary, columnActions: [hide(.primary)]), environment: "iphone-16-portrait", collapsed: true,
            topColumn: .primary, stacks: ["list-navigation": ["list"]], visible: ["list"]
        )),
        Row("M-S-08 collapsed: hide is ignored for a column not on top", Expected(
            split: Modern.columns(.tripleColumn, columnActions: [hide(.supplementary)]), environment: "iphone-16-portrait", collapsed: true,
            topColumn: .secondary, stacks: ["list-navigation": ["list", "notes", "detail"]], visible: ["detail"]
        )),
        Row("M-S-08 collapsed: show pushes the column and the intervening ones", Expected(
            split: Modern.columns(.tripleColumn, topColumn: .primary, columnActions: [show(.secondary)]), environment: "iphone-16-portrait",
            collapsed: true, topColumn: .secondary, stacks: ["list-navigation": ["list", "notes", "detail"]], visible: ["detail"]
        )),
        Row("M-S-08 collapsed: show pops the columns covering one in the stack", Expected(
            split: Modern.columns(.tripleColumn, columnActions: [show(.supplementary)]), environment: "iphone-16-portrait", collapsed: true,
            topColumn: .supplementary, stacks: ["list-navigation": ["list", "notes"]], visible: ["notes"]
        )),
        Row("M-S-08 collapsed: show does nothing for the column on top", Expected(
            split: Modern.columns(columnActions: [show(.secondary)]), environment: "iphone-16-portrait", collapsed: true, topColumn: .secondary,
            stacks: ["list-navigation": ["list", "detail"]], visible: ["detail"]
        )),
        Row("M-S-08 collapsed: show primary pops everything above it", Expected(
            split: Modern.columns(.tripleColumn, columnActions: [show(.primary)]), environment: "iphone-16-portrait", collapsed: true,
            topColumn: .primary, stacks: ["list-navigation": ["list"]], visible: ["list"]
        )),
        Row("M-S-08 collapsed: calls apply in order, each popping the column then on top", Expected(
            split: Modern.columns(.tripleColumn, columnActions: [hide(.secondary), hide(.supplementary)]), environment: "iphone-16-portrait",
            collapsed: true, topColumn: .primary, stacks: ["list-navigation": ["list"]], visible: ["list"]
        )),
        Row("M-S-02 M-S-08 collapsed: with a compact column shown alone the calls change nothing", Expected(
            split: Modern.columns(compact: Build.view("home"), columnActions: [show(.primary)]), environment: "iphone-16-portrait",
            collapsed: true, visible: ["home"]
        )),
    ]

    static let expandedRows: [Row<Expected>] = [
        Row("M-S-08 expanded: hide primary goes from oneBeside to secondaryOnly", Expected(
            split: Modern.columns(columnActions: [hide(.primary)]), environment: "ipad-pro-11-landscape", collapsed: false, mode: .secondaryOnly,
            visible: ["detail"]
        )),
        Row("M-S-08 expanded: both calls are ignored for the secondary", Expected(
            split: Modern.columns(columnActions: [hide(.secondary), show(.secondary)]), environment: "ipad-pro-11-landscape", collapsed: false,
            mode: .oneBesideSecondary, visible: ["list", "detail"]
        )),
        Row("M-S-08 expanded: show is ignored for a column already visible", Expected(
            split: Modern.columns(.tripleColumn, columnActions: [show(.supplementary)]), environment: "ipad-pro-12-9-landscape", collapsed: false,
            mode: .twoBesideSecondary, visible: ["list", "notes", "detail"]
        )),
        Row("M-S-08 expanded: hide is ignored for a column not visible", Expected(
            split: Modern.columns(columnActions: [hide(.primary)]), environment: "ipad-pro-11-portrait", collapsed: false, mode: .secondaryOnly,
            visible: ["detail"]
        )),
        Row("M-S-04 M-S-08 expanded: show primary under overlay goes to oneOverSecondary", Expected(
            split: Modern.columns(columnActions: [show(.primary)]), environment: "ipad-pro-11-portrait", collapsed: false, mode: .oneOverSecondary,
            visible: ["detail", "list"], dimmed: ["detail-navigation"]
        )),
        Row("M-S-08 expanded: triple, hide primary keeps the supplementary beside the secondary", Expected(
            split: Modern.columns(.tripleColumn, columnActions: [hide(.primary)]), environment: "ipad-pro-12-9-landscape", collapsed: false,
            mode: .oneBesideSecondary, visible: ["notes", "detail"]
        )),
        Row("M-S-08 expanded: triple, hide supplementary leaves the secondary alone", Expected(
            split: Modern.columns(.tripleColumn, columnActions: [hide(.supplementary)]), environment: "ipad-pro-12-9-landscape", collapsed: false,
            mode: .secondaryOnly, visible: ["detail"]
        )),
        Row("M-S-04 M-S-08 expanded: triple under displace, show primary goes to twoDisplaceSecondary", Expected(
            split: Modern.columns(.tripleColumn, columnActions: [show(.primary)]), environment: "ipad-pro-11-landscape", collapsed: false,
            mode: .twoDisplaceSecondary, visible: ["list", "notes", "detail"], dimmed: ["detail-navigation"]
        )),
        Row("M-S-04 M-S-08 expanded: triple under overlay, show supplementary goes to oneOverSecondary", Expected(
            split: Modern.columns(.tripleColumn, columnActions: [show(.supplementary)]), environment: "ipad-pro-11-portrait", collapsed: false,
            mode: .oneOverSecondary, visible: ["detail", "notes"], dimmed: ["detail-navigation"]
        )),
        Row("M-S-04 M-S-08 expanded: triple under overlay, show primary goes to twoOverSecondary", Expected(
            split: Modern.columns(.tripleColumn, columnActions: [show(.primary)]), environment: "ipad-pro-11-portrait", collapsed: false,
            mode: .twoOverSecondary, visible: ["detail", "list", "notes"], dimmed: ["detail-navigation"]
        )),
        Row("M-S-03 M-S-08 expanded: the calls start from the delegate's expansion answer", Expected(
            split: Modern.columns(onExpand: .secondaryOnly, columnActions: [show(.primary)]), environment: "ipad-pro-11-landscape",
            collapsed: false, mode: .oneBesideSecondary, visible: ["list", "detail"]
        )),
    ]

    @Test("Expansion and column calls", arguments: expansionRows + collapsedRows + expandedRows)
    func split(_ row: Row<Expected>) throws {
        let expected = row.value
        let resolution = Modern.resolve(expected.split, in: expected.environment)
        let split = try #require(resolution.node("split"))
        #expect(split.collapsed == expected.collapsed)
        #expect(split.displayMode == expected.mode)
        #expect(split.topColumn == expected.topColumn)
        for (id, stack) in expected.stacks {
            #expect(split.find(id)?.stack == stack, "\(id)")
        }
        #expect(resolution.visible == expected.visible)
        #expect(split.children.filter { $0.dimmed == true }.map(\.id) == expected.dimmed)
        #expect(resolution.problems.isEmpty)
    }

    @Test("M-S-08: a call naming the compact column is reported where it is written and skipped", arguments: ["iphone-16-portrait", "ipad-pro-11-landscape"])
    func compactColumnCall(_ environment: String) throws {
        let position = SourcePosition(line: 7, column: 9)
        let split = Modern.columns(columnActions: [ColumnAction(kind: .hide, column: .compact, position: position), Self.hide(.primary)])
        let resolution = Modern.resolve(split, in: environment)
        #expect(resolution.problems.map(\.code) == ["compact-column-action"])
        #expect(resolution.problems.first?.position == position)
        #expect(resolution.visible == ["detail"])
    }

    @Test("M-S-03: the expanded display mode is written in the resolve contract; classic splits keep their keys")
    func encodedDisplayMode() throws {
        let modern = try Self.json(Modern.resolve(Modern.columns(onExpand: .secondaryOnly), in: "ipad-pro-11-landscape"))
        #expect(modern.contains("\"displayMode\":\"secondaryOnly\""))
        #expect(modern.contains("\"splitBehavior\":\"tile\""))
        let classic = try Self.json(Build.resolve(Build.photosSplit, in: "ipad-9-7-landscape"))
        #expect(classic.contains("\"displayMode\":\"allVisible\""))
        #expect(!classic.contains("splitBehavior"))
    }

    static func json(_ resolution: Resolution) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(resolution), as: UTF8.self)
    }
}
