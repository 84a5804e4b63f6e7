/// The size a view has when it loads, which decides whether the launch resizes it: a storyboard scene's or
/// nib's view comes at the size it was designed at, a view made in code at the screen's (the default
/// `loadView` sizes it to the screen).
extension Simulation {
    /// `design A …` only means something for a view archived in a storyboard or nib.
    func checkDesignSizes() throws(StepFailure) {
        for name in designSizes.keys.sorted() where (origins[name] ?? .code) == .code {
            throw StepFailure(
                "scenario.conflicting-declaration", "'design \(name)' needs '\(name)' from a storyboard or a nib")
        }
    }

    /// Whether the view of `controller`, just placed in the window at launch, was loaded at another size and
    /// must be resized to its place. A declared design size is compared with the frame; without one, a view
    /// archived for iOS 8 or later is taken to differ (Xcode 6 and 7 design on a 600×600 canvas, later ones
    /// on a device chosen in the editor that rarely is the one that runs the app), and one archived before
    /// iOS 8 not to (iPhone storyboards and nibs were drawn at the phone's one size). A child that fills its
    /// parent's container view is sized by the parent, not here.
    func isLoadedAtAnotherSize(_ controller: SimulatedController) -> Bool {
        guard controller.kind == .content, controller.origin != .code, controller.parent?.kind != .content else {
            return false
        }
        guard let design = designSizes[controller.name] else { return ios.major >= 8 }
        let placed = frame(of: controller)
        return Double(design / 100_000) != placed.width || Double(design % 100_000) != placed.height
    }
}
