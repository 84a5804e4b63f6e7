extension Trace {
    /// Whether the event at `index` belongs to a layout pass whose number UIKit does not fix
    /// (``Rule/passCountVaries``). A `viewDidLayoutSubviews` names the rule of what it ends
    /// (`layout.did-layout`), so it counts as the pass its controller's `viewWillLayoutSubviews` before it in
    /// the same step opened; with none (iOS 5 has both, so only a malformed trace), it is taken as fixed.
    public func passCountVaries(at index: Int) -> Bool {
        guard events.indices.contains(index) else { return false }
        let event = events[index]
        guard event.callback == .viewDidLayoutSubviews else { return event.rule.passCountVaries }
        var earlier = index - 1
        while earlier >= 0, events[earlier].step == event.step {
            let candidate = events[earlier]
            if candidate.controller == event.controller, candidate.callback == .viewWillLayoutSubviews {
                return candidate.rule.passCountVaries
            }
            earlier -= 1
        }
        return false
    }
}
