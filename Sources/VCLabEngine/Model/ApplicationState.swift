/// The process's state as the app delegate sees it.
enum ApplicationState: Equatable {
    case notRunning
    case active
    case background
    /// Killed from the app switcher, or quit on iPhone OS 3: no code runs any more.
    case terminated
}
