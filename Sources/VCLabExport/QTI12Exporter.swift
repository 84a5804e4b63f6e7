import VCLabContent
import VCLabGrading
import VCLabSupport

/// Writes quizzes as IMS QTI 1.2 in the dialect Canvas exports and imports (Blackboard reads it too): a zip
/// with `imsmanifest.xml` and, per lesson, one `questestinterop` holding an `assessment` (titled as the
/// lesson) whose `root_section` holds an `item` per quiz. Each item carries Canvas's metadata (`question_type`,
/// `points_possible`), its prompt and scenario as HTML in a `mattext`, the key as `respcondition`s that set
/// `SCORE` to 100, and its explanation (`general_fb`) and every per-answer feedback (`<answer>_fb`) as
/// `itemfeedback`, the structure of Canvas's own exporter.
///
/// Grading is VCLab's, all or nothing, as far as QTI 1.2's questions reach: `first`, `last`, `next` and
/// `happens` (yes or no) are multiple choice; `claim` true/false; `which` and `loaded` multiple answers whose
/// one condition is every right option ticked and no other; `count` numerical, exact; `frame` a short answer
/// accepting the usual ways of writing a rectangle. Canvas has no ordering question in QTI 1.2, so `order` and
/// `trace` are short answers over numbered items (as in GIFT), the items shown in the quiz's shuffled order and
/// a trace's lines never in the key's order or its exact reverse; an ordering of two is "which comes first". A
/// trace with a repeated line is left out and reported.
public enum QTI12Exporter {
    public struct Output: Sendable {
        public var bytes: [UInt8]
        /// How many questions were written.
        public var count: Int
        /// One sentence per quiz left out, for the command line to print.
        public var notices: [String]
    }

    public static func export(_ quizzes: [ExportedQuiz]) -> Output {
        var archive = ZipArchive()
        var resources = ""
        var notices: [String] = []
        var count = 0
        var lessons: [(slug: String, title: String, items: [ExportedQuiz])] = []
        for item in quizzes {
            if lessons.last?.slug == item.lessonSlug {
                lessons[lessons.count - 1].items.append(item)
            } else {
                lessons.append((item.lessonSlug, item.lessonTitle, [item]))
            }
        }
        var usedIdentifiers: Set<String> = []
        func unique(_ name: String) -> String {
            var identifier = QTIExporter.identifier(name)
            while usedIdentifiers.contains(identifier) { identifier += "_" }
            usedIdentifiers.insert(identifier)
            return identifier
        }
        for lesson in lessons {
            let identifier = unique("L-" + lesson.slug)
            var items = ""
            for item in lesson.items {
                guard let question = question(for: item.quiz) else {
                    notices.append("left out '\(item.quiz.id)': a \(item.quiz.kind) quiz with a repeated line")
                    continue
                }
                items += self.item(item, question: question, identifier: unique(item.quiz.id))
                count += 1
            }
            let path = "\(identifier)/\(identifier).xml"
            var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            text += "<questestinterop xmlns=\"http://www.imsglobal.org/xsd/ims_qtiasiv1p2\""
            text += " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\""
            text += " xsi:schemaLocation=\"http://www.imsglobal.org/xsd/ims_qtiasiv1p2"
            text += " http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd\">\n"
            text += "  <assessment ident=\"\(identifier)\" title=\"\(xml(lesson.title))\">\n"
            text += "    <qtimetadata>\n" + field("cc_maxattempts", "unlimited", indent: 6) + "    </qtimetadata>\n"
            text += "    <section ident=\"root_section\">\n" + items + "    </section>\n  </assessment>\n"
            text += "</questestinterop>\n"
            archive.add(path: path, bytes: Array(text.utf8))
            resources += "    <resource identifier=\"RES-\(identifier)\" type=\"imsqti_xmlv1p2\" href=\"\(path)\">\n"
            resources += "      <file href=\"\(path)\"/>\n    </resource>\n"
        }
        var manifest = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        manifest += "<manifest identifier=\"VCLAB-QTI12\" xmlns=\"http://www.imsglobal.org/xsd/imscp_v1p1\""
        manifest += " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\""
        manifest += " xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imscp_v1p1"
        manifest += " http://www.imsglobal.org/xsd/imscp_v1p1.xsd\">\n"
        manifest += "  <metadata>\n    <schema>IMS Content</schema>\n    <schemaversion>1.1.3</schemaversion>\n"
        manifest += "  </metadata>\n  <organizations/>\n  <resources>\n" + resources + "  </resources>\n</manifest>\n"
        archive.add(path: "imsmanifest.xml", bytes: Array(manifest.utf8))
        return Output(bytes: archive.bytes, count: count, notices: notices)
    }

    /// One question as QTI 1.2 writes it: Canvas's type, the response, the labels and the right answer.
    struct Question {
        enum Response {
            /// Choices (`response_lid`), `multiple` for checkboxes; each with its label's text.
            case choices([String], multiple: Bool)
            /// A typed answer (`response_str`), `decimal` for a number.
            case typed(decimal: Bool)
        }

        var type: String
        var response: Response
        /// The labels (`C1`…) that must be chosen; for a typed answer, the texts accepted.
        var right: [String]
        /// Feedback by label, from the quiz's `feedback X:`.
        var feedback: [String: String]
        /// Added to the prompt when the question's form differs from the quiz's.
        var note: String?
    }

    static func question(for quiz: PreparedQuiz) -> Question? {
        func label(_ index: Int) -> String { "C\(index + 1)" }
        func feedback(_ options: [String], keys: [String]? = nil) -> [String: String] {
            var result: [String: String] = [:]
            for (index, key) in (keys ?? options).enumerated() { result[label(index)] = quiz.feedback[key] }
            return result
        }
        switch quiz.key {
        case .single(let right):
            return Question(
                type: "multiple_choice_question", response: .choices(quiz.options, multiple: false),
                right: quiz.options.indices.filter { quiz.options[$0] == right }.map(label),
                feedback: feedback(quiz.options))
        case .set(let right):
            let rightSet = Set(right)
            return Question(
                type: "multiple_answers_question", response: .choices(quiz.options, multiple: true),
                right: quiz.options.indices.filter { rightSet.contains(quiz.options[$0]) }.map(label),
                feedback: feedback(quiz.options))
        case .boolean(let value):
            let isClaim = quiz.kind == "claim"
            let words = isClaim ? ["true", "false"] : ["yes", "no"]
            // Canvas's true/false answers are the words True and False.
            let shown = isClaim ? ["True", "False"] : words
            return Question(
                type: isClaim ? "true_false_question" : "multiple_choice_question",
                response: .choices(shown, multiple: false), right: [label(value ? 0 : 1)],
                feedback: feedback(shown, keys: words))
        case .number(let value):
            return Question(
                type: "numerical_question", response: .typed(decimal: true), right: [String(value)], feedback: [:])
        case .frame(let values):
            return Question(
                type: "short_answer_question", response: .typed(decimal: false),
                right: GIFTExporter.frameAnswers(values), feedback: [:],
                note: "(Answer as four numbers: x y width height.)")
        case .sequence(let items):
            guard Set(items).count == items.count, items.count >= 2 else { return nil }
            let shown =
                quiz.kind == "order"
                ? quiz.options : OptionShuffler.shuffledForOrdering(items, id: quiz.id, avoidingReverse: true)
            if items.count == 2 {
                // Putting two in order is picking the one that comes first: graded the same.
                return Question(
                    type: "multiple_choice_question", response: .choices(shown, multiple: false),
                    right: shown.indices.filter { shown[$0] == items[0] }.map(label), feedback: [:],
                    note: "(Pick the one that comes first.)")
            }
            let position = Dictionary(uniqueKeysWithValues: shown.enumerated().map { ($1, $0 + 1) })
            let numbers = items.compactMap { position[$0] }
            return Question(
                type: "short_answer_question", response: .typed(decimal: false),
                right: GIFTExporter.numberAnswers(numbers, optionCount: shown.count), feedback: [:],
                note: GIFTExporter.numberedOptions(shown) + "\n\n" + GIFTExporter.orderInstruction)
        }
    }

    private static func item(_ item: ExportedQuiz, question: Question, identifier: String) -> String {
        let quiz = item.quiz
        var prompt = item.promptWithScenario
        if let note = question.note { prompt += "\n\n" + note }
        var text = "      <item ident=\"\(identifier)\" title=\"\(xml(quiz.id))\">\n"
        text += "        <itemmetadata>\n          <qtimetadata>\n"
        text += field("question_type", question.type, indent: 12) + field("points_possible", "1.0", indent: 12)
        if case .choices(let labels, _) = question.response {
            let ids = labels.indices.map { "C\($0 + 1)" }.joined(separator: ",")
            text += field("original_answer_ids", ids, indent: 12)
        }
        text += field("vclab_kind", quiz.kind, indent: 12) + field("vclab_lesson", item.lessonSlug, indent: 12)
        if !item.tags.isEmpty { text += field("vclab_tags", item.tags.joined(separator: ", "), indent: 12) }
        if let difficulty = item.difficulty { text += field("vclab_difficulty", difficulty.rawValue, indent: 12) }
        text += "          </qtimetadata>\n        </itemmetadata>\n"
        text += "        <presentation>\n          <material>\(htmlText(prompt))</material>\n"
        switch question.response {
        case .choices(let labels, let multiple):
            text +=
                "          <response_lid ident=\"response1\" rcardinality=\"\(multiple ? "Multiple" : "Single")\">\n"
            text += "            <render_choice>\n"
            for (index, label) in labels.enumerated() {
                text += "              <response_label ident=\"C\(index + 1)\"><material>"
                text += "<mattext texttype=\"text/plain\">\(xml(label))</mattext></material></response_label>\n"
            }
            text += "            </render_choice>\n          </response_lid>\n"
        case .typed(let decimal):
            text += "          <response_str ident=\"response1\" rcardinality=\"Single\">\n"
            text += decimal ? "            <render_fib fibtype=\"Decimal\">" : "            <render_fib>"
            text += "<response_label ident=\"answer1\" rshuffle=\"No\"/></render_fib>\n          </response_str>\n"
        }
        text += "        </presentation>\n        <resprocessing>\n          <outcomes>"
        text += "<decvar maxvalue=\"100\" minvalue=\"0\" varname=\"SCORE\" vartype=\"Decimal\"/></outcomes>\n"
        if quiz.explain != nil {
            text += "          <respcondition continue=\"Yes\"><conditionvar><other/></conditionvar>"
            text += "<displayfeedback feedbacktype=\"Response\" linkrefid=\"general_fb\"/></respcondition>\n"
        }
        for label in question.feedback.keys.sorted() {
            text += "          <respcondition continue=\"Yes\"><conditionvar>"
            text += "<varequal respident=\"response1\">\(label)</varequal></conditionvar>"
            text += "<displayfeedback feedbacktype=\"Response\" linkrefid=\"\(label)_fb\"/></respcondition>\n"
        }
        text += "          <respcondition continue=\"No\">\n            <conditionvar>"
        text += condition(question) + "</conditionvar>\n"
        text += "            <setvar action=\"Set\" varname=\"SCORE\">100</setvar>\n          </respcondition>\n"
        text += "        </resprocessing>\n"
        if let explain = quiz.explain { text += itemFeedback("general_fb", explain) }
        for label in question.feedback.keys.sorted() {
            if let markdown = question.feedback[label] { text += itemFeedback("\(label)_fb", markdown) }
        }
        return text + "      </item>\n"
    }

    /// The one condition that earns the mark: all or nothing.
    private static func condition(_ question: Question) -> String {
        func equal(_ value: String) -> String { "<varequal respident=\"response1\">\(xml(value))</varequal>" }
        switch question.response {
        case .choices(let labels, multiple: true):
            // Every right option ticked and no other, as Canvas's own exporter writes multiple answers.
            let right = Set(question.right)
            let parts = labels.indices.map { "C\($0 + 1)" }.map {
                right.contains($0) ? equal($0) : "<not>\(equal($0))</not>"
            }
            return "<and>" + parts.joined() + "</and>"
        case .choices:
            return question.right.map(equal).joined()
        case .typed(decimal: true):
            let value = question.right.first ?? "0"
            return "<or>\(equal(value))<and><vargte respident=\"response1\">\(value)</vargte>"
                + "<varlte respident=\"response1\">\(value)</varlte></and></or>"
        case .typed:
            // Several varequal in one conditionvar: any of them (Canvas's short answers).
            return question.right.map(equal).joined()
        }
    }

    private static func itemFeedback(_ identifier: String, _ markdown: String) -> String {
        "        <itemfeedback ident=\"\(identifier)\"><flow_mat><material>\(htmlText(markdown))</material>"
            + "</flow_mat></itemfeedback>\n"
    }

    private static func htmlText(_ markdown: String) -> String {
        "<mattext texttype=\"text/html\">\(xml(ExportMarkup.html(markdown)))</mattext>"
    }

    private static func field(_ label: String, _ entry: String, indent: Int) -> String {
        let space = String(repeating: " ", count: indent)
        return "\(space)<qtimetadatafield><fieldlabel>\(xml(label))</fieldlabel>"
            + "<fieldentry>\(xml(entry))</fieldentry></qtimetadatafield>\n"
    }

    private static func xml(_ text: String) -> String { ExportMarkup.xml(text) }
}
