/// Children that exist before their parent appears: a storyboard container view (embed segue) and a child
/// the parent adds in its own `viewDidLoad`.
extension Simulation {
    /// An embed segue lives in the parent's storyboard scene: a parent made in code or from a nib has none.
    func checkEmbeddings() throws(StepFailure) {
        for parent in embeddedChildren.keys.sorted() {
            guard let child = embeddedChildren[parent]?.first(where: { $0.bySegue }) else { continue }
            if origins[parent] != .storyboard {
                throw StepFailure(
                    "scenario.segue-needs-storyboard",
                    "'embed \(child.name) in \(parent)' needs '\(parent)' to come from a storyboard",
                    fixIt: "declare 'storyboard \(parent) \(child.name)', or use 'child \(child.name) of \(parent)'")
            }
        }
    }

    /// Called while `parent`'s view loads: the embed segues perform as the storyboard unarchives the
    /// container views (inside `loadView`, before `viewDidLoad`); the `child` declarations run inside
    /// `viewDidLoad`. Each child is added with `addChild`, its view goes into the parent's, then `didMove`.
    func addEmbeddedChildren(of parent: SimulatedController, bySegue: Bool) {
        guard parent.kind == .content, let declared = embeddedChildren[parent.name] else { return }
        let names = declared.filter { $0.bySegue == bySegue }.map { $0.name }
        guard !names.isEmpty else { return }
        depth += 1
        defer { depth -= 1 }
        for name in names {
            if let existing = currentController(named: name), existing.isAlive, isOwned(existing) { continue }
            let child: SimulatedController
            if let existing = currentController(named: name), existing.isAlive {
                child = existing
            } else {
                child = instantiate(name, kind: .content, origin: bySegue ? .storyboard : nil)
                recordInitializer(child)
            }
            // A page view controller whose view loads again (unloaded by a memory warning up to iOS 5) still
            // shows a page; its viewDidLoad sets the first page again, which replaces the one it shows.
            // Off screen, as setViewControllers without animation, the old page leaves before the view is shown.
            if parent.isPageViewController, let outgoing = parent.children.last {
                parent.children.append(child)
                child.parent = parent
                emit(child, .willMoveToParent, .pageSetWillMove)
                loadViewIfNeeded(child, .loadChildOnAdd)
                emit(outgoing, .willMoveToParent, .pageSetRemovesOldPage)
                parent.children.removeAll { $0 === outgoing }
                outgoing.parent = nil
                emit(outgoing, .didMoveToParent, .pageSetRemovesOldPage)
                emit(child, .didMoveToParent, .pageSetDidMove)
                releaseIfUnowned(outgoing)
                continue
            }
            if bySegue { emit(parent, .prepareForSegue, .prepareForEmbedSegue) }
            parent.children.append(child)
            child.parent = parent
            emit(child, .willMoveToParent, .embedBeforeAppearance)
            loadViewIfNeeded(child, .loadChildOnAdd)
            emit(child, .didMoveToParent, .embedBeforeAppearance)
            if ios.major >= 11 { child.awaitsSecondLayoutPass = true }
        }
    }
}
