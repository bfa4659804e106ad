import Adaptivity

/// The plain-language account of a resolution that a preview's `<desc>` carries: the environment,
/// the containers' states, what is visible and how each presentation adapted.
///
/// Written into one buffer of bytes as it goes, every preview having one: no phrase is made on its
/// own and joined later, and no string is appended to (a string's append costs hundreds of
/// instructions, a buffer's a few dozen).
enum ResolutionSummary {
    static func text(for resolution: Resolution) -> String {
        var text = ByteBuffer(capacity: 512)
        write(resolution, to: &text)
        return text.string
    }

    /// Appends the account of `resolution` to `text`, unescaped.
    static func write(_ resolution: Resolution, to text: inout ByteBuffer) {
        let environment = resolution.environment
        text.append(environment.id)
        text.append(": ")
        SVGBytes.appendNumber(environment.width, to: &text)
        text.append(" x ")
        SVGBytes.appendNumber(environment.height, to: &text)
        text.append(" pt, ")
        text.append(environment.idiom.rawValue)
        text.append(", ")
        text.append(environment.horizontal.rawValue)
        text.append(" width, ")
        text.append(environment.vertical.rawValue)
        text.append(" height")
        if resolution.statusBarHidden { text.append(", status bar hidden") }
        var containers = Phrases()
        describeContainers(resolution.root, into: &containers, text: &text)
        for index in resolution.presentations.indices {
            describeContainers(resolution.presentations[index].root, into: &containers, text: &text)
        }
        if !resolution.visible.isEmpty {
            text.append(". Visible: ")
            append(resolution.visible, separator: ", ", to: &text)
        }
        for index in resolution.presentations.indices {
            text.append(". ")
            describe(resolution.presentations[index], into: &text)
        }
        text.append(".")
    }

    /// The containers' phrases: the first starts a sentence, capitalized, and the others follow it
    /// after `; `.
    private struct Phrases {
        private var isFirst = true

        /// Starts the next phrase in `text` with `word`, or with `capitalizedWord` when it is the first.
        mutating func start(with word: String, _ capitalizedWord: String, in text: inout ByteBuffer) {
            if isFirst {
                text.append(". ")
                text.append(capitalizedWord)
                isFirst = false
            } else {
                text.append("; ")
                text.append(word)
            }
        }
    }

    private static func describe(_ presentation: ResolvedPresentation, into text: inout ByteBuffer) {
        text.append("Presents ")
        text.append(presentation.presented)
        text.append(" from ")
        text.append(presentation.presenting)
        text.append(" as ")
        if presentation.adapted {
            text.append(presentation.requestedStyle.rawValue)
            text.append(" -> ")
        }
        text.append(presentation.style.rawValue)
        if let custom = presentation.custom {
            text.append(" (")
            text.append(custom)
            text.append(")")
        }
        if let wrapper = presentation.wrapper {
            text.append(", wrapped in a ")
            text.append(wrapper)
            text.append(" controller")
        }
        if let arrow = presentation.arrow {
            text.append(", arrow ")
            text.append(arrow.rawValue)
        }
        if presentation.dimmed { text.append(", dimmed") }
    }

    private static func describeContainers(_ node: ResolvedNode, into phrases: inout Phrases, text: inout ByteBuffer) {
        switch node.kind {
        case "navigation":
            if let stack = node.stack {
                phrases.start(with: "navigation", "Navigation", in: &text)
                text.append(" ")
                text.append(node.id)
                text.append(": stack ")
                append(stack, separator: " > ", to: &text)
            }
        case "split":
            phrases.start(with: "split", "Split", in: &text)
            text.append(" ")
            text.append(node.id)
            if node.collapsed == true {
                text.append(": collapsed")
            } else {
                text.append(": expanded")
                if let displayMode = node.displayMode {
                    text.append(", ")
                    text.append(displayMode.rawValue)
                }
            }
        case "tabs":
            if let selected = node.selected {
                phrases.start(with: "tabs", "Tabs", in: &text)
                text.append(" ")
                text.append(node.id)
                text.append(": showing ")
                text.append(selected)
            }
        case "pages":
            phrases.start(with: "pages", "Pages", in: &text)
            text.append(" ")
            text.append(node.id)
            var separator = ": "
            if let spine = node.spine {
                text.append(separator)
                text.append("spine ")
                text.append(spine.rawValue)
                separator = ", "
            }
            if let pages = node.visiblePages {
                text.append(separator)
                text.append("showing ")
                append(pages, separator: ", ", to: &text)
            }
        default:
            break
        }
        for index in node.children.indices {
            describeContainers(node.children[index], into: &phrases, text: &text)
        }
    }

    private static func append(_ words: [String], separator: String, to text: inout ByteBuffer) {
        for (index, word) in words.enumerated() {
            if index > 0 { text.append(separator) }
            text.append(word)
        }
    }
}
