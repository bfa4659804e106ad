import Adaptivity
import Foundation

/// The simulator data of screens' figures (`ScreenFigure.simulatorJSON`), made once for each list
/// of environments and filled in for each screen.
///
/// A figure's data is its environments' families and steps, the same for every screen shown in
/// the same environments but for the screen's id, which begins each step's SVG path; a site's
/// screens mostly share its default environments, and making the data took about 100 k
/// instructions a screen. So the data of a list is made once, for a stand-in id, and kept as the
/// compact JSON cut where the stand-in is; a screen's data is the pieces joined by its id, escaped
/// as the JSON escapes it. At most `limit` lists are kept. A list whose data has the stand-in
/// somewhere else too (a device named with it) is known for that, and its screens' data is made
/// for each.
final class SimulatorData: @unchecked Sendable {
    /// How many lists of environments are kept.
    static let limit = 64

    /// The id the data of a list is made for: a private-use character, written as it is in compact
    /// JSON.
    private static let standIn = "\u{E000}"
    /// Another id, whose data is made too and must be the pieces joined by it: so it is when the
    /// stand-in shows up nowhere but where the id goes.
    private static let check = "\u{E001}"

    /// What is kept for a list of environments.
    private enum Entry {
        /// The data cut where the id goes.
        case pieces([String])
        /// The data has the stand-in elsewhere too: it is made for each screen.
        case madeForEachScreen
    }

    private let lock = NSLock()
    private var entries: [[EnvironmentKey]: Entry] = [:]

    /// The data of the screen `screenID` shown in `environments`, from `make`, which gives the data
    /// of a screen of any id in those environments.
    func json(screenID: String, environments: [Environment], make: (String) -> String) -> String {
        let key = environments.map(EnvironmentKey.init)
        switch lock.withLock({ entries[key] }) {
        case .pieces(let pieces)?:
            return Self.joined(pieces, by: screenID)
        case .madeForEachScreen?:
            return make(screenID)
        case nil:
            let pieces = make(Self.standIn).components(separatedBy: Self.standIn)
            let entry = Self.joined(pieces, by: Self.check) == make(Self.check) ? Entry.pieces(pieces) : .madeForEachScreen
            lock.withLock {
                if entries.count < Self.limit { entries[key] = entry }
            }
            guard case .pieces(let pieces) = entry else { return make(screenID) }
            return Self.joined(pieces, by: screenID)
        }
    }

    /// `pieces` joined by `screenID` as compact JSON writes it inside a string.
    private static func joined(_ pieces: [String], by screenID: String) -> String {
        let quoted = JSONWriter.compact(screenID).map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) } ?? ""
        return pieces.joined(separator: quoted)
    }
}
