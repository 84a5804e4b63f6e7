extension ScenarioParser {
    /// The words that start a step (`launch`, `push`, …), for editors' completion.
    public static var stepKeywords: [String] { ScenarioBuilder.stepKeywords }
}
