/// Rotations that a controller missed: it was covered (a push, a full-screen presentation, another tab)
/// or the app was suspended when the device turned.
extension Simulation {
    /// iOS 8 and later: a controller coming back on screen in an orientation it has not heard of gets the
    /// pending trait change (iPhone) and size transition before its `viewWillAppear`, and on an iPhone the
    /// `traitCollectionDidChange` that completes the trait change, as a live rotation does. Before iOS 8 it
    /// gets no rotation callback at all, only the layout its new frame needs.
    func deliverPendingTransition(to controller: SimulatedController) {
        guard controller.isViewLoaded, controller.knowsLandscape != isLandscape else { return }
        controller.knowsLandscape = isLandscape
        guard ios.major >= 8 else { return }
        if settings.device == .iphone { emit(controller, .willTransitionToTraits, .pendingTransition) }
        emit(controller, .viewWillTransitionToSize, .pendingTransition)
        if settings.device == .iphone { emit(controller, .traitCollectionDidChange, .traitChangeAfterRotation) }
    }

    /// The device turned while the app was suspended: on return, the controllers on screen hear the
    /// transition before the app delegate hears `willEnterForeground`. Returns the controllers that must lay
    /// out once the app is active.
    func deliverRotationMadeInBackground() -> [SimulatedController] {
        let trees = visibleTreeRoots.filter { $0.knowsLandscape != isLandscape }
        guard !trees.isEmpty else { return [] }
        if ios.major >= 8 {
            if settings.device == .iphone {
                for tree in trees { forward(.willTransitionToTraits, from: tree, .rotationInBackground) }
            }
            for tree in trees { forward(.viewWillTransitionToSize, from: tree, .rotationInBackground) }
            if settings.device == .iphone {
                for tree in trees {
                    for member in visibleMembers(of: tree) {
                        emit(member, .traitCollectionDidChange, .traitChangeAfterRotation)
                    }
                }
            }
        }
        for tree in trees { for member in visibleMembers(of: tree) { member.knowsLandscape = isLandscape } }
        return trees.flatMap { visibleMembers(of: $0) }.filter { $0.needsLayout }
    }
}
