import VCLabEngine

/// An event as quizzes write it: `Controller.callback` (`B.viewDidLoad`, `app.didEnterBackground`).
public struct QuizEvent: Hashable, Sendable, CustomStringConvertible {
    public var controller: String
    public var callback: Callback

    public init(controller: String, callback: Callback) {
        self.controller = controller
        self.callback = callback
    }

    /// Parses `A.viewWillAppear`; the callback may be written with its Swift or Objective-C name.
    public init?(parsing text: String) {
        guard let dot = text.firstIndex(of: ".") else { return nil }
        let controller = String(text[..<dot])
        guard !controller.isEmpty, let callback = Callback(named: String(text[text.index(after: dot)...])) else {
            return nil
        }
        self.init(controller: controller, callback: callback)
    }

    public var description: String { "\(controller).\(callback.swiftName)" }

    public func matches(_ event: TraceEvent) -> Bool { event.controller == controller && event.callback == callback }
}
