/// The controllers a presentation's presenter is chosen among: the caller and its ancestors,
/// and the presentations already made (P-20, P-21, P-22, SC-02).
struct PresentationAncestry: Sendable, Hashable {
    /// One controller on the way from the caller to the window's root controller.
    struct Link: Sendable, Hashable {
        /// The controller's id.
        var id: String
        /// Whether it defines a presentation context (see `definesPresentationContext`).
        var definesContext: Bool
        /// Whether it is the root of a presented hierarchy; the next link is then its presenter.
        var isPresented: Bool
    }

    /// The controller that calls present.
    var caller: Link
    /// The caller's parent, then its parent, up to the window's root controller; above the root of
    /// a presented hierarchy comes the controller that presented it.
    var ancestors: [Link]
    /// The presentations made so far: presented controller id by presenting controller id.
    var presentedByPresenter: [String: String]

    /// The presenting controller for a presentation whose walk stops at `scope`.
    ///
    /// - window (P-20, section 13): the first presented controller on the way up, else the window's
    ///   root controller;
    /// - context (P-21, SC-02): the first controller on the way up that defines a context, else the
    ///   window's root controller.
    ///
    /// Then P-22: a controller presents one controller at a time, and a controller counts as
    /// presenting when it or its nearest presenting ancestor in its own hierarchy is; the new
    /// presentation then stacks on the top of that chain. The presenter is chosen from the
    /// requested style: adaptation changes the frame, not who presents.
    func presenter(for scope: PresenterScope) -> String {
        let path = [caller] + ancestors
        let chosen = switch scope {
        case .window: path.firstIndex(where: \.isPresented) ?? path.count - 1
        case .context: path.firstIndex(where: \.definesContext) ?? path.count - 1
        }
        var index = chosen
        while index < path.count {
            if let presented = presentedByPresenter[path[index].id] {
                return topOfChain(startingAt: presented)
            }
            if path[index].isPresented { break }
            index += 1
        }
        return path[chosen].id
    }

    private func topOfChain(startingAt first: String) -> String {
        var top = first
        var steps = 0
        while let next = presentedByPresenter[top], steps < presentedByPresenter.count {
            top = next
            steps += 1
        }
        return top
    }
}

extension PresentationAncestry.Link {
    /// The link of `controller`, which defines a context per `definesPresentationContext(defaults:)`.
    init(_ controller: ControllerSpec, isPresented: Bool = false, defaults: PresentationDefaults) {
        self.init(id: controller.id, definesContext: controller.definesPresentationContext(defaults: defaults), isPresented: isPresented)
    }
}
