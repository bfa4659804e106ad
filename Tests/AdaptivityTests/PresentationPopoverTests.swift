@testable import Adaptivity
import Testing

@Suite("Popover placement (PO-02 to PO-06, V-25)")
struct PresentationPopoverTests {
    struct Case: Sendable {
        var source: Rect
        var window: Rect = Fixture.padPortraitWindow
        var preferredSize: Size?
        var arrows: [ArrowDirection] = []
        var frame: Rect
        var arrow: ArrowDirection
    }

    static let rows: [Row<Case>] = [
        Row("V-25 / PO-05: preferred 300x200 below a source view, arrow up toward it",
            Case(source: Rect(x: 300, y: 400, width: 100, height: 44), preferredSize: Size(width: 300, height: 200),
                 frame: Rect(x: 200, y: 457, width: 300, height: 200), arrow: .up)),
        Row("PO-03: no room below, so above the source with the arrow down",
            Case(source: Rect(x: 300, y: 900, width: 100, height: 44), preferredSize: Size(width: 300, height: 200),
                 frame: Rect(x: 200, y: 687, width: 300, height: 200), arrow: .down)),
        Row("PO-03: down, then up, then right of the source (arrow left) when the content is taller than both",
            Case(source: Rect(x: 10, y: 400, width: 100, height: 224), preferredSize: Size(width: 300, height: 500),
                 frame: Rect(x: 123, y: 262, width: 300, height: 500), arrow: .left)),
        Row("PO-03: left of the source (arrow right) when nothing else fits",
            Case(source: Rect(x: 658, y: 400, width: 100, height: 224), preferredSize: Size(width: 300, height: 500),
                 frame: Rect(x: 345, y: 262, width: 300, height: 500), arrow: .right)),
        Row("PO-02 / PO-03: only the permitted directions are tried",
            Case(source: Rect(x: 300, y: 400, width: 100, height: 44), preferredSize: Size(width: 300, height: 200),
                 arrows: [.left, .right], frame: Rect(x: 413, y: 322, width: 300, height: 200), arrow: .left)),
        Row("PO-03 / PO-05: nothing fits, so the side showing the most content, clamped to its room",
            Case(source: Rect(x: 284, y: 300, width: 200, height: 400), preferredSize: Size(width: 700, height: 700),
                 frame: Rect(x: 34, y: 713, width: 700, height: 301), arrow: .up)),
        Row("PO-04: the popover keeps 10 pt from the window's edges",
            Case(source: Rect(x: 0, y: 100, width: 44, height: 44), preferredSize: Size(width: 300, height: 200),
                 frame: Rect(x: 10, y: 157, width: 300, height: 200), arrow: .up)),
        Row("PO-06: a bar item at the top right, default content: 320 wide, all the height below",
            Case(source: Rect(x: 700, y: 20, width: 44, height: 44),
                 frame: Rect(x: 438, y: 77, width: 320, height: 937), arrow: .up)),
        Row("PO-06: a toolbar item at the bottom, default content: all the height above",
            Case(source: Rect(x: 20, y: 980, width: 44, height: 44),
                 frame: Rect(x: 10, y: 10, width: 320, height: 957), arrow: .down)),
        Row("PO-06 / P-05: iPhone Plus landscape, a bar item at the top right",
            Case(source: Rect(x: 680, y: 0, width: 44, height: 32), window: Fixture.plusLandscapeWindow,
                 frame: Rect(x: 406, y: 45, width: 320, height: 359), arrow: .up)),
    ]

    @Test("PO-02 to PO-06: placement", arguments: rows)
    func placement(row: Row<Case>) {
        let test = row.value
        let placement = PopoverPlacement(
            sourceFrame: test.source,
            containerBounds: test.window,
            preferredSize: test.preferredSize,
            permittedArrows: test.arrows,
            defaults: Fixture.defaults
        )
        #expect(placement.frame == test.frame)
        #expect(placement.arrow == test.arrow)
    }

    @Test("PO-03 / section 13: a popover never covers its source, wherever the source is")
    func neverCoversSource() {
        let sizes: [Size?] = [nil, Size(width: 300, height: 200), Size(width: 600, height: 900)]
        for x in stride(from: 0.0, through: 700, by: 70) {
            for y in stride(from: 0.0, through: 960, by: 80) {
                for size in sizes {
                    let source = Rect(x: x, y: y, width: 60, height: 60)
                    let frame = PopoverPlacement(
                        sourceFrame: source,
                        containerBounds: Fixture.padPortraitWindow,
                        preferredSize: size,
                        permittedArrows: [],
                        defaults: Fixture.defaults
                    ).frame
                    let overlaps = frame.x < source.maxX && source.x < frame.maxX && frame.y < source.maxY && source.y < frame.maxY
                    #expect(!overlaps, "source \(source) frame \(frame)")
                    #expect(frame.x >= 10 && frame.y >= 10 && frame.maxX <= 758 && frame.maxY <= 1014, "PO-04: \(frame)")
                }
            }
        }
    }

    @Test("PO-02: the arrow is always one of the permitted directions, for every non-empty set of them")
    func arrowIsPermitted() {
        let all: [ArrowDirection] = [.up, .down, .left, .right]
        let sources = [
            Rect(x: 700, y: 20, width: 44, height: 44),
            Rect(x: 20, y: 980, width: 44, height: 44),
            Rect(x: 334, y: 462, width: 100, height: 100),
        ]
        for mask in 1..<16 {
            let permitted = all.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
            for source in sources {
                let placement = PopoverPlacement(
                    sourceFrame: source,
                    containerBounds: Fixture.padPortraitWindow,
                    preferredSize: Size(width: 300, height: 200),
                    permittedArrows: permitted,
                    defaults: Fixture.defaults
                )
                #expect(permitted.contains(placement.arrow), "\(permitted) from \(source)")
            }
        }
    }
}
