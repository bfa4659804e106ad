import Adaptivity

/// The plain-language account of a resolution that a preview's `<desc>` carries: the environment,
/// the containers' states, what is visible and how each presentation adapted.
enum ResolutionSummary {
    static func text(for resolution: Resolution) -> String {
        let environment = resolution.environment
        var sentences: [String] = []
        var opening = "\(environment.id): \(SVGText.number(environment.width)) x \(SVGText.number(environment.height)) pt"
        opening += ", \(environment.idiom.rawValue), \(environment.horizontal.rawValue) width, \(environment.vertical.rawValue) height"
        if resolution.statusBarHidden { opening += ", status bar hidden" }
        sentences.append(opening)
        var containers: [String] = []
        describeContainers(resolution.root, into: &containers)
        for presentation in resolution.presentations {
            describeContainers(presentation.root, into: &containers)
        }
        if !containers.isEmpty {
            sentences.append(capitalized(containers.joined(separator: "; ")))
        }
        if !resolution.visible.isEmpty {
            sentences.append("Visible: " + resolution.visible.joined(separator: ", "))
        }
        for presentation in resolution.presentations {
            sentences.append(describe(presentation))
        }
        return sentences.joined(separator: ". ") + "."
    }

    private static func describe(_ presentation: ResolvedPresentation) -> String {
        var text = "Presents \(presentation.presented) from \(presentation.presenting) as "
        if presentation.adapted {
            text += "\(presentation.requestedStyle.rawValue) -> \(presentation.style.rawValue)"
        } else {
            text += presentation.style.rawValue
        }
        if let custom = presentation.custom { text += " (\(custom))" }
        if let wrapper = presentation.wrapper { text += ", wrapped in a \(wrapper) controller" }
        if let arrow = presentation.arrow { text += ", arrow \(arrow.rawValue)" }
        if presentation.dimmed { text += ", dimmed" }
        return text
    }

    private static func describeContainers(_ node: ResolvedNode, into phrases: inout [String]) {
        switch node.kind {
        case "navigation":
            if let stack = node.stack { phrases.append("navigation \(node.id): stack " + stack.joined(separator: " > ")) }
        case "split":
            if node.collapsed == true {
                phrases.append("split \(node.id): collapsed")
            } else {
                phrases.append("split \(node.id): expanded" + (node.displayMode.map { ", \($0.rawValue)" } ?? ""))
            }
        case "tabs":
            if let selected = node.selected { phrases.append("tabs \(node.id): showing \(selected)") }
        case "pages":
            var details: [String] = []
            if let spine = node.spine { details.append("spine \(spine.rawValue)") }
            if let pages = node.visiblePages { details.append("showing " + pages.joined(separator: ", ")) }
            let phrase = "pages \(node.id)" + (details.isEmpty ? "" : ": " + details.joined(separator: ", "))
            phrases.append(phrase)
        default:
            break
        }
        for child in node.children {
            describeContainers(child, into: &phrases)
        }
    }

    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
