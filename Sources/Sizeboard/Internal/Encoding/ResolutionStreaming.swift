import Adaptivity

// The engine's results as `JSONStreamable`: the keys of each type's `encode(to:)` in the order of
// their bytes, with the same conditions. Alerts and sidebars, seldom met, are written through their
// `Encodable` conformances.

extension Resolution: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var object = writer.beginObject(level: level)
        if let behavior {
            writer.key("behavior", in: &object)
            writer.write(behavior)
        }
        writer.key("environment", in: &object)
        writer.write(environment, level: object.memberLevel)
        if let iosVersion {
            writer.key("ios", in: &object)
            writer.write(iosVersion)
        }
        writer.key("presentations", in: &object)
        writer.write(presentations, level: object.memberLevel)
        writer.key("root", in: &object)
        writer.write(root, level: object.memberLevel)
        writer.key("statusBarHidden", in: &object)
        writer.write(statusBarHidden)
        writer.key("visible", in: &object)
        writer.write(visible, level: object.memberLevel)
        writer.end(object: object)
    }
}

extension ResolvedNode: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var object = writer.beginObject(level: level)
        let members = object.memberLevel
        if let alert {
            writer.key("alert", in: &object)
            writer.writeEncoded(alert, level: members)
        }
        if !bars.isEmpty {
            writer.key("bars", in: &object)
            writer.write(bars, level: members)
        }
        writer.key("children", in: &object)
        writer.write(children, level: members)
        if let collapsed {
            writer.key("collapsed", in: &object)
            writer.write(collapsed)
        }
        if let column {
            writer.key("column", in: &object)
            writer.write(column)
        }
        if let dimmed {
            writer.key("dimmed", in: &object)
            writer.write(dimmed)
        }
        if let displayMode {
            writer.key("displayMode", in: &object)
            writer.write(displayMode)
        }
        if let divider {
            writer.key("divider", in: &object)
            writer.write(divider, level: members)
        }
        writer.key("frame", in: &object)
        writer.write(frame, level: members)
        writer.key("horizontal", in: &object)
        writer.write(horizontal)
        writer.key("id", in: &object)
        writer.write(id)
        writer.key("kind", in: &object)
        writer.write(kind)
        if let leaf {
            writer.key("leaf", in: &object)
            writer.write(leaf, level: members)
        }
        if let mode {
            writer.key("mode", in: &object)
            writer.write(mode)
        }
        if let selected {
            writer.key("selected", in: &object)
            writer.write(selected)
        }
        if let selectedGroup {
            writer.key("selectedGroup", in: &object)
            writer.write(selectedGroup)
        }
        if let sidebar {
            writer.key("sidebar", in: &object)
            writer.writeEncoded(sidebar, level: members)
        }
        if let sidebarHidden {
            writer.key("sidebarHidden", in: &object)
            writer.write(sidebarHidden)
        }
        if let spine {
            writer.key("spine", in: &object)
            writer.write(spine)
        }
        if let splitBehavior {
            writer.key("splitBehavior", in: &object)
            writer.write(splitBehavior)
        }
        if let stack {
            writer.key("stack", in: &object)
            writer.write(stack, level: members)
        }
        if let style {
            writer.key("style", in: &object)
            writer.write(style)
        }
        if let tabBarPlacement {
            writer.key("tabBarPlacement", in: &object)
            writer.write(tabBarPlacement)
        }
        if let title {
            writer.key("title", in: &object)
            writer.write(title)
        }
        if let topColumn {
            writer.key("topColumn", in: &object)
            writer.write(topColumn)
        }
        writer.key("vertical", in: &object)
        writer.write(vertical)
        if let visiblePages {
            writer.key("visiblePages", in: &object)
            writer.write(visiblePages, level: members)
        }
        writer.end(object: object)
    }
}

extension ResolvedBar: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var object = writer.beginObject(level: level)
        let members = object.memberLevel
        if let backTitle {
            writer.key("backTitle", in: &object)
            writer.write(backTitle)
        }
        if floating {
            writer.key("floating", in: &object)
            writer.write(true)
        }
        writer.key("frame", in: &object)
        writer.write(frame, level: members)
        writer.key("items", in: &object)
        writer.write(items, level: members)
        writer.key("kind", in: &object)
        writer.write(kind)
        if largeTitle {
            writer.key("largeTitle", in: &object)
            writer.write(true)
        }
        if !leftItems.isEmpty {
            writer.key("leftItems", in: &object)
            writer.write(leftItems, level: members)
        }
        if kind == .navigation {
            writer.key("rightItems", in: &object)
            writer.write(items, level: members)
        }
        if let searchField {
            writer.key("searchField", in: &object)
            writer.write(searchField, level: members)
        }
        writer.key("showsBackButton", in: &object)
        writer.write(showsBackButton)
        if !tabIds.isEmpty {
            writer.key("tabIds", in: &object)
            writer.write(tabIds, level: members)
        }
        if let title {
            writer.key("title", in: &object)
            writer.write(title)
        }
        writer.end(object: object)
    }
}

extension ResolvedLeaf: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var object = writer.beginObject(level: level)
        if let bodyTextSize {
            writer.key("bodyTextSize", in: &object)
            writer.write(bodyTextSize)
        }
        writer.key("content", in: &object)
        writer.write(content)
        if let rowHeight {
            writer.key("rowHeight", in: &object)
            writer.write(rowHeight)
        }
        if let rows {
            writer.key("rows", in: &object)
            writer.write(rows)
        }
        writer.key("showsDisclosureIndicators", in: &object)
        writer.write(showsDisclosureIndicators)
        writer.end(object: object)
    }
}

extension Rect: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var array = writer.beginArray(level: level)
        writer.nextElement(in: &array)
        writer.write(x)
        writer.nextElement(in: &array)
        writer.write(y)
        writer.nextElement(in: &array)
        writer.write(width)
        writer.nextElement(in: &array)
        writer.write(height)
        writer.end(array: array)
    }
}

extension SafeAreaInsets: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var array = writer.beginArray(level: level)
        writer.nextElement(in: &array)
        writer.write(top)
        writer.nextElement(in: &array)
        writer.write(left)
        writer.nextElement(in: &array)
        writer.write(bottom)
        writer.nextElement(in: &array)
        writer.write(right)
        writer.end(array: array)
    }
}

extension ResolvedPresentation: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var object = writer.beginObject(level: level)
        let members = object.memberLevel
        writer.key("adapted", in: &object)
        writer.write(adapted)
        writer.key("arrow", in: &object)
        if let arrow { writer.write(arrow) } else { writer.writeNull() }
        if let chrome {
            writer.key("chrome", in: &object)
            writer.write(chrome)
        }
        if let sheet {
            writer.key("cornerRadius", in: &object)
            if let cornerRadius = sheet.cornerRadius { writer.write(cornerRadius) } else { writer.writeNull() }
        }
        if let custom {
            writer.key("custom", in: &object)
            writer.write(custom)
        }
        if let sheet {
            writer.key("detent", in: &object)
            if let detent = sheet.detent { writer.write(detent) } else { writer.writeNull() }
            if !sheet.detents.isEmpty {
                writer.key("detents", in: &object)
                writer.write(sheet.detents, level: members)
            }
        }
        writer.key("dimmed", in: &object)
        writer.write(dimmed)
        if let sheet {
            writer.key("dismissible", in: &object)
            writer.write(sheet.dismissible)
            writer.key("edgeAttached", in: &object)
            writer.write(sheet.edgeAttached)
        }
        writer.key("frame", in: &object)
        writer.write(frame, level: members)
        if let sheet {
            writer.key("grabber", in: &object)
            writer.write(sheet.grabber)
            writer.key("largestUndimmedDetent", in: &object)
            if let largest = sheet.largestUndimmedDetent { writer.write(largest) } else { writer.writeNull() }
            writer.key("level", in: &object)
            writer.write(sheet.level)
        }
        writer.key("presented", in: &object)
        writer.write(presented)
        if let sheet {
            writer.key("presenterPushedBack", in: &object)
            writer.write(sheet.presenterPushedBack)
        }
        writer.key("presenting", in: &object)
        writer.write(presenting)
        writer.key("removesPresenterView", in: &object)
        writer.write(removesPresenterView)
        writer.key("requestedStyle", in: &object)
        writer.write(requestedStyle)
        writer.key("root", in: &object)
        writer.write(root, level: members)
        if let sourceFrame {
            writer.key("sourceFrame", in: &object)
            writer.write(sourceFrame, level: members)
        }
        writer.key("style", in: &object)
        writer.write(style)
        if let sheet {
            writer.key("visible", in: &object)
            writer.write(sheet.visible)
        }
        writer.key("wrapper", in: &object)
        if let wrapper { writer.write(wrapper) } else { writer.writeNull() }
        writer.end(object: object)
    }
}

extension Environment: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var object = writer.beginObject(level: level)
        if let appearance {
            writer.key("contentSizeCategory", in: &object)
            writer.write(appearance.contentSize)
            writer.key("contrast", in: &object)
            writer.write(appearance.contrast)
        }
        writer.key("height", in: &object)
        writer.write(height)
        writer.key("horizontal", in: &object)
        writer.write(horizontal)
        writer.key("id", in: &object)
        writer.write(id)
        writer.key("idiom", in: &object)
        writer.write(idiom)
        if let appearance {
            writer.key("layoutDirection", in: &object)
            writer.write(appearance.direction)
        }
        writer.key("safeArea", in: &object)
        writer.write(safeArea, level: object.memberLevel)
        writer.key("scale", in: &object)
        writer.write(scale)
        if let appearance {
            writer.key("userInterfaceStyle", in: &object)
            writer.write(appearance.style)
        }
        writer.key("vertical", in: &object)
        writer.write(vertical)
        writer.key("width", in: &object)
        writer.write(width)
        writer.end(object: object)
    }
}
