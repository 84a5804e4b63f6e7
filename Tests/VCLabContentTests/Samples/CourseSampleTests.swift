import Foundation
import Testing
import VCLabContent

/// Every Swift and Objective-C sample of the course compiles as its info string says: Swift in Swift 6
/// language mode against the declarations in `Tests/Samples/UIKit.swiftinterface` (and `SwiftUI.swiftinterface`
/// for a sample that imports SwiftUI), Objective-C with
/// `clang -fsyntax-only` against `Tests/Samples/include/UIKit/UIKit.h`.
@Suite(.serialized) struct CourseSampleTests {
    static func courseSamples() throws -> [(path: String, sample: CodeSample)] {
        let content = SampleCompiler.repositoryRoot.appendingPathComponent("Content")
        let names = try FileManager.default.contentsOfDirectory(atPath: content.path).filter { $0.hasSuffix(".md") }
            .sorted()
        var samples: [(path: String, sample: CodeSample)] = []
        for name in names {
            let path = "Content/\(name)"
            let bytes = try [UInt8](Data(contentsOf: content.appendingPathComponent(name)))
            let lesson = try #require(LessonParser.parse(path: path, bytes: bytes).lesson)
            samples += CodeSample.samples(in: lesson).map { (path, $0) }
        }
        return samples
    }

    @Test func everySwiftSampleTypeChecksInSwift6Mode() throws {
        let compiler = try SampleCompiler()
        defer { compiler.removeWorkDirectory() }
        let samples = try Self.courseSamples().filter { $0.sample.language == .swift }
        #expect(samples.count >= 25)
        for (path, sample) in samples {
            if let failure = try compiler.check(sample, path: path) { Issue.record("\(failure)") }
        }
    }

    @Test func everyObjectiveCSamplePassesClang() throws {
        let compiler = try SampleCompiler()
        defer { compiler.removeWorkDirectory() }
        let samples = try Self.courseSamples().filter { $0.sample.language == .objectiveC }
        #expect(samples.count >= 25)
        for (path, sample) in samples {
            if let failure = try compiler.check(sample, path: path) { Issue.record("\(failure)") }
        }
    }

    // The checks themselves: each can fail, and points at the lesson's line.

    @Test func aWrongSwiftSampleFailsAtItsLessonLine() throws {
        let compiler = try SampleCompiler()
        defer { compiler.removeWorkDirectory() }
        let sample = CodeSample(
            language: .swift, form: .fragment,
            code: "override func viewDidLoad() {\n    super.viewDidLoad()\n    view.frame = 3\n}\n", line: 40)
        let failure = try #require(try compiler.check(sample, path: "Content/99-test.md"))
        #expect(failure.output.contains("Content/99-test.md:42:"))
    }

    /// A sample that imports SwiftUI is checked against `Tests/Samples/SwiftUI.swiftinterface`: a representable
    /// whose `updateUIViewController` lacks its `context:` does not conform, and `.task` needs iOS 15's API.
    @Test func aSwiftUISampleIsCheckedAgainstTheSwiftUIInterface() throws {
        let compiler = try SampleCompiler()
        defer { compiler.removeWorkDirectory() }
        let representable = """
            import SwiftUI

            struct Wrapper: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }

            struct Screen: View {
                var body: some View {
                    VStack { Text("Hi"); Wrapper() }.onAppear {}.onDisappear {}.task {}
                }
            }

            @MainActor func host() -> UIViewController { UIHostingController(rootView: Screen()) }

            """
        #expect(
            try compiler.check(CodeSample(language: .swift, form: .file, code: representable, line: 1), path: "x.md")
                == nil)
        let wrong = representable.replacingOccurrences(of: ", context: Context) {}", with: ") {}")
        #expect(
            try compiler.check(CodeSample(language: .swift, form: .file, code: wrong, line: 1), path: "x.md") != nil)
    }

    @Test func swift6IsolationIsChecked() throws {
        // A controller's deinit is nonisolated in Swift 6, so calling its main-actor methods there is an error;
        // `isolated deinit` (SE-0371) makes it legal.
        let compiler = try SampleCompiler()
        defer { compiler.removeWorkDirectory() }
        let plain = CodeSample(language: .swift, form: .fragment, code: "deinit {\n    stopLiveUpdates()\n}\n", line: 1)
        #expect(try compiler.check(plain, path: "x.md") != nil)
        let isolated = CodeSample(
            language: .swift, form: .fragment, code: "isolated deinit {\n    stopLiveUpdates()\n}\n", line: 1)
        #expect(try compiler.check(isolated, path: "x.md") == nil)
    }

    @Test func aMissingDeclarationFailsAndAStatementFragmentIsWrappedInAMethod() throws {
        let compiler = try SampleCompiler()
        defer { compiler.removeWorkDirectory() }
        let statements = CodeSample(language: .swift, form: .statements, code: "addChild(child)\n", line: 1)
        #expect(try compiler.check(statements, path: "x.md") == nil)
        let asFile = CodeSample(language: .swift, form: .file, code: "addChild(child)\n", line: 1)
        #expect(try compiler.check(asFile, path: "x.md") != nil)
        let unknownAPI = CodeSample(
            language: .swift, form: .statements, code: "view.setNeedsLayoutSoon()\n", line: 1)
        #expect(try compiler.check(unknownAPI, path: "x.md") != nil)
    }

    @Test func objectiveCChecksARCUnlessTheSampleSaysMRC() throws {
        let compiler = try SampleCompiler()
        defer { compiler.removeWorkDirectory() }
        let code = "- (void)dealloc {\n    [_nameLabel release];\n    [super dealloc];\n}\n"
        let arc = CodeSample(language: .objectiveC, form: .fragment, code: code, line: 10)
        let failure = try #require(try compiler.check(arc, path: "Content/12.md"))
        #expect(failure.output.contains("Content/12.md:11:"))
        let mrc = CodeSample(language: .objectiveC, form: .fragment, isManualRetainRelease: true, code: code, line: 10)
        #expect(try compiler.check(mrc, path: "Content/12.md") == nil)
    }

    @Test func anAPIDeprecatedSinceIsAnErrorUnlessTheSampleSaysItsVersion() throws {
        // The real SDK marks wantsFullScreenLayout deprecated in iOS 7; at the course's iOS 17 target,
        // -Werror rejects it, as Xcode would.
        let compiler = try SampleCompiler()
        defer { compiler.removeWorkDirectory() }
        let code = "self.wantsFullScreenLayout = YES;\n"
        let today = CodeSample(language: .objectiveC, form: .statements, code: code, line: 68)
        let failure = try #require(try compiler.check(today, path: "Content/13.md"))
        #expect(failure.output.contains("Content/13.md:68:") && failure.output.contains("deprecated"))
        let historical = CodeSample(language: .objectiveC, form: .statements, deploymentTarget: 6, code: code, line: 68)
        #expect(try compiler.check(historical, path: "Content/13.md") == nil)
    }

    @Test func aSketchIsOnlyParsed() throws {
        let compiler = try SampleCompiler()
        defer { compiler.removeWorkDirectory() }
        let sketch = CodeSample(language: .swift, form: .sketch, code: "var view: UIView! { storedView }\n", line: 1)
        #expect(try compiler.check(sketch, path: "x.md") == nil)
        let broken = CodeSample(language: .swift, form: .sketch, code: "var view: UIView! { storedView \n", line: 1)
        #expect(try compiler.check(broken, path: "x.md") != nil)
    }
}
