import Adaptivity

/// The invariants of DESIGN.md section 5.1, checked on a preview against the resolution it draws.
/// Each problem names the screen, the environment and the role.
public struct DrawingContractInvariants {
    /// The screen's name, for the messages.
    public let screen: String
    /// The resolution the preview draws.
    public let resolution: Resolution
    /// The preview's contract elements.
    public let reader: DrawingContractReader

    /// Checks the preview `reader` read against `resolution`.
    public init(screen: String, resolution: Resolution, reader: DrawingContractReader) {
        self.screen = screen
        self.resolution = resolution
        self.reader = reader
    }

    private static let tolerance = 0.5

    /// The roles whose contents must lie inside the safe area.
    public static let insideSafeArea: Set<String> = ["back-button", "title", "bar-item", "tab-item", "row", "action", "alert", "action-sheet"]

    /// Every broken invariant, one sentence each; empty when the preview keeps the contract.
    public var problems: [String] {
        if let error = reader.parseError { return [message("svg", "does not parse: \(error)")] }
        return screenGroup() + framesMatch() + everythingShownIsDrawn() + insideTheSafeArea() + paintingOrder() + modernElements()
    }

    private func message(_ role: String, _ text: String) -> String {
        "screen \(screen), environment \(resolution.environment.id), role \(role): \(text)"
    }

    private func same(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < Self.tolerance && abs(a.y - b.y) < Self.tolerance
            && abs(a.width - b.width) < Self.tolerance && abs(a.height - b.height) < Self.tolerance
    }

    private func describe(_ rect: Rect?) -> String {
        rect.map { "\($0.x) \($0.y) \($0.width) \($0.height)" } ?? "none"
    }

    // MARK: - The screen group

    private func screenGroup() -> [String] {
        let screens = reader.elements("screen")
        guard screens.count == 1, let screen = screens.first else {
            return [message("screen", "\(screens.count) screen groups, expected 1")]
        }
        let environment = resolution.environment
        var problems: [String] = []
        if screen["environment"] != environment.id { problems.append(message("screen", "data-environment is \(screen["environment"] ?? "missing")")) }
        if !same(screen.frame, environment.bounds) { problems.append(message("screen", "data-frame is \(describe(screen.frame))")) }
        let insets = environment.safeArea
        let expected = [insets.top, insets.left, insets.bottom, insets.right].map { Self.number($0) }.joined(separator: " ")
        if screen["safe-area"] != expected { problems.append(message("screen", "data-safe-area is \(screen["safe-area"] ?? "missing"), expected \(expected)")) }
        return problems
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    // MARK: - Frames

    /// Every node of the window's and the presented hierarchies.
    private var nodes: [ResolvedNode] { resolution.allNodes }

    /// The nodes of the window and of every presentation on screen (M-SH-07): when a card pushes
    /// back the card below it, nothing under that card shows, and a sheet below the two visible
    /// ones of a stack is not drawn.
    private var shownNodes: [ResolvedNode] {
        let presentations = resolution.presentations
        let pushedBackCard = presentations.indices.last { index in
            presentations[index].sheet?.visible != false && presentations.contains { above in
                above.sheet?.presenterPushedBack == true && above.sheet?.visible != false && above.presenting == presentations[index].presented
            }
        }
        var roots = pushedBackCard == nil ? [resolution.root] : []
        roots += presentations.indices.filter { $0 >= pushedBackCard ?? 0 && presentations[$0].sheet?.visible != false }.map { presentations[$0].root }
        var found: [ResolvedNode] = []
        func walk(_ node: ResolvedNode) {
            found.append(node)
            node.children.forEach(walk)
        }
        roots.forEach(walk)
        return found
    }

    private func framesMatch() -> [String] {
        let byId = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [String] = []
        for element in reader.elements {
            let id = element["node"] ?? ""
            let expected: [Rect]
            switch element.role {
            case "leaf", "column":
                expected = byId[id].map { [$0.frame] } ?? []
                if element.role == "column", let column = byId[id]?.column, element["column"] != column.rawValue {
                    problems.append(message("column", "`\(id)` is drawn as the \(element["column"] ?? "unnamed") column, the resolution has \(column.rawValue)"))
                }
            case "sidebar":
                expected = byId[id]?.sidebar.map { [$0.frame] } ?? []
            case "navigation-bar":
                expected = byId[id]?.bars.filter { $0.kind == .navigation }.map(\.frame) ?? []
            case "toolbar":
                expected = byId[id]?.bars.filter { $0.kind == .toolbar }.map(\.frame) ?? []
            case "tab-bar":
                expected = byId[id]?.bars.filter { $0.kind == .tab }.map(\.frame) ?? []
            case "presentation":
                expected = resolution.presentations.filter { $0.presented == id }.map(\.frame)
            default:
                continue
            }
            if !expected.contains(where: { same(element.frame, $0) }) {
                problems.append(message(element.role, "`\(id)` is drawn at \(describe(element.frame)), the resolution has \(expected.map(describe))"))
            }
        }
        return problems
    }

    // MARK: - The modern behavior's elements

    /// Sheets draw their corner radius and grabber as resolved, and sheets hidden deep in a stack
    /// are not drawn (M-SH-01, M-SH-07); a presenter pushed back by a card is one `pushed-back`
    /// group, painted before the card, holding every leaf of the window (M-SH-03); dimmed nodes
    /// have their dimming over their frame (M-S-04); large titles sit in the band under the bar's
    /// row (M-NB-01).
    /// Whether what `presentation` pushes back lies under a card that a card above it pushes back,
    /// so it does not show (M-SH-07).
    private func hiddenByStack(_ presentation: ResolvedPresentation) -> Bool {
        let presentations = resolution.presentations
        guard let index = presentations.firstIndex(of: presentation) else { return false }
        return presentations[(index + 1)...].contains { above in
            above.sheet?.presenterPushedBack == true && above.sheet?.visible != false
                && presentations[index...].contains { $0.presented == above.presenting && $0.sheet?.visible != false }
        }
    }

    private func modernElements() -> [String] {
        var problems: [String] = []
        let presentations = reader.elements("presentation")
        for presentation in resolution.presentations {
            guard let sheet = presentation.sheet else { continue }
            let drawn = presentations.filter { $0["node"] == presentation.presented }
            if !sheet.visible {
                if !drawn.isEmpty { problems.append(message("presentation", "`\(presentation.presented)` is below the two visible sheets but drawn")) }
                continue
            }
            guard let group = drawn.first else { continue }
            let radius = Self.number(sheet.cornerRadius ?? 0)
            if group["corner-radius"] != radius {
                problems.append(message("presentation", "`\(presentation.presented)` has data-corner-radius \(group["corner-radius"] ?? "missing"), the resolution \(radius)"))
            }
            let grabbers = reader.elements("sheet-grabber").filter { $0.ancestors.contains(group.order) && $0.ancestors.last == group.order }
            if grabbers.count != (sheet.grabber ? 1 : 0) {
                problems.append(message("sheet-grabber", "`\(presentation.presented)` draws \(grabbers.count) grabbers, the resolution \(sheet.grabber ? "shows" : "hides") it"))
            }
            for grabber in grabbers {
                guard let frame = grabber.frame else { continue }
                if abs(frame.midX - presentation.frame.midX) > Self.tolerance || frame.y < presentation.frame.y || frame.maxY > presentation.frame.y + 20 {
                    problems.append(message("sheet-grabber", "of `\(presentation.presented)` at \(describe(frame)) is not centred at the top of \(describe(presentation.frame))"))
                }
            }
            let pushedBack = reader.elements("pushed-back").filter { $0["node"] == presentation.presented }
            if pushedBack.count != (sheet.presenterPushedBack && !hiddenByStack(presentation) ? 1 : 0) {
                problems.append(message("pushed-back", "`\(presentation.presented)` pushes back \(pushedBack.count) presenters, the resolution says \(sheet.presenterPushedBack)"))
            }
            if let back = pushedBack.first {
                if back.order > group.order { problems.append(message("pushed-back", "the presenter behind `\(presentation.presented)` is painted after it")) }
                if !same(back.frame, resolution.environment.bounds) { problems.append(message("pushed-back", "data-frame is \(describe(back.frame)), not the window's")) }
                let outside = reader.elements("leaf").filter { leaf in
                    !presentations.contains { leaf.ancestors.contains($0.order) } && !leaf.ancestors.contains(back.order)
                }
                for leaf in outside {
                    problems.append(message("pushed-back", "the window's leaf `\(leaf["node"] ?? "")` is not inside the presenter pushed back by `\(presentation.presented)`"))
                }
            }
        }
        for node in nodes where node.dimmed == true {
            if !reader.elements("dimming").contains(where: { $0["node"] == node.id && same($0.frame, node.frame) }) {
                problems.append(message("dimming", "dimmed `\(node.id)` has no dimming over \(describe(node.frame))"))
            }
        }
        for node in nodes {
            for bar in node.bars where bar.kind == .navigation && bar.largeTitle {
                guard let group = reader.elements("navigation-bar").first(where: { $0["node"] == node.id && same($0.frame, bar.frame) }) else { continue }
                for title in reader.elements("title") where title.ancestors.last == group.order {
                    if let frame = title.frame, frame.y < bar.frame.y + 44 - Self.tolerance || frame.maxY > bar.frame.maxY + Self.tolerance {
                        problems.append(message("title", "the large title of `\(node.id)` at \(describe(frame)) is not in the band under the bar's row"))
                    }
                }
            }
        }
        return problems
    }

    // MARK: - Everything shown is drawn

    private func everythingShownIsDrawn() -> [String] {
        var problems: [String] = []
        let drawnLeaves = Set(reader.elements.filter { ["leaf", "alert", "action-sheet"].contains($0.role) }.compactMap { $0["node"] })
        for id in resolution.visible where !drawnLeaves.contains(id) {
            problems.append(message("leaf", "visible `\(id)` is not drawn"))
        }
        for node in shownNodes {
            for bar in node.bars {
                let role: String
                switch bar.kind {
                case .navigation: role = "navigation-bar"
                case .toolbar: role = "toolbar"
                case .tab: role = "tab-bar"
                case .search, .status: continue
                }
                guard let group = reader.elements(role).first(where: { $0["node"] == node.id && same($0.frame, bar.frame) }) else {
                    problems.append(message(role, "the bar of `\(node.id)` is not drawn"))
                    continue
                }
                let inside = reader.elements.filter { $0.ancestors.contains(group.order) }
                func expectItems(_ ids: [String], side: String) {
                    for item in ids where !inside.contains(where: { $0.role == "bar-item" && $0["item"] == item && $0["side"] == side }) {
                        problems.append(message("bar-item", "\(side) item `\(item)` of `\(node.id)` is not drawn"))
                    }
                }
                switch bar.kind {
                case .navigation:
                    expectItems(bar.leftItems, side: "left")
                    expectItems(bar.items, side: "right")
                    let titles = inside.filter { $0.role == "title" }.compactMap { $0["text"] }
                    if titles != (bar.title.map { [$0] } ?? []) {
                        problems.append(message("title", "the bar of `\(node.id)` draws the titles \(titles), the resolution has \(bar.title ?? "none")"))
                    }
                    let backButtons = inside.filter { $0.role == "back-button" }
                    if backButtons.isEmpty == bar.showsBackButton {
                        problems.append(message("back-button", "the bar of `\(node.id)` draws \(backButtons.count) back buttons, the resolution \(bar.showsBackButton ? "shows" : "hides") it"))
                    }
                case .toolbar:
                    expectItems(bar.items, side: "toolbar")
                case .tab:
                    let selected = inside.filter { $0.role == "tab-item" && $0["selected"] == "true" }
                    if selected.count != 1 || selected.first?["item"] != node.selected {
                        problems.append(message("tab-item", "`\(node.id)` selects `\(node.selected ?? "nothing")`, the drawing selects \(selected.compactMap { $0["item"] })"))
                    }
                case .search, .status:
                    break
                }
            }
        }
        return problems
    }

    // MARK: - Safe area

    private func insideTheSafeArea() -> [String] {
        let environment = resolution.environment
        let safe = environment.safeArea.inset(environment.bounds)
        var problems: [String] = []
        for element in reader.elements where Self.insideSafeArea.contains(element.role) {
            guard let frame = element.frame, frame.width > 0, frame.height > 0 else { continue }
            let onScreen = frame.maxX > 0 && frame.x < environment.width && frame.maxY > 0 && frame.y < environment.height
            guard onScreen else { continue }
            let inside = frame.x >= safe.x - Self.tolerance && frame.y >= safe.y - Self.tolerance
                && frame.maxX <= safe.maxX + Self.tolerance && frame.maxY <= safe.maxY + Self.tolerance
            if !inside {
                let what = element["item"] ?? element["text"] ?? element["node"] ?? ""
                problems.append(message(element.role, "`\(what)` at \(describe(frame)) is outside the safe area \(describe(safe))"))
            }
        }
        return problems
    }

    // MARK: - Painting order

    private func paintingOrder() -> [String] {
        var problems: [String] = []
        let presentations = reader.elements("presentation")
        let windowLeaves = reader.elements("leaf").filter { leaf in !presentations.contains { leaf.ancestors.contains($0.order) } }
        let drawnPresented = presentations.compactMap { $0["node"] }
        let expectedPresented = resolution.presentations.map(\.presented).filter(drawnPresented.contains)
        if drawnPresented != expectedPresented {
            problems.append(message("presentation", "painted in the order \(drawnPresented), presented in the order \(expectedPresented)"))
        }
        if let first = presentations.first, let last = windowLeaves.last, last.order > first.order {
            problems.append(message("presentation", "`\(first["node"] ?? "")` is painted before the window's leaf `\(last["node"] ?? "")`"))
        }
        let presentedIds = Set(resolution.presentations.map(\.presented))
        for dimming in reader.elements("dimming") where presentedIds.contains(dimming["node"] ?? "") {
            let owner = presentations.first { $0["node"] == dimming["node"] }
            if (owner?.order ?? -1) < dimming.order {
                problems.append(message("dimming", "the dimming of `\(dimming["node"] ?? "")` is not painted before its presentation"))
            }
        }
        // An overlaid split lists its columns back to front: the secondary, then the primary.
        for split in nodes where split.kind == "split" && split.collapsed == false && split.displayMode == .primaryOverlay && split.children.count == 2 {
            let columns = reader.elements("column")
            if let primary = columns.first(where: { $0["node"] == split.children[1].id }),
               let secondary = columns.first(where: { $0["node"] == split.children[0].id }),
               primary.order < secondary.order {
                problems.append(message("column", "the overlaid primary `\(primary["node"] ?? "")` is painted under the secondary"))
            }
        }
        if let status = reader.elements("status-bar").first, let lastInScreen = reader.elements.last(where: { $0.role != "home-indicator" && $0.role != "status-bar" && !$0.ancestors.isEmpty }), lastInScreen.order > status.order, !lastInScreen.ancestors.contains(status.order) {
            problems.append(message("status-bar", "is painted before `\(lastInScreen.role)`"))
        }
        return problems
    }
}
