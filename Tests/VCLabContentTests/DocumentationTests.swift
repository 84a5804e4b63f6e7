import Foundation
import Testing
import VCLabContent

/// `docs/authoring.md` explains every diagnostic id; this keeps the page and the code in step.
@Suite struct DocumentationTests {
    static let ids = [
        LessonDiagnosticID.tooLarge, LessonDiagnosticID.invalidEncoding, LessonDiagnosticID.unterminatedFence,
        LessonDiagnosticID.invalidSimulationName, LessonDiagnosticID.duplicateSimulation,
        LessonDiagnosticID.invalidCompare, LessonDiagnosticID.nestedBlock, LessonDiagnosticID.ignoredFenceInfo,
        LessonDiagnosticID.unknownSampleWord,
        LessonDiagnosticID.simulationTooLong, LessonDiagnosticID.templateText,
        LessonDiagnosticID.missingTitle, LessonDiagnosticID.unterminatedFrontMatter,
        LessonDiagnosticID.malformedFrontMatter, LessonDiagnosticID.unknownFrontMatterKey,
        LessonDiagnosticID.duplicateFrontMatterKey, LessonDiagnosticID.invalidOrder,
        QuizDiagnosticID.malformedLine, QuizDiagnosticID.unknownField, QuizDiagnosticID.duplicateField,
        QuizDiagnosticID.missingField, QuizDiagnosticID.unusedField, QuizDiagnosticID.unknownKind,
        QuizDiagnosticID.invalidValue, QuizDiagnosticID.unknownSimulation, QuizDiagnosticID.simulationFailed,
        QuizDiagnosticID.unknownStep, QuizDiagnosticID.ambiguousStep, QuizDiagnosticID.unknownEvent,
        QuizDiagnosticID.unknownController, QuizDiagnosticID.duplicateOption, QuizDiagnosticID.ambiguousEvent,
        QuizDiagnosticID.unanswerable, QuizDiagnosticID.wrongKey, QuizDiagnosticID.trueDistractor,
        QuizDiagnosticID.inferredOrder, QuizDiagnosticID.unchecked, QuizDiagnosticID.duplicateID,
        QuizDiagnosticID.missingID,
        QuizDiagnosticID.noDistractor, QuizDiagnosticID.everyOptionRight, QuizDiagnosticID.trivialClaim,
        QuizDiagnosticID.promptGivesAnswer, QuizDiagnosticID.textNamesOtherKey,
        CourseDiagnosticID.duplicateSlug, CourseDiagnosticID.outsideRoot, CourseDiagnosticID.unreadableFile,
        CourseDiagnosticID.changedDuringBuild,
    ]

    @Test func authoringGuideExplainsEveryDiagnostic() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/authoring.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        for id in Self.ids {
            #expect(text.contains("| `\(id)` |"), "docs/authoring.md has no row for \(id)")
        }
        #expect(Set(Self.ids).count == Self.ids.count)
    }
}
