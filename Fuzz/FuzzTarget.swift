import Foundation
import Sizeboard

/// What one fuzz input is fed to; the target is named by `SIZEBOARD_FUZZ_TARGET`.
enum FuzzTarget: String, CaseIterable {
    /// The body of a `screen` block, through the screen decoder.
    case screen
    /// A page's front matter, through the front matter reader.
    case frontMatter = "front-matter"
    /// The text of `sizeboard.yml`, through the configuration reader.
    case config
    /// A screen block that decodes, resolved by the engine in every catalog environment.
    case engine

    private static let catalog = DeviceCatalog.standard.environments
    private static let decoder = ScreenDecoder()

    /// Feeds `text` to the target; any trap is a finding.
    func run(_ text: String) {
        switch self {
        case .screen:
            for block in Self.page("```screen\n\(text)\n```\n").document.fencedBlocks {
                _ = Self.decoder.decode(block, path: Self.pagePath)
            }
        case .frontMatter:
            _ = Self.page("---\n\(text)\n---\n# Body\n").metadata
        case .config:
            _ = SiteConfig.decode(text)
        case .engine:
            for block in Self.page("```screen\n\(text)\n```\n").document.fencedBlocks {
                guard let screen = Self.decoder.decode(block, path: Self.pagePath).screen else { continue }
                let engine = Engine(behavior: .classic)
                for environment in Self.catalog {
                    _ = engine.resolve(screen, in: environment)
                }
            }
        }
    }

    private static let pagePath = "Content/fuzz.md"

    /// `text` read as the page `Content/fuzz.md`.
    private static func page(_ text: String) -> ParsedPage {
        ParsedPage(PageSource(path: pagePath, relativePath: "fuzz.md", text: text))
    }

    /// The target `SIZEBOARD_FUZZ_TARGET` names, or nil when it names none.
    static var current: FuzzTarget? {
        let name = ProcessInfo.processInfo.environment["SIZEBOARD_FUZZ_TARGET"] ?? ""
        return FuzzTarget(rawValue: name)
    }
}

#if FUZZING
private let selected = FuzzTarget.current

/// libFuzzer's entry point: one input, as UTF-8 text, fed to the target `SIZEBOARD_FUZZ_TARGET` names.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selected?.run(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry point under the fuzzer (SwiftPM names an executable's `main` after its
/// module): checks the target is named, then hands the command line to libFuzzer.
@_cdecl("SizeboardFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    guard selected != nil else {
        FileHandle.standardError.write(Data("set SIZEBOARD_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
        return 2
    }
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
#else
/// Without the fuzzer: replays input files (`swift run SizeboardFuzz TARGET FILE...`), e.g. a crash a fuzz
/// run saved, under the debugger.
@main
struct FuzzReplay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            print("usage: SizeboardFuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE...")
            exit(2)
        }
        for path in arguments.dropFirst() {
            let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            target.run(text)
        }
    }
}
#endif
