import VCLabContent
import VCLabExport
import VCLabHost
import VCLabSupport

/// `vclab export`: the course's quizzes, with engine-checked keys, for a learning management system.
struct ExportCommand: Subcommand {
    static let name = "export"
    static let summary = "export the quizzes as Moodle XML, Moodle GIFT, QTI 1.2 (Canvas), IMS QTI 2.1 or JSON"
    static let help = """
        USAGE: vclab export --format moodle|gift|qti12|qti|json [LESSON.md ...] [--content DIR] [--out FILE]

        Checks the course, then writes its quizzes with the keys the engine computed, their explanations,
        per-choice feedback and, in each question, the scenario it is about.

        FORMATS:
          moodle            Moodle XML (Moodle: Question bank > Import > Moodle XML format): a category per
                            lesson, tags, every feedback; 'order' and 'trace' are Ordering questions (core
                            since Moodle 4.4), 'which' and 'loaded' All-or-Nothing Multiple Choice (the
                            multichoiceset plugin), 'count' numerical, 'claim' true/false, all or nothing
          gift              Moodle's GIFT text (Moodle: Question bank > Import > GIFT format), graded all or
                            nothing as VCLab grades: 'which', 'loaded' (more than one right option) and 'order'
                            become short answers over numbered options; 'trace' is left out (with a notice)
          qti12             IMS QTI 1.2 as Canvas exports and imports it (Canvas: Settings > Import Course
                            Content > QTI .zip file; Blackboard reads it too): a zip with one assessment per
                            lesson; 'order' and 'trace' become short answers over numbered items
          qti               an IMS QTI 2.1 content package: a zip whose items validate against the IMS schema,
                            for systems that import QTI 2.1 items, such as TAO and OpenOlat (Moodle's core
                            imports no QTI; check what your LMS documents); 'trace' becomes ordering
          json              version 1 of the schema in docs/authoring.md: {"version": 1, "quizzes": [...]}

        OPTIONS:
          LESSON.md         export only these lessons (default: every lesson of the course)
          --content DIR     the course (default: Content)
          --out FILE        where to write (default: standard output; for qti, quizzes-qti.zip; for qti12,
                            quizzes-qti12.zip)
          -h, --help        show this help

        EXIT STATUS:
          0 written; 1 the course has errors (printed as vclab check prints them); 64 the command line is
          wrong; 74 a file cannot be read or written.
        """

    enum Format: String {
        case moodle
        case gift
        case qti12
        case qti
        case json
    }

    var format: Format?
    var contentRoot = "Content"
    var outputPath: String?
    var lessonPaths: [String] = []

    init(arguments: [String]) throws(UsageError) {
        var index = arguments.startIndex
        func value(_ option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.endIndex else { throw UsageError("\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.endIndex {
            let argument = arguments[index]
            switch argument {
            case "--format":
                guard let format = Format(rawValue: try value("--format")) else {
                    throw UsageError("--format takes 'moodle', 'gift', 'qti12', 'qti' or 'json'")
                }
                self.format = format
            case "--content": contentRoot = try value("--content")
            case "--out": outputPath = try value("--out")
            default:
                guard !argument.hasPrefix("-") else { throw UsageError("unknown option '\(argument)'") }
                lessonPaths.append(argument)
            }
            index += 1
        }
        guard format != nil else { throw UsageError("export needs --format moodle, gift, qti12, qti or json") }
    }

    func execute(console: Console) -> Int32 {
        guard let format else { return ExitCode.usage }
        let listing: ContentDirectory.Listing
        do {
            listing = try ContentDirectory(root: contentRoot).read()
        } catch {
            console.writeError("vclab export: error: \(error.message)\n")
            return ExitCode.inputOutput
        }
        let selected = lessonPaths.isEmpty ? nil : Set(lessonPaths.compactMap(ContentDirectory.resolve))
        let report = CourseChecker.check(files: listing.files)
        let diagnostics = listing.diagnostics + report.diagnostics
        let sources = Dictionary(listing.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        DiagnosticPrinter(console: console).print(diagnostics.filter { $0.severity == .error }) { path in
            sources[path].map {
                String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            }
        }
        guard !diagnostics.containsError else {
            console.writeError("vclab export: error: the course has errors; nothing was exported\n")
            return ExitCode.contentError
        }
        let evaluations = report.evaluations.filter { evaluation in
            selected.map { $0.contains(ContentDirectory.resolve(evaluation.lesson.path) ?? "") } ?? true
        }
        if let selected, evaluations.count < selected.count {
            console.writeError("vclab export: error: not every LESSON.md given is a lesson of \(contentRoot)\n")
            return ExitCode.usage
        }
        let quizzes = ExportedQuiz.collect(from: evaluations)
        let bytes: [UInt8]
        var written = quizzes.count
        switch format {
        case .gift:
            let output = GIFTExporter.export(quizzes)
            for notice in output.notices { console.writeError("note: \(notice)\n") }
            bytes = Array(output.text.utf8)
            written = output.count
        case .moodle:
            let output = MoodleXMLExporter.export(quizzes)
            for notice in output.notices { console.writeError("note: \(notice)\n") }
            bytes = Array(output.text.utf8)
            written = output.count
        case .json:
            bytes = Array(QuizJSONExporter.export(quizzes).utf8)
        case .qti12:
            let output = QTI12Exporter.export(quizzes)
            for notice in output.notices { console.writeError("note: \(notice)\n") }
            bytes = output.bytes
            written = output.count
        case .qti:
            bytes = QTIExporter.export(quizzes)
        }
        let zipName: String? =
            switch format {
            case .qti: "quizzes-qti.zip"
            case .qti12: "quizzes-qti12.zip"
            default: nil
            }
        let destination = outputPath ?? zipName
        guard let destination else {
            console.write(String(decoding: bytes, as: UTF8.self))
            return ExitCode.success
        }
        do {
            try FileOutput.writeAtomically(bytes, to: destination)
        } catch {
            console.writeError("vclab export: error: \(error.message)\n")
            return ExitCode.inputOutput
        }
        console.writeError(
            "exported \(CountedNoun.phrase(written, "quiz", plural: "quizzes")) to \(destination)"
                + (written < quizzes.count ? " (\(quizzes.count - written) left out)" : "") + "\n")
        return ExitCode.success
    }
}
