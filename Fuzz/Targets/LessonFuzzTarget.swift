import VCLabContent
import VCLabHTML
import VCLabTerminal

/// libFuzzer entry point for the whole lesson pipeline: front matter, cmark, sims, quizzes, the checker,
/// and both renderers. The input is split at its first NUL into a lesson and a shared sim it may `use`, so
/// the fuzzer reaches shared-sim resolution as well as lesson text. Any bytes must give diagnostics or
/// pages; the renderers must leave no raw ESC from the input in terminal text, which is the one injection
/// property cheap enough to assert on every input. The batch check `vclab build` uses must find what the
/// whole-course check finds, from an outline equal to the parsed lesson's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLesson(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    var files = [SourceFile(path: "Content/01-fuzz.md", bytes: Array(bytes[..<split]))]
    if split < bytes.endIndex {
        files.append(SourceFile(path: "Content/shared/fuzz.sim", bytes: Array(bytes[(split + 1)...])))
    }
    let report = CourseChecker.check(files: files)
    _ = SiteBuilder.build(evaluations: report.evaluations)

    let lesson = files[0]
    let outline = LessonParser.outline(path: lesson.path, bytes: lesson.bytes)
    precondition(
        outline == LessonParser.parse(path: lesson.path, bytes: lesson.bytes).lesson.map(LessonOutline.init),
        "the outline is not the parsed lesson's")
    let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
    let course = CourseOutline(
        lessonPaths: [lesson.path], sharedFiles: Array(files.dropFirst()), reading: { contents[$0] })
    var handedOver: [LessonEvaluation] = []
    let diagnostics = CourseChecker.check(
        course, reading: { contents[$0] }, transform: { $1 }, consume: { handedOver.append($1) })
    precondition(diagnostics == report.diagnostics, "the batch check disagrees with the whole-course check")
    precondition(handedOver.allSatisfy { report.evaluations.contains($0) }, "a lesson was evaluated differently")
    for evaluation in report.evaluations {
        let plain = TerminalRenderer.render(evaluation, style: .plain(width: 80))
        precondition(!plain.utf8.contains(0x1B), "an ESC byte reached plain terminal output")
        _ = TerminalRenderer.render(evaluation, style: TerminalStyle(usesColor: true, usesHyperlinks: true, width: 40))
    }
    return 0
}
