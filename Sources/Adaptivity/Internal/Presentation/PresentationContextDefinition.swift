extension ControllerSpec {
    /// Whether the controller defines a presentation context (P-21): it says so, or it is a
    /// navigation controller under a behavior where those define one by default (section 13).
    func definesPresentationContext(defaults: PresentationDefaults) -> Bool {
        if definesContext { return true }
        if case .navigation = kind { return defaults.navigationDefinesContext }
        return false
    }
}
