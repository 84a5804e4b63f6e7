import VCLabGrading
import VCLabSupport

/// One answered quiz in the learner's progress log: one JSON line.
///
///     {"quiz":"push-order","response":"c a d b","score":1,"time":1764441720.5}
public struct ProgressRecord: Hashable, Sendable, Codable {
    /// Seconds since 1970, as the clock said when the learner answered.
    public var time: Double
    public var quizID: String
    /// The response as the learner typed it (lines of a `trace` answer joined by newlines).
    public var response: String
    /// From 0 to 1, as ``QuizGrader`` scored it.
    public var score: Double
    /// Whether the learner had seen the answer (the explanation and the real trace) in this session before
    /// giving this response: a right answer then is not recall, and a scheduler must not count it as one.
    /// Written (`"seen":true`) only when true, so the logs of earlier versions, which never have it, read
    /// as they always did.
    public var sawAnswer: Bool

    public init(time: Double, quizID: String, response: String, score: Double, sawAnswer: Bool = false) {
        self.time = time
        self.quizID = quizID
        self.response = response
        self.score = score
        self.sawAnswer = sawAnswer
    }

    /// A record from a line of the log, `bytes[range]`: `nil` unless the line is one JSON object with the
    /// four fields and their types; `seen` is read when present, as `Decodable` reads it. Other fields are
    /// ignored, as `Decodable` would, so a later version may add some; a repeated field keeps its last value.
    ///
    /// Read in place with ``JSONReader``, with no tree and no copy of the line: the study screen reads every
    /// line of the log before its first page.
    public init?(line bytes: [UInt8], in range: Range<Int>) {
        var reader = JSONReader(bytes, in: range)
        var time: Double?
        var quizID: String?
        var response: String?
        var score: Double?
        var sawAnswer = false
        var isFirst = true
        guard reader.beginObject() else { return nil }
        while true {
            guard let more = reader.nextMember(isFirst: &isFirst) else { return nil }
            guard more else { break }
            let kind = reader.nextKind()
            if reader.keyIs("time"), kind == .number {
                guard let value = reader.readNumber() else { return nil }
                time = value
            } else if reader.keyIs("quiz"), kind == .string {
                guard let value = reader.readString() else { return nil }
                quizID = value
            } else if reader.keyIs("response"), kind == .string {
                guard let value = reader.readString() else { return nil }
                response = value
            } else if reader.keyIs("score"), kind == .number {
                guard let value = reader.readNumber() else { return nil }
                score = value
            } else if reader.keyIs("seen"), kind == .bool {
                guard let value = reader.readBool() else { return nil }
                sawAnswer = value
            } else {
                // Another field is read past. One of these with a value of another kind counts as missing, as
                // it would from a parsed tree, even if an earlier copy of the field had the right kind.
                if reader.keyIs("time") { time = nil }
                if reader.keyIs("quiz") { quizID = nil }
                if reader.keyIs("response") { response = nil }
                if reader.keyIs("score") { score = nil }
                if reader.keyIs("seen") { sawAnswer = false }
                guard reader.skipValue(depth: 1) else { return nil }
            }
        }
        guard reader.isAtEnd(), let time, let quizID, let response, let score else { return nil }
        self.init(time: time, quizID: quizID, response: response, score: score, sawAnswer: sawAnswer)
    }

    enum CodingKeys: String, CodingKey {
        case time
        case quizID = "quiz"
        case response
        case score
        case sawAnswer = "seen"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode(Double.self, forKey: .time)
        quizID = try container.decode(String.self, forKey: .quizID)
        response = try container.decode(String.self, forKey: .response)
        score = try container.decode(Double.self, forKey: .score)
        sawAnswer = try container.decodeIfPresent(Bool.self, forKey: .sawAnswer) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(quizID, forKey: .quizID)
        try container.encode(response, forKey: .response)
        try container.encode(score, forKey: .score)
        if sawAnswer { try container.encode(true, forKey: .sawAnswer) }
    }
}
