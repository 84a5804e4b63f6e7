/// A count and its English noun as the commands' summary lines print them: "1 error", "3 quizzes".
package enum CountedNoun {
    package static func phrase(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
