import Foundation
import VCLabContent
import VCLabHost
import VCLabStudy
import VCLabStudyLoop
import VCLabSupport

/// `vclab new lesson "Title"`: writes a lesson that passes `vclab check` as written, to start from;
/// `vclab new lesson --lang zh LESSON` starts a translation of a lesson with its structure.
struct NewLessonCommand: Subcommand {
    static let name = "new"
    static let summary = "start a lesson from a template whose keys 'vclab check' confirms"
    static let help = """
        USAGE: vclab new lesson <title> [--content DIR]
               vclab new lesson --lang zh <lesson> [--content DIR]

        Writes DIR/NN-slug.md (making DIR when it does not exist but its parent does): front matter, a scenario, and one quiz of each common kind (order, first,
        happens, count, which, claim), every key checked. NN follows the highest number in DIR; the slug is
        the title in lower-case ASCII ('Écrans et vues' becomes ecrans-et-vues). A title or slug that a lesson
        of DIR already has is refused, and an existing file is never overwritten. 'vclab check' passes on the
        new lesson with two warnings [lesson.template-text] until its placeholders are replaced.

        With --lang, writes DIR/zh-Hans/<the lesson's file name>: a translation of an existing lesson (named by
        its number, slug or path) with the original's structure: its title and summary, every heading, an
        empty block for each scenario (scenarios are shared) and each quiz's id with its prompt, hint,
        feedback and explanation, every text still in English behind the mark 【待译】. 'vclab check' warns
        [lesson.template-text] at every mark left.

        OPTIONS:
          --lang zh         start a translation into Simplified Chinese instead of a new lesson
          --content DIR     the content directory (default: Content)
          -h, --help        show this help

        EXIT STATUS:
          0 the lesson was written; 1 a lesson with that title or slug exists; 64 the command line is wrong;
          74 the file exists or cannot be written.
        """

    var title: String
    var contentRoot = "Content"
    var isContentRootExplicit = false
    /// The language of a translation to start; `nil` writes a new lesson.
    var language: ContentLanguage?

    init(arguments: [String]) throws(UsageError) {
        var words: [String] = []
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            if argument == "--content" {
                contentRoot = try scanner.value(for: argument)
                isContentRootExplicit = true
            } else if argument == "--lang" {
                let value = try scanner.value(for: argument)
                guard let language = ContentLanguage(optionValue: value), language != .original else {
                    throw UsageError("--lang takes the language of a translation: 'zh'")
                }
                self.language = language
            } else if argument.hasPrefix("-") {
                throw UsageError("unknown option '\(argument)'")
            } else {
                words.append(argument)
            }
        }
        guard words.first == "lesson" else {
            throw UsageError("'vclab new' makes lessons: vclab new lesson \"Title\"")
        }
        guard words.count == 2 else {
            if language != nil {
                throw UsageError(words.count < 2 ? "name the lesson to translate" : "name one lesson to translate")
            }
            throw UsageError(words.count < 2 ? "the lesson needs a title" : "put the title in quotes, as one argument")
        }
        let title = words[1].trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty, !title.contains(where: \.isNewline) else {
            throw UsageError("the title must be one line of text")
        }
        self.title = title
    }

    func execute(console: Console) -> Int32 {
        var isDirectory: ObjCBool = false
        var exists = FileManager.default.fileExists(atPath: contentRoot, isDirectory: &isDirectory)
        // A first lesson starts a course: in a folder of one's own, the content folder is made (itself only,
        // so that a mistyped path does not become a tree of folders). A translation needs its original.
        if !exists, language == nil,
            (try? FileManager.default.createDirectory(atPath: contentRoot, withIntermediateDirectories: false))
                != nil
        {
            console.write("created the content folder \(contentRoot)/\n")
            exists = true
            isDirectory = true
        }
        guard exists, isDirectory.boolValue else {
            console.writeError("vclab new: error: no content directory '\(contentRoot)'; create it or pass --content\n")
            return ExitCode.inputOutput
        }
        if let language { return startTranslation(into: language, console: console) }
        let number = nextNumber()
        let titleSlug = Self.slug(for: title)
        if let existing = existingLesson(titled: title, slug: titleSlug) {
            let what = existing.title.lowercased() == title.lowercased() ? "title" : "slug '\(titleSlug)'"
            console.writeError(
                "vclab new: error: \(existing.path) already has the \(what); choose another title, or edit that lesson\n"
            )
            return ExitCode.contentError
        }
        let slug = (number < 10 ? "0\(number)" : "\(number)") + "-" + titleSlug
        let path = (contentRoot.hasSuffix("/") ? contentRoot : contentRoot + "/") + slug + ".md"
        do {
            try FileOutput.create(Array(LessonTemplate.text(title: title, order: number, slug: slug).utf8), at: path)
        } catch {
            console.writeError("vclab new: error: \(error.message); refusing to overwrite it\n")
            return ExitCode.inputOutput
        }
        // The check needs the same content directory, for shared scenarios and the other lessons' ids.
        let content = isContentRootExplicit ? " --content \(Self.shellQuoted(contentRoot))" : ""
        console.write("created \(path)\nedit it, then run 'vclab check \(Self.shellQuoted(path))\(content)'\n")
        return ExitCode.success
    }

    /// Writes the translation template of the lesson `title` names into the language's folder.
    private func startTranslation(into language: ContentLanguage, console: Console) -> Int32 {
        var library = LessonLibrary(contentDirectory: contentRoot)
        let lessons = library.course.lessons
        let resolved = ContentDirectory.resolve(title)
        let index: Int
        if let resolved, let found = lessons.firstIndex(where: { ContentDirectory.resolve($0.path) == resolved }) {
            index = found
        } else {
            switch LessonLookup.find(title, in: lessons) {
            case .found(let found):
                index = found
            case .notFound(let message):
                console.writeError("vclab new: error: \(message)\n\n" + LessonLookup.listing(lessons))
                return ExitCode.usage
            }
        }
        let original = lessons[index]
        let root = contentRoot.hasSuffix("/") ? contentRoot : contentRoot + "/"
        let relative =
            original.path.hasPrefix(root) ? String(original.path.dropFirst(root.count)) : original.slug + ".md"
        let folder = root + (language.folder ?? "")
        let path = folder + "/" + relative
        do {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            console.writeError("vclab new: error: cannot create the folder '\(folder)'\n")
            return ExitCode.inputOutput
        }
        do {
            try FileOutput.create(Array(TranslationTemplate.text(translating: original).utf8), at: path)
        } catch {
            console.writeError("vclab new: error: \(error.message); refusing to overwrite it\n")
            return ExitCode.inputOutput
        }
        let content = isContentRootExplicit ? " --content \(Self.shellQuoted(contentRoot))" : ""
        console.write(
            "created \(path), a \(language.nativeName) translation of \(original.path)\n"
                + "translate every text marked \(TranslationTemplate.placeholder), then run "
                + "'vclab check \(Self.shellQuoted(path))\(content)'\n")
        return ExitCode.success
    }

    /// A lesson of the content directory with the same title (ignoring case) or the same slug after its number.
    private func existingLesson(titled title: String, slug: String) -> LessonOutline? {
        guard let directory = try? ContentDirectory(root: contentRoot) else { return nil }
        for file in directory.read().files where file.path.hasSuffix(".md") {
            guard let outline = LessonParser.outline(path: file.path, bytes: file.bytes) else { continue }
            let fileSlug = String(outline.slug.drop { $0.isASCII && $0.isNumber }.drop { $0 == "-" })
            if outline.title.lowercased() == title.lowercased() || fileSlug == slug
                || (!outline.title.isEmpty && Self.slug(for: outline.title) == slug)
            {
                return outline
            }
        }
        return nil
    }

    /// `text` as one word for a POSIX shell: as it is when it is plain, in single quotes otherwise.
    static func shellQuoted(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isASCIIHexDigit
                || (scalar.isASCII && (scalar.properties.isAlphabetic || "-_./+,=:@%".unicodeScalars.contains(scalar)))
        }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// One more than the highest `NN-` prefix among the lessons directly in the content directory.
    private func nextNumber() -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: contentRoot)) ?? []
        let numbers = names.filter { $0.hasSuffix(".md") }.compactMap { name in
            Int(name.prefix { $0.isASCII && $0.isNumber }.prefix(6))
        }
        return (numbers.max() ?? 0) + 1
    }

    /// Lower-case ASCII letters and digits; accented Latin letters become their ASCII letters (`É` → `e`,
    /// `ß` → `ss`), every other run of characters becomes one `-`.
    static func slug(for title: String) -> String {
        let ascii = title.applyingTransform(StringTransform("Latin-ASCII"), reverse: false) ?? title
        var slug = ""
        for character in ascii.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "lesson" : String(slug.prefix(60))
    }
}
