import VCLabGrading

/// Prepared quizzes built by hand, one of each shape of key, for the grader's and the study mode's tests.
public enum QuizFixtures {
    public static func quiz(
        _ id: String, kind: String, key: QuizKey, options: [String] = [], hint: String? = nil,
        feedback: [String: String] = [:]
    ) -> PreparedQuiz {
        PreparedQuiz(
            id: id, kind: kind, prompt: "?", options: options, key: key, explain: nil, hint: hint, feedback: feedback,
            subject: nil, filter: nil, window: [], simulationName: "s", step: nil)
    }

    public static let order = quiz(
        "order", kind: "order",
        key: .sequence(["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"]),
        options: ["B.viewDidAppear", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear"],
        hint: "Think of the animation.")
    public static let first = quiz(
        "first", kind: "first", key: .single("B.viewDidLoad"), options: ["A.viewDidAppear", "B.viewDidLoad"],
        feedback: ["A.viewDidAppear": "It waits."])
    public static let which = quiz(
        "which", kind: "which", key: .set(["A.viewDidLoad", "B.viewDidLoad"]),
        options: ["B.viewDidLoad", "C.viewDidLoad", "A.viewDidLoad"])
    public static let loaded = quiz("loaded", kind: "loaded", key: .set(["A", "C"]), options: ["C", "B", "A"])
    public static let happens = quiz("happens", kind: "happens", key: .boolean(false))
    public static let claim = quiz("claim", kind: "claim", key: .boolean(true))
    public static let count = quiz("count", kind: "count", key: .number(2))
    public static let frame = quiz("frame", kind: "frame", key: .frame([0, 64, 320, 416]))
    public static let trace = quiz(
        "trace", kind: "trace", key: .sequence(["B.viewWillDisappear", "A.viewWillAppear", "B.deinit"]))

}
