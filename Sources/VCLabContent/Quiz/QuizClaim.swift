/// The statement of a `claim` quiz: `X before Y`, `X after Y`, `X never`, `X once` or `X twice`.
///
/// `before` and `after` compare the first time each event happens in the window, and are false when either
/// does not happen at all; `never`, `once` and `twice` count the event's occurrences.
struct QuizClaim: Hashable, Sendable {
    enum Relation: String, Hashable, Sendable {
        case before, after, never, once, twice
    }

    var subject: QuizItem
    var relation: Relation
    /// The second event of `before` and `after`.
    var other: QuizItem?

    /// Reads the claim from the `claim:` field, or returns `nil` when it has none of the five forms.
    init?(_ field: QuizField) {
        var words: [QuizItem] = []
        var offset = 0
        for part in field.value.split(separator: " ", omittingEmptySubsequences: false) {
            if !part.isEmpty {
                words.append(QuizItem(text: String(part), location: field.location(ofValueOffset: offset)))
            }
            offset += part.utf8.count + 1
        }
        guard words.count >= 2, let relation = Relation(rawValue: words[1].text.lowercased()) else { return nil }
        switch relation {
        case .before, .after:
            guard words.count == 3 else { return nil }
            other = words[2]
        case .never, .once, .twice:
            guard words.count == 2 else { return nil }
            other = nil
        }
        subject = words[0]
        self.relation = relation
    }
}
