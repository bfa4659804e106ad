import Mustache
import Pages

/// A theme's templates parsed by swift-mustache, their skeletons and what parsing found wrong.
///
/// `ThemeLoader` reads the template files (their bytes are in the build's fingerprint) and hands
/// the parsing to another thread (`Theme`'s `Background`), which runs while the build lists the
/// content folder: parsing the eight bundled templates was a fifth of a build with nothing to do
/// at 10k pages. The first render, or the first look at the configuration's diagnostics, waits
/// for it.
struct ParsedTemplates {
    /// A template file as read: its name (its path below `templates/` without `.mustache`), its
    /// text and its path as diagnostics show it.
    struct Text: Sendable {
        let name: String
        let text: String
        let file: String
    }

    let library: MustacheLibrary
    let skeletons: TemplateSkeletons
    /// Templates that do not parse, and partials called but missing.
    let diagnostics: [Diagnostic]

    /// Already parsed `templates`, whose texts are `sources`, with the problems found parsing.
    init(templates: [String: MustacheTemplate], sources: [String], diagnostics: [Diagnostic] = []) {
        library = MustacheLibrary(templates: templates)
        skeletons = TemplateSkeletons(sources: sources)
        self.diagnostics = diagnostics
    }

    /// `texts` parsed in order: a later text of a name replaces an earlier one, unless it does not
    /// parse.
    init(parsing texts: [Text]) {
        var templates: [String: MustacheTemplate] = [:]
        var sources: [String: PartialReferences.Source] = [:]
        var diagnostics: [Diagnostic] = []
        for text in texts {
            do {
                templates[text.name] = try MustacheTemplate(string: text.text)
                sources[text.name] = PartialReferences.Source(file: text.file, text: text.text)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(.error(
                    "template-syntax",
                    "template `\(text.name)` does not parse: \(error.error)",
                    path: text.file,
                    at: .init(line: error.context.lineNumber, column: error.context.columnNumber)
                ))
            } catch {
                diagnostics.append(.error("unreadable-template", "cannot read template: \(error.localizedDescription)", path: text.file, at: nil))
            }
        }
        self.init(
            templates: templates, sources: sources.values.map(\.text),
            diagnostics: diagnostics + PartialReferences.missing(in: sources, known: Set(templates.keys))
        )
    }
}
