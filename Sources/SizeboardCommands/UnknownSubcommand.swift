import ArgumentParser
import Sizeboard

/// A first argument that is neither an option nor a subcommand: `sizeboard biuld`, or a
/// subcommand this version does not have. `build`, the default subcommand, takes no positional
/// argument, so such a word can only be a mistyped or missing subcommand.
struct UnknownSubcommand: Error, CustomStringConvertible {
    /// The word as written.
    let name: String
    /// The subcommands the command line has, in the order of its help.
    let known: [String]

    /// The unknown subcommand among `arguments` (without the executable's path), if the first one
    /// is one: not an option, not `help`, and none of `subcommands`' names or aliases.
    static func find(in arguments: [String], subcommands: [any ParsableCommand.Type]) -> UnknownSubcommand? {
        var known: [String] = []
        var names: Set<String> = ["help"]
        for subcommand in subcommands {
            let name = subcommand._commandName
            known.append(name)
            names.insert(name)
            names.formUnion(subcommand.configuration.aliases)
        }
        guard let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) else { return nil }
        return UnknownSubcommand(name: first, known: known)
    }

    var description: String {
        let suggestion = Suggestion.closest(to: name, among: known).map { " Did you mean '\($0)'?" } ?? ""
        return """
        Error: unknown subcommand '\(name)'.\(suggestion)
        Subcommands: \(known.joined(separator: ", ")).
        See 'sizeboard --help' or 'sizeboard help <subcommand>'.
        """
    }
}
