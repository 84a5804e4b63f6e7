import VCLabEngine
import VCLabGrading
import VCLabSupport

extension QuizEvent {
    /// An event, or the diagnostic that explains why the text is not one.
    enum Parsed {
        case event(QuizEvent)
        case problem(Diagnostic)
    }

    /// Every callback name a quiz may use, for did-you-mean.
    static let callbackNames = Callback.allCases.map(\.swiftName)

    /// Parses `A.viewWillAppear` written at `location`, or explains what is wrong with it.
    ///
    /// Only the text is checked here; whether the scenario has the controller is for ``QuizChecker``.
    static func parse(_ text: String, at location: SourceLocation) -> Parsed {
        guard let dot = text.firstIndex(of: "."), dot != text.startIndex else {
            return .problem(
                Diagnostic(
                    id: QuizDiagnosticID.unknownEvent, location: location,
                    message: "'\(text)' is not an event; events are written Controller.callback",
                    fixIt: "write it as in 'B.viewDidLoad' or 'app.didEnterBackground'"))
        }
        let controller = String(text[..<dot])
        let name = String(text[text.index(after: dot)...])
        var callbackLocation = location
        callbackLocation.column += controller.utf8.count + 1
        guard let callback = Callback(named: name) else {
            return .problem(
                Diagnostic(
                    id: QuizDiagnosticID.unknownEvent, location: callbackLocation,
                    message: "'\(name)' is not a callback UIKit makes",
                    fixIt: Suggestion.closest(to: name, among: callbackNames).map { "did you mean '\($0)'?" }))
        }
        if controller == "app", !callback.isApplicationEvent {
            return .problem(
                Diagnostic(
                    id: QuizDiagnosticID.unknownEvent, location: callbackLocation,
                    message: "'\(callback.swiftName)' is a view controller callback, but 'app' is the application",
                    fixIt: "name the view controller that receives it"))
        }
        if controller != "app", callback.isApplicationEvent {
            return .problem(
                Diagnostic(
                    id: QuizDiagnosticID.unknownEvent, location: location,
                    message: "'\(callback.swiftName)' is an application event, which 'app' receives, not \(controller)",
                    fixIt: "write 'app.\(callback.swiftName)'"))
        }
        return .event(QuizEvent(controller: controller, callback: callback))
    }
}
