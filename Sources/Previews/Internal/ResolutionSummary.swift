import Adaptivity

/// The plain-language account of a resolution that a preview's `<desc>` carries: the environment,
/// the containers' states, what is visible and how each presentation adapted.
///
/// Written into one string as it goes, every preview having one: no phrase is made on its own and
/// joined later.
enum ResolutionSummary {
    static func text(for resolution: Resolution) -> String {
        let environment = resolution.environment
        var text = ""
        text.reserveCapacity(512)
        text += environment.id
        text += ": "
        text += SVGText.number(environment.width)
        text += " x "
        text += SVGText.number(environment.height)
        text += " pt, "
        text += environment.idiom.rawValue
        text += ", "
        text += environment.horizontal.rawValue
        text += " width, "
        text += environment.vertical.rawValue
        text += " height"
        if resolution.statusBarHidden { text += ", status bar hidden" }
        var containers = Phrases()
        describeContainers(resolution.root, into: &containers, text: &text)
        for presentation in resolution.presentations {
            describeContainers(presentation.root, into: &containers, text: &text)
        }
        if !resolution.visible.isEmpty {
            text += ". Visible: "
            append(resolution.visible, separator: ", ", to: &text)
        }
        for presentation in resolution.presentations {
            text += ". "
            describe(presentation, into: &text)
        }
        text += "."
        return text
    }

    /// The containers' phrases: the first starts a sentence, capitalized, and the others follow it
    /// after `; `.
    private struct Phrases {
        private var isFirst = true

        /// Starts the next phrase in `text` with `word`, or with `capitalizedWord` when it is the first.
        mutating func start(with word: String, _ capitalizedWord: String, in text: inout String) {
            if isFirst {
                text += ". "
                text += capitalizedWord
                isFirst = false
            } else {
                text += "; "
                text += word
            }
        }
    }

    private static func describe(_ presentation: ResolvedPresentation, into text: inout String) {
        text += "Presents "
        text += presentation.presented
        text += " from "
        text += presentation.presenting
        text += " as "
        if presentation.adapted {
            text += presentation.requestedStyle.rawValue
            text += " -> "
        }
        text += presentation.style.rawValue
        if let custom = presentation.custom {
            text += " ("
            text += custom
            text += ")"
        }
        if let wrapper = presentation.wrapper {
            text += ", wrapped in a "
            text += wrapper
            text += " controller"
        }
        if let arrow = presentation.arrow {
            text += ", arrow "
            text += arrow.rawValue
        }
        if presentation.dimmed { text += ", dimmed" }
    }

    private static func describeContainers(_ node: ResolvedNode, into phrases: inout Phrases, text: inout String) {
        switch node.kind {
        case "navigation":
            if let stack = node.stack {
                phrases.start(with: "navigation", "Navigation", in: &text)
                text += " "
                text += node.id
                text += ": stack "
                append(stack, separator: " > ", to: &text)
            }
        case "split":
            phrases.start(with: "split", "Split", in: &text)
            text += " "
            text += node.id
            if node.collapsed == true {
                text += ": collapsed"
            } else {
                text += ": expanded"
                if let displayMode = node.displayMode {
                    text += ", "
                    text += displayMode.rawValue
                }
            }
        case "tabs":
            if let selected = node.selected {
                phrases.start(with: "tabs", "Tabs", in: &text)
                text += " "
                text += node.id
                text += ": showing "
                text += selected
            }
        case "pages":
            phrases.start(with: "pages", "Pages", in: &text)
            text += " "
            text += node.id
            var separator = ": "
            if let spine = node.spine {
                text += separator
                text += "spine "
                text += spine.rawValue
                separator = ", "
            }
            if let pages = node.visiblePages {
                text += separator
                text += "showing "
                append(pages, separator: ", ", to: &text)
            }
        default:
            break
        }
        for child in node.children {
            describeContainers(child, into: &phrases, text: &text)
        }
    }

    private static func append(_ words: [String], separator: String, to text: inout String) {
        for (index, word) in words.enumerated() {
            if index > 0 { text += separator }
            text += word
        }
    }
}
