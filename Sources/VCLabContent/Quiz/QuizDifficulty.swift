/// `difficulty:` on a quiz (a VCLab extension), for question banks: three words rather than a scale of
/// numbers, because every export writes it as a word (a Moodle tag, a Canvas metadata field) and an instructor
/// filters a bank by words.
public enum QuizDifficulty: String, Hashable, Sendable, CaseIterable {
    case easy
    case medium
    case hard
}
