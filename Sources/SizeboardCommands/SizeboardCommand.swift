import ArgumentParser
import Sizeboard

/// The `sizeboard` command line.
public struct SizeboardCommand: ParsableCommand {
    /// The command's name, abstract and subcommands.
    public static let configuration = CommandConfiguration(commandName: "sizeboard")

    /// Creates the command.
    public init() {}
}
