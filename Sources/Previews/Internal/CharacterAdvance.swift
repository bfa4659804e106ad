/// Advances of Unicode scalars in the system font, in ems, coarse enough to be stable and close
/// enough to truncate titles where iOS would. Combining marks, joiners and variation selectors
/// take no room.
enum CharacterAdvance {
    static func ems(of scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case " ", "i", "l", "j", "I", "!", "|", ".", ",", ":", ";", "'", "\u{2019}": return 0.26
        case "f", "t", "r", "(", ")", "[", "]", "-", "\"": return 0.36
        case "m", "w", "M", "W", "@", "%": return 0.86
        case "…": return 0.9
        case "0"..."9": return 0.58
        case "A"..."Z": return 0.66
        case "a"..."z": return 0.53
        default:
            switch scalar.value {
            case 0x300...0x36F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F: return 0
            case 0x2E80...: return 1
            default: return 0.6
            }
        }
    }
}
