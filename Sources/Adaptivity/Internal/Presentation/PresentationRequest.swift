/// What a presentation spec asks for, before any environment is known: the kind of presentation,
/// the requested style and the problems of the spec itself.
///
/// The presentation rules run in this order for each presentation in each environment: this
/// request; `PresentationAncestry.presenter(for: request.presenterScope)`; `PresentationLayout`
/// with the presenter's traits and frame; `PresentationLayout.resolvedPresentation`.
struct PresentationRequest: Sendable {
    /// How the presented controller is shown.
    enum Kind: Sendable {
        /// One of UIKit's built-in styles, `requestedStyle`.
        case standard
        /// A registered custom presentation.
        case custom(name: String, presentation: any CustomPresentation)
        /// An alert controller with the alert style.
        case alert(AlertSpec)
        /// An alert controller with the action sheet style.
        case actionSheet(AlertSpec)
        /// A search controller's automatic presentation (SC-01).
        case search
    }

    /// How the presented controller is shown.
    var kind: Kind
    /// The style UIKit presents with: the spec's, else the one the controller implies (alerts:
    /// custom; action sheets: popover, A-02; search: custom), else the behavior's default (P-02).
    /// A spec whose style cannot be used resolves with the default style.
    var requestedStyle: PresentationStyle
    /// The style the request shows with before adaptation: `automatic` mapped per the behavior
    /// (P-02, M-P-01: mapping is not adaptation), any other style itself.
    var mappedStyle: PresentationStyle
    /// The preferred content size: the spec's, else the presented controller's (a navigation
    /// controller passes on the one of the top of its stack).
    var preferredSize: Size?
    /// Problems of the spec, whatever the environment.
    var problems: [ResolutionProblem]

    /// Reads `spec`, looking custom presentations up in `customPresentations`.
    init(spec: PresentationSpec, customPresentations: [String: any CustomPresentation], defaults: PresentationDefaults) {
        preferredSize = spec.preferredSize ?? Self.preferredSize(of: spec.controller)
        problems = []
        mappedStyle = defaults.automaticStyle
        switch spec.controller.kind {
        case .alert(let alert):
            kind = alert.style == .alert ? .alert(alert) : .actionSheet(alert)
            requestedStyle = alert.style == .alert ? .custom : .popover
            if alert.actions.count(where: { $0.style == .cancel }) > 1 {
                problems.append(.alertWithSeveralCancelActions(position: spec.position))
            }
            reportImpliedFieldsIgnored(of: spec, kind: "alert")
        case .search:
            kind = .search
            requestedStyle = .custom
            reportImpliedFieldsIgnored(of: spec, kind: "search")
        default:
            kind = .standard
            requestedStyle = spec.style ?? (spec.custom == nil ? defaults.defaultStyle : .custom)
            resolveStandardStyle(of: spec, customPresentations: customPresentations, defaults: defaults)
        }
        mappedStyle = requestedStyle == .automatic ? defaults.automaticStyle : requestedStyle
    }

    /// Where the walk for the presenter stops: current-context styles, search and custom
    /// presentations that do not present in full screen stop at a context (P-11, P-21, SC-02).
    var presenterScope: PresenterScope {
        switch kind {
        case .search:
            .context
        case .custom(_, let presentation):
            presentation.shouldPresentInFullScreen ? .window : .context
        case .standard:
            requestedStyle == .currentContext || requestedStyle == .overCurrentContext ? .context : .window
        case .alert, .actionSheet:
            .window
        }
    }

    /// The custom presentation, if the request uses one.
    var customPresentation: (any CustomPresentation)? {
        if case .custom(_, let presentation) = kind { presentation } else { nil }
    }

    /// The registered name of the custom presentation, if the request uses one.
    var customName: String? {
        if case .custom(let name, _) = kind { name } else { nil }
    }

    private mutating func resolveStandardStyle(
        of spec: PresentationSpec,
        customPresentations: [String: any CustomPresentation],
        defaults: PresentationDefaults
    ) {
        switch requestedStyle {
        case .none:
            problems.append(.presentationStyleNone(fallback: defaults.defaultStyle, position: spec.position))
            requestedStyle = defaults.defaultStyle
        case .custom:
            guard let name = spec.custom else {
                problems.append(.customPresentationWithoutName(position: spec.position))
                requestedStyle = defaults.defaultStyle
                return
            }
            guard let presentation = customPresentations[name] else {
                problems.append(.unknownCustomPresentation(
                    name: name, known: Array(customPresentations.keys), position: spec.position
                ))
                requestedStyle = defaults.defaultStyle
                return
            }
            kind = .custom(name: name, presentation: presentation)
        default:
            if let name = spec.custom {
                problems.append(.customPresentationIgnored(name: name, style: requestedStyle, position: spec.position))
            }
        }
    }

    private mutating func reportImpliedFieldsIgnored(of spec: PresentationSpec, kind: String) {
        let ignored: [(field: String, isSet: Bool)] = [
            ("style", spec.style.map { $0 != requestedStyle } ?? false),
            ("custom", spec.custom != nil),
            ("adaptive", spec.adaptive != .automatic),
            ("adaptedWrapper", spec.wrapsInNavigationWhenAdapted),
        ]
        for entry in ignored where entry.isSet {
            problems.append(.impliedPresentationField(kind: kind, field: entry.field, position: spec.position))
        }
    }

    private static func preferredSize(of controller: ControllerSpec) -> Size? {
        switch controller.kind {
        case .view(let view): view.preferredSize
        case .navigation(let navigation): navigation.stack.last.flatMap(preferredSize(of:))
        default: nil
        }
    }
}
