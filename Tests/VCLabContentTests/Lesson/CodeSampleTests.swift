import Testing
import VCLabContent

@Suite struct CodeSampleTests {
    @Test func theInfoStringSaysTheLanguageAndTheForm() {
        let file = CodeSample(info: "swift", literal: "let x = 1\n", contentLine: 3)
        #expect(file?.language == .swift && file?.form == .file && file?.line == 3)
        #expect(CodeSample(info: "swift fragment", literal: "", contentLine: 1)?.form == .fragment)
        #expect(CodeSample(info: "objc statements", literal: "", contentLine: 1)?.form == .statements)
        #expect(CodeSample(info: "swift sketch", literal: "", contentLine: 1)?.form == .sketch)
        let mrc = CodeSample(info: "objc fragment mrc", literal: "", contentLine: 1)
        #expect(mrc?.language == .objectiveC && mrc?.form == .fragment && mrc?.isManualRetainRelease == true)
        #expect(CodeSample(info: "objective-c", literal: "", contentLine: 1)?.language == .objectiveC)
        #expect(CodeSample(info: "objc statements ios6", literal: "", contentLine: 1)?.deploymentTarget == 6)
        #expect(CodeSample(info: "objc statements", literal: "", contentLine: 1)?.deploymentTarget == nil)
        #expect(CodeSample(info: "sh", literal: "", contentLine: 1) == nil)
        #expect(CodeSample(info: "", literal: "", contentLine: 1) == nil)
    }

    @Test func unknownWordsAreReported() {
        #expect(CodeSample.unknownWords(inInfo: "swift fragmnt") == ["fragmnt"])
        #expect(CodeSample.unknownWords(inInfo: "objc fragment mrc").isEmpty)
        #expect(CodeSample.unknownWords(inInfo: "objc statements ios6 ios12").isEmpty)
        #expect(CodeSample.unknownWords(inInfo: "objc ios ios1 ios123 iosx") == ["ios", "ios1", "ios123", "iosx"])
    }

    @Test func theParserWarnsAboutAnUnknownWordAndTheSampleStaysCode() {
        let text = "---\ntitle: T\n---\n\n```swift fragmnt\nlet x = 1\n```\n\n```sh nonsense\nls\n```\n"
        let result = LessonParser.parse(path: "Content/t.md", bytes: Array(text.utf8))
        let warnings = result.diagnostics.filter { $0.id == LessonDiagnosticID.unknownSampleWord }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location.line == 5)
        #expect(warnings.first?.fixIt == "did you mean 'fragment'?")
        let samples = result.lesson.map(CodeSample.samples(in:)) ?? []
        #expect(samples.count == 1 && samples.first?.form == .file && samples.first?.line == 6)
    }

    @Test func samplesInsideListsAreFound() {
        let text = "---\ntitle: T\n---\n\n- item\n\n  ```objc\n  int x;\n  ```\n\n```swift\nlet y = 2\n```\n"
        let lesson = LessonParser.parse(path: "Content/t.md", bytes: Array(text.utf8)).lesson
        let samples = lesson.map(CodeSample.samples(in:)) ?? []
        #expect(samples.map(\.language) == [.objectiveC, .swift])
    }
}
