import Foundation
import VCLabContent

/// `vclab new lesson "Title"`: writes a lesson that passes `vclab check` as written, to start from.
struct NewLessonCommand: Subcommand {
    static let name = "new"
    static let summary = "start a lesson from a template whose keys 'vclab check' confirms"
    static let help = """
        USAGE: vclab new lesson <title> [--content DIR]

        Writes DIR/NN-slug.md: front matter, a scenario, and one quiz of each common kind (order, first,
        happens, count, which, claim), every key checked. NN follows the highest number in DIR; the slug is
        the title in lower-case ASCII ('Écrans et vues' becomes ecrans-et-vues). A title or slug that a lesson
        of DIR already has is refused, and an existing file is never overwritten. 'vclab check' passes on the
        new lesson with two warnings [lesson.template-text] until its placeholders are replaced.

        OPTIONS:
          --content DIR     the content directory (default: Content)
          -h, --help        show this help

        EXIT STATUS:
          0 the lesson was written; 1 a lesson with that title or slug exists; 64 the command line is wrong;
          74 the file exists or cannot be written.
        """

    var title: String
    var contentRoot = "Content"
    var isContentRootExplicit = false

    init(arguments: [String]) throws(UsageError) {
        var words: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--content" {
                index += 1
                guard index < arguments.endIndex else { throw UsageError("--content needs a directory") }
                contentRoot = arguments[index]
                isContentRootExplicit = true
            } else if argument.hasPrefix("--content=") {
                contentRoot = String(argument.dropFirst("--content=".count))
                isContentRootExplicit = true
            } else if argument.hasPrefix("-") {
                throw UsageError("unknown option '\(argument)'")
            } else {
                words.append(argument)
            }
            index += 1
        }
        guard words.first == "lesson" else {
            throw UsageError("'vclab new' makes lessons: vclab new lesson \"Title\"")
        }
        guard words.count == 2 else {
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
        guard FileManager.default.fileExists(atPath: contentRoot, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            console.writeError("vclab new: error: no content directory '\(contentRoot)'; create it or pass --content\n")
            return ExitCode.inputOutput
        }
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
