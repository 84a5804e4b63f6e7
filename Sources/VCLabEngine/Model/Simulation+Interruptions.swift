/// Moments when the app stops being active without leaving the screen: Control Center, Notification Center,
/// an incoming call, a system alert.
extension Simulation {
    /// The app resigns active while the interruption covers it and becomes active again when it goes; it does
    /// not enter the background, so no controller hears anything.
    func interrupt(by interruption: ScenarioStep.Interruption) {
        emitApplication(.willResignActive, .interruption)
        emitApplication(.didBecomeActive, .interruption)
    }
}
