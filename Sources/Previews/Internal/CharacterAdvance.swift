/// Advances of characters in the system font, in ems, coarse enough to be stable and close enough
/// to truncate titles where iOS would.
enum CharacterAdvance {
    static func ems(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar {
        case " ", "i", "l", "j", "I", "!", "|", ".", ",", ":", ";", "'", "\u{2019}": return 0.26
        case "f", "t", "r", "(", ")", "[", "]", "-", "\"": return 0.36
        case "m", "w", "M", "W", "@", "%": return 0.86
        case "…": return 0.9
        case "0"..."9": return 0.58
        case "A"..."Z": return 0.66
        case "a"..."z": return 0.53
        default:
            return scalar.value >= 0x2E80 ? 1 : 0.6
        }
    }
}
