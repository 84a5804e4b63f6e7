import VCLabMarkdown

/// A Swift or Objective-C code block of a lesson, with what its info string says about how to check it.
///
/// The info string is the language and then words saying what kind of code the block holds
/// (docs/authoring.md, "Code samples"): nothing for a whole source file, `fragment` for members of a view
/// controller, `statements` for lines of a method body, `sketch` for pseudo-code that shows how UIKit
/// behaves and is only parsed, for Objective-C `mrc` for code written before ARC, and `ios6` (any `iosN`)
/// for a historical sample written for that iOS version. The test suite type-checks every sample in that
/// form against declarations of the UIKit API the course uses.
public struct CodeSample: Hashable, Sendable {
    public enum Language: String, Hashable, Sendable {
        case swift
        case objectiveC = "objc"
    }

    /// How much of a program the block holds, which decides how it is checked.
    public enum Form: String, Hashable, Sendable, CaseIterable {
        /// A whole source file: type-checked as it is.
        case file
        /// Members of a view controller subclass: checked inside one.
        case fragment
        /// Statements of a method body: checked inside a method of a view controller subclass.
        case statements
        /// Pseudo-code that shows what UIKit does: parsed, never type-checked.
        case sketch
    }

    public var language: Language
    public var form: Form
    /// Objective-C written for manual retain/release: checked without ARC.
    public var isManualRetainRelease: Bool
    /// The iOS version a historical sample was written for (`ios6`), checked at that deployment target so
    /// that an API deprecated since is not an error; nil for a sample of today, checked at the course's.
    public var deploymentTarget: Int?
    public var code: String
    /// The line of the first line of ``code`` in the lesson.
    public var line: Int

    public init(
        language: Language, form: Form, isManualRetainRelease: Bool = false, deploymentTarget: Int? = nil,
        code: String, line: Int
    ) {
        self.language = language
        self.form = form
        self.isManualRetainRelease = isManualRetainRelease
        self.deploymentTarget = deploymentTarget
        self.code = code
        self.line = line
    }

    /// The words VCLab understands after a sample's language.
    public static let knownWords = Form.allCases.filter { $0 != .file }.map(\.rawValue) + ["mrc", "ios6"]

    /// The iOS version a word such as `ios6` names, or nil when the word is not one.
    public static func deploymentTarget(ofWord word: String) -> Int? {
        guard word.hasPrefix("ios") else { return nil }
        let digits = word.dropFirst(3)
        guard !digits.isEmpty, digits.count <= 2, digits.allSatisfy(\.isASCII) else { return nil }
        return Int(digits).flatMap { $0 >= 2 ? $0 : nil }
    }

    /// The language of an info string, if it is one whose samples are checked.
    public static func language(ofInfo info: String) -> Language? {
        switch words(of: info).first?.lowercased() {
        case "swift": .swift
        case "objc", "objective-c", "obj-c", "objectivec": .objectiveC
        default: nil
        }
    }

    /// The words of an info string after the language that VCLab does not know.
    public static func unknownWords(inInfo info: String) -> [String] {
        words(of: info).dropFirst().filter { !knownWords.contains($0) && deploymentTarget(ofWord: $0) == nil }
    }

    /// The sample of one code block, or nil when it is not Swift or Objective-C.
    public init?(info: String, literal: String, contentLine: Int) {
        guard let language = CodeSample.language(ofInfo: info) else { return nil }
        let rest = CodeSample.words(of: info).dropFirst()
        let form = Form.allCases.first { $0 != .file && rest.contains($0.rawValue) } ?? .file
        self.init(
            language: language, form: form, isManualRetainRelease: rest.contains("mrc"),
            deploymentTarget: rest.lazy.compactMap(CodeSample.deploymentTarget(ofWord:)).first, code: literal,
            line: contentLine)
    }

    /// Every Swift and Objective-C sample of a lesson, in reading order, nested ones included.
    public static func samples(in lesson: Lesson) -> [CodeSample] {
        var samples: [CodeSample] = []
        var pending: [MarkdownBlock] = []
        for block in lesson.blocks {
            if case .markdown(let markdown) = block { pending.append(markdown) }
        }
        var index = 0
        while index < pending.count {
            let block = pending[index]
            index += 1
            if case .codeBlock(let info, let literal, let contentLine, _) = block,
                let sample = CodeSample(info: info, literal: literal, contentLine: contentLine)
            {
                samples.append(sample)
            }
            pending.insert(contentsOf: block.children, at: index)
        }
        return samples
    }

    private static func words(of info: String) -> [String] {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
