/// People-facing names of environments: `iphone-16-pro-max-landscape` reads "iPhone 16 Pro Max".
enum EnvironmentLabel {
    private static let words = ["iphone": "iPhone", "ipad": "iPad", "se": "SE", "pro": "Pro", "max": "Max", "plus": "Plus", "mini": "mini", "air": "Air"]
    private static let layoutWords: Set<String> = ["portrait", "landscape", "third", "half", "two", "thirds", "slide", "over"]

    /// The device part of the id, capitalized, with `12-9` read as `12.9`.
    static func deviceName(_ environment: Environment) -> String {
        let parts = environment.id.split(separator: "-").map(String.init)
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

    /// Orientation, multitasking, size in points and size classes: `landscape · 852×393 pt · C/C`.
    static func detail(_ environment: Environment) -> String {
        let parts = environment.id.split(separator: "-").map(String.init)
        let layout = parts.drop { !layoutWords.contains($0) }.joined(separator: " ")
        let orientation = layout.isEmpty ? (environment.isLandscape ? "landscape" : "portrait") : layout
        return "\(orientation) · \(number(environment.width))×\(number(environment.height)) pt · \(letter(environment.horizontal))/\(letter(environment.vertical))"
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
