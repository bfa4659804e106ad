/// The problems the presentation rules report, one constructor per code.
extension ResolutionProblem {
    /// A popover shown as a popover with no source: UIKit raises NSGenericException (PO-01).
    static func popoverWithoutSource(source: String?, position: SourcePosition?) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "popover-without-source",
            message: "a popover needs a source (a bar item or a controller on screen) where it shows as a popover"
                + missingSourceDetail(source),
            position: position
        )
    }

    /// An action sheet shown as a popover with no source: UIKit raises NSGenericException.
    static func actionSheetWithoutSource(source: String?, position: SourcePosition?) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "action-sheet-without-source",
            message: "an action sheet needs a source (a bar item or a controller on screen) in regular width"
                + missingSourceDetail(source),
            position: position
        )
    }

    /// A presentation requested with style `none`, which only names an adaptation result (P-12).
    static func presentationStyleNone(fallback: PresentationStyle, position: SourcePosition?) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "presentation-style-none",
            message: "`none` is not a presentation style, only an adaptive answer; presenting with `\(fallback.rawValue)` instead",
            position: position
        )
    }

    /// `style: custom` with no `custom:` name (the screen decoder's code for the same mistake).
    static func customPresentationWithoutName(position: SourcePosition?) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "missing-field",
            message: "`style: custom` needs `custom:`, the name of a registered custom presentation",
            position: position
        )
    }

    /// A `custom:` name that no plugin or `sizeboard.yml` declaration registered (the screen
    /// decoder's code for the same mistake).
    static func unknownCustomPresentation(name: String, known: [String], position: SourcePosition?) -> ResolutionProblem {
        let list = known.isEmpty ? "none is registered" : "registered: " + known.sorted().map { "`\($0)`" }.joined(separator: ", ")
        return ResolutionProblem(
            severity: .error,
            code: "unknown-presentation",
            message: "unknown custom presentation `\(name)` (\(list))",
            position: position
        )
    }

    /// A `custom:` name with a style other than `custom`; the style wins, as the screen decoder
    /// reports the same pair.
    static func customPresentationIgnored(name: String, style: PresentationStyle, position: SourcePosition?) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "conflicting-fields",
            message: "`custom: \(name)` is ignored because the style is `\(style.rawValue)`, not `custom`",
            position: position
        )
    }

    /// A style, adaptive answer or wrapper given for a controller that implies its own presentation.
    static func impliedPresentationField(kind: String, field: String, position: SourcePosition?) -> ResolutionProblem {
        ResolutionProblem(
            severity: .warning,
            code: "presentation-field-ignored",
            message: "`\(field)` is ignored: \(kind) controllers present themselves their own way",
            position: position
        )
    }

    /// An alert with more than one cancel action: UIKit raises NSInternalInconsistencyException.
    static func alertWithSeveralCancelActions(position: SourcePosition?) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "alert-multiple-cancel-actions",
            message: "an alert can have only one action with style `cancel`",
            position: position
        )
    }

    private static func missingSourceDetail(_ source: String?) -> String {
        source.map { "; its source `\($0)` is not on screen in this environment" } ?? "; add `source: <id>`"
    }
}
