import VCLabSupport

/// `UITabBarController`: an array of controllers, each tab's view loaded the first time it is selected.
extension Simulation {
    func selectTab(_ name: ScenarioStep.Name) throws(StepFailure) {
        let path = visiblePath
        guard let tabs = path.first(where: { $0.kind == .tabs }) else {
            if let failure = contextPresentationFailure("switching tabs", column: name.column) { throw failure }
            throw StepFailure(
                "scenario.no-tab-bar-controller", "no tab bar controller is on screen to select '\(name.name)' in",
                column: name.column, fixIt: "put the tabs in a tab bar controller, e.g. 'root tabs(A, \(name.name))'")
        }
        guard
            let index = tabs.children.firstIndex(where: { tab in
                tab.name == name.name || (tab.kind == .navigation && tab.children.first?.name == name.name)
            })
        else {
            let names = tabs.children.map { $0.name }
            throw StepFailure(
                "scenario.not-a-tab", "'\(name.name)' is not a tab of '\(tabs.name)'", column: name.column,
                fixIt: Suggestion.closest(to: name.name, among: names).map { "did you mean '\($0)'?" }
                    ?? "its tabs are \(names.joined(separator: ", "))")
        }
        let incoming = tabs.children[index]
        guard index != tabs.selectedTabIndex else {
            // Tapping the selected tab again pops its navigation stack to the root, as UIKit does.
            if incoming.kind == .navigation, incoming.children.count > 1 { try popToRoot(animated: true) }
            return
        }
        guard let outgoing = tabs.visibleChild else { return }
        tabs.selectedTabIndex = index
        // The incoming tab's will-appear comes before the outgoing tab's will-disappear (device logs; unlike push).
        loadVisibleTree(incoming)
        beginAppearance(incoming, appearing: true, animated: false, .tabSwitch)
        beginAppearance(outgoing, appearing: false, animated: false, .tabSwitch)
        removeFromWindow(outgoing)
        endAppearance(outgoing, .tabSwitch)
        viewsDidEnterWindow(incoming, animated: false)
        runLoop.schedule(after: SimulatedRunLoop.turn) { [self] in endAppearance(incoming, .tabSwitch) }
    }
}
