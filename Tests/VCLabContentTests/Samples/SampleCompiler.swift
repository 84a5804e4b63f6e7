import Foundation
import VCLabContent

/// Checks code samples the way the course promises: Swift in Swift 6 language mode against
/// `Tests/Samples/UIKit.swiftinterface`, Objective-C with `clang -fsyntax-only` against
/// `Tests/Samples/include/UIKit/UIKit.h`, each sample wrapped as its form says (docs/authoring.md,
/// "Code samples"). Nothing is linked or run.
struct SampleCompiler {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let interfaces = repositoryRoot.appendingPathComponent("Tests/Samples")

    /// A sample that did not compile: where it is and what the compiler said, with its lines mapped back to
    /// the lesson.
    struct Failure: CustomStringConvertible {
        var path: String
        var line: Int
        var output: String
        var description: String { "\(path):\(line): sample does not compile:\n\(output)" }
    }

    let workDirectory: URL
    let swiftc: String
    let clang: String

    /// Finds `swiftc` on `PATH` and the `clang` the Swift toolchain ships beside it.
    init() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let swiftc = path.split(separator: ":").map({ "\($0)/swiftc" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { throw CompilerMissing(name: "swiftc") }
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        let clang = resolved.deletingLastPathComponent().appendingPathComponent("clang").path
        guard FileManager.default.isExecutableFile(atPath: clang) else { throw CompilerMissing(name: "clang") }
        self.swiftc = swiftc
        self.clang = clang
        workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vclab-samples-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    }

    struct CompilerMissing: Error, CustomStringConvertible {
        var name: String
        var description: String { "\(name) is not on PATH (or not beside swiftc); the samples cannot be checked" }
    }

    func removeWorkDirectory() { try? FileManager.default.removeItem(at: workDirectory) }

    /// Checks one sample; nil when it compiles.
    func check(_ sample: CodeSample, path: String) throws -> Failure? {
        let (prefix, suffix) = wrapping(for: sample)
        let name = sample.language == .swift ? "sample.swift" : "sample.m"
        let file = workDirectory.appendingPathComponent(name)
        try (prefix + sample.code + suffix).write(to: file, atomically: true, encoding: .utf8)
        let arguments: [String]
        let executable: String
        switch sample.language {
        case .swift:
            executable = swiftc
            arguments =
                (sample.form == .sketch ? ["-parse"] : ["-typecheck"]) + [
                    "-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-I", Self.interfaces.path,
                    "-module-cache-path", workDirectory.appendingPathComponent("modules").path,
                    "-Xfrontend", "-enable-objc-interop",
                    "-Xfrontend", "-disable-objc-attr-requires-foundation-module", file.path,
                ]
        case .objectiveC:
            executable = clang
            arguments = [
                "-fsyntax-only", "-x", "objective-c", "--target=arm64-apple-ios\(sample.deploymentTarget ?? 17).0",
                "-fblocks",
                sample.isManualRetainRelease ? "-fno-objc-arc" : "-fobjc-arc", "-Wall", "-Werror",
                "-I", Self.interfaces.appendingPathComponent("include").path, file.path,
            ]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return nil }
        let prefixLines = prefix.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let text = String(decoding: data, as: UTF8.self)
        return Failure(
            path: path, line: sample.line,
            output: Self.mapLines(text, file: file.path, toLesson: path, firstLine: sample.line - prefixLines))
    }

    /// The lines put around a sample of each form: imports for all, and for fragments the view controller
    /// (and method) they belong in. `CourseViewController` (Tests/Samples/CourseExamples.*) holds the
    /// properties the fragments use.
    func wrapping(for sample: CodeSample) -> (prefix: String, suffix: String) {
        switch (sample.language, sample.form) {
        case (.swift, .sketch): ("", "")
        case (.swift, .file): ("import UIKit\nimport CourseExamples\n", "")
        case (.swift, .fragment):
            ("import UIKit\nimport CourseExamples\nfinal class FragmentViewController: CourseViewController {\n", "}\n")
        case (.swift, .statements):
            (
                "import UIKit\nimport CourseExamples\nfinal class FragmentViewController: CourseViewController {\n"
                    + "func fragment() {\n", "}\n}\n"
            )
        case (.objectiveC, .file): ("#import <UIKit/UIKit.h>\n#import \"CourseExamples.h\"\n", "")
        case (.objectiveC, .fragment), (.objectiveC, .sketch):
            (
                "#import <UIKit/UIKit.h>\n#import \"CourseExamples.h\"\n"
                    + "@interface FragmentViewController : CourseViewController\n@end\n"
                    + "@implementation FragmentViewController\n", "@end\n"
            )
        case (.objectiveC, .statements):
            (
                "#import <UIKit/UIKit.h>\n#import \"CourseExamples.h\"\n"
                    + "@interface FragmentViewController : CourseViewController\n@end\n"
                    + "@implementation FragmentViewController\n- (void)fragment {\n", "}\n@end\n"
            )
        }
    }

    /// Rewrites `…/sample.swift:12:5` in compiler output as the lesson's own `path:line:5`.
    static func mapLines(_ output: String, file: String, toLesson path: String, firstLine: Int) -> String {
        var result = ""
        var rest = Substring(output)
        let marker = file + ":"
        while let range = rest.range(of: marker) {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            let digits = rest.prefix(while: \.isNumber)
            if let line = Int(digits) {
                result += "\(path):\(firstLine + line - 1)"
                rest = rest[digits.endIndex...]
            } else {
                result += marker
            }
        }
        return result + rest
    }
}
