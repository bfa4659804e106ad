import Foundation

/// People-facing names of environments: `iphone-16-pro-max-landscape` reads "iPhone 16 Pro Max".
enum EnvironmentLabel {
    /// The names of each environment met so far. Spelling one out splits and capitalizes its id,
    /// tens of thousands of instructions, and a site names the same few environments for every
    /// screen it draws.
    private final class Names: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [EnvironmentKey: (device: String, detail: String)] = [:]

        func names(of environment: Environment) -> (device: String, detail: String) {
            let key = EnvironmentKey(environment: environment)
            if let known = lock.withLock({ names[key] }) { return known }
            let spelled = (EnvironmentLabel.spelledDeviceName(environment), EnvironmentLabel.spelledDetail(environment))
            lock.withLock { names[key] = spelled }
            return spelled
        }
    }

    private static let known = Names()

    private static let words = ["iphone": "iPhone", "ipad": "iPad", "se": "SE", "pro": "Pro", "max": "Max", "plus": "Plus", "mini": "mini", "air": "Air"]
    private static let layoutWords: Set<String> = ["portrait", "landscape", "third", "half", "two", "thirds", "slide", "over"]

    /// The device part of the id, capitalized, with `12-9` read as `12.9` (`spelledDeviceName`), and
    /// the detail (`spelledDetail`), both looked up at once.
    static func names(of environment: Environment) -> (device: String, detail: String) {
        known.names(of: environment)
    }

    private static func spelledDeviceName(_ environment: Environment) -> String {
        let parts = baseID(environment).split(separator: "-").map(String.init)
        let device = parts.prefix { !layoutWords.contains($0) }
        var names: [String] = []
        for part in device {
            if let last = names.last, last.allSatisfy(\.isNumber), part.allSatisfy(\.isNumber) {
                names[names.count - 1] = "\(last).\(part)"
            } else {
                names.append(words[part] ?? part.prefix(1).uppercased() + part.dropFirst())
            }
        }
        return names.isEmpty ? environment.id : names.joined(separator: " ")
    }

    /// Orientation, multitasking, size in points and size classes: `landscape · 852×393 pt · C/C`,
    /// and the appearance an id's `+` suffixes ask for: `portrait · 393×852 pt · C/R · dark · right to left`.
    private static func spelledDetail(_ environment: Environment) -> String {
        let parts = baseID(environment).split(separator: "-").map(String.init)
        let layout = parts.drop { !layoutWords.contains($0) }.joined(separator: " ")
        let orientation = layout.isEmpty ? (environment.isLandscape ? "landscape" : "portrait") : layout
        let size = "\(orientation) · \(number(environment.width))×\(number(environment.height)) pt · \(letter(environment.horizontal))/\(letter(environment.vertical))"
        return ([size] + appearanceWords(environment)).joined(separator: " · ")
    }

    /// The id without its appearance suffixes (`iphone-16-portrait+dark` → `iphone-16-portrait`).
    private static func baseID(_ environment: Environment) -> String {
        environment.id.split(separator: "+", maxSplits: 1).first.map(String.init) ?? environment.id
    }

    /// The appearance the id asks for, in words: `dark`, `text AX3`, `right to left`, `high contrast`.
    private static func appearanceWords(_ environment: Environment) -> [String] {
        guard environment.id.contains("+"), let appearance = environment.appearance else { return [] }
        var words: [String] = []
        if appearance.style == .dark { words.append("dark") }
        if appearance.contentSize != .large, appearance.contentSize != .unspecified { words.append("text \(appearance.contentSize.shortName.uppercased())") }
        if appearance.direction == .rightToLeft { words.append("right to left") }
        if appearance.contrast == .high { words.append("high contrast") }
        return words
    }

    /// A size class as Interface Builder abbreviates it.
    static func letter(_ sizeClass: SizeClass) -> String {
        switch sizeClass {
        case .compact: "C"
        case .regular: "R"
        case .unspecified: "Any"
        }
    }

    /// Whole numbers without a fraction, others with at most one decimal; numbers too large for a
    /// whole-number conversion (or not finite) as Swift writes them.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        return value.rounded() == value ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
