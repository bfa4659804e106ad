/// The traits of the presenting environment that make a presentation adapt (P-04 to P-06).
public enum AdaptationTrigger: String, Sendable, Hashable, Codable, CaseIterable {
    /// Only a compact width adapts; regular width with compact height keeps popovers and sheets (iOS 8 to 12, P-05).
    case compactWidth
    /// A compact width or a compact height adapts (iOS 13 and later, P-06).
    case compactWidthOrHeight

    /// Whether `traits` trigger adaptation.
    public func isMet(by traits: TraitCollection) -> Bool {
        switch self {
        case .compactWidth: traits.horizontal == .compact
        case .compactWidthOrHeight: traits.horizontal == .compact || traits.vertical == .compact
        }
    }
}
