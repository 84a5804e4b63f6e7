import VCLabContent
import VCLabGrading
import VCLabSupport

/// Writes quizzes as an IMS QTI 2.1 content package: one assessment item per quiz, one assessment test per
/// lesson (`tests/T-<slug>.xml`, its items in reading order) and a manifest, zipped, as
/// learning management systems import them. Prompts, explanations and feedback are rendered from Markdown to
/// HTML by the same renderer as the site.
///
/// `order` and `trace` become order interactions (a `trace` quiz's lines to put in order, since no LMS grades
/// a typed trace, and its prompt says so); `happens` and `claim` become two-choice questions; `count` and
/// `frame` text entries, a frame's graded by a `patternMatch` (``FramePattern``) that accepts every form the site
/// accepts. Every item validates against the IMS QTI 2.1 schema (`imsqti_v2p1.xsd`; a test
/// runs `xmllint` over the course's export): per-choice feedback is a `modalFeedback` shown for the chosen
/// choice's identifier, since the schema allows no block content inside an inline feedback, and raw HTML,
/// which the renderer drops, leaves no comment behind. The prompt ends with the scenario as code.
public enum QTIExporter {
    public static func export(_ quizzes: [ExportedQuiz]) -> [UInt8] {
        var archive = ZipArchive()
        var resources = ""
        var usedIdentifiers: Set<String> = []
        func unique(_ name: String) -> String {
            var identifier = Self.identifier(name)
            while usedIdentifiers.contains(identifier) { identifier += "_" }
            usedIdentifiers.insert(identifier)
            return identifier
        }
        // Each lesson's items, in reading order, for its assessmentTest.
        var lessons: [(slug: String, title: String, items: [String])] = []
        for item in quizzes {
            let identifier = unique(item.quiz.id)
            let path = "items/\(identifier).xml"
            archive.add(path: path, bytes: Array(assessmentItem(item, identifier: identifier).utf8))
            resources += """
                    <resource identifier="RES-\(identifier)" type="imsqti_item_xmlv2p1" href="\(path)">
                      <file href="\(path)"/>
                    </resource>

                """
            if lessons.last?.slug == item.lessonSlug {
                lessons[lessons.count - 1].items.append(identifier)
            } else {
                lessons.append((item.lessonSlug, item.lessonTitle, [identifier]))
            }
        }
        for lesson in lessons {
            let identifier = unique("T-" + lesson.slug)
            let path = "tests/\(identifier).xml"
            archive.add(
                path: path,
                bytes: Array(assessmentTest(identifier: identifier, title: lesson.title, items: lesson.items).utf8))
            resources +=
                "    <resource identifier=\"RES-\(identifier)\" type=\"imsqti_test_xmlv2p1\" href=\"\(path)\">\n"
            resources += "      <file href=\"\(path)\"/>\n"
            resources += lesson.items.map { "      <dependency identifierref=\"RES-\($0)\"/>\n" }.joined()
            resources += "    </resource>\n"
        }
        let manifest = """
            <?xml version="1.0" encoding="UTF-8"?>
            <manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 \
            http://www.imsglobal.org/xsd/imscp_v1p1.xsd \
            http://www.imsglobal.org/xsd/imsqti_v2p1 \
            http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd" identifier="VCLAB-QUIZZES">
              <metadata>
                <schema>QTIv2.1 Package</schema>
                <schemaversion>1.0.0</schemaversion>
              </metadata>
              <organizations/>
              <resources>
            \(resources)  </resources>
            </manifest>

            """
        archive.add(path: "imsmanifest.xml", bytes: Array(manifest.utf8))
        return archive.bytes
    }

    /// A lesson's test: one part and one section holding its items in reading order, navigated freely and
    /// submitted one at a time, its `SCORE` the sum of the items'.
    static func assessmentTest(identifier: String, title: String, items: [String]) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <assessmentTest xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 \
            http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd" identifier="\(identifier)" \
            title="\(xml(title))">
              <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
                <defaultValue><value>0</value></defaultValue>
              </outcomeDeclaration>
              <testPart identifier="P1" navigationMode="nonlinear" submissionMode="individual">
                <assessmentSection identifier="S1" title="\(xml(title))" visible="true">

            """
        for item in items {
            text += "      <assessmentItemRef identifier=\"\(item)\" href=\"../items/\(item).xml\"/>\n"
        }
        text += """
                </assessmentSection>
              </testPart>
              <outcomeProcessing>
                <setOutcomeValue identifier="SCORE"><sum><testVariables variableIdentifier="SCORE"/></sum></setOutcomeValue>
              </outcomeProcessing>
            </assessmentTest>

            """
        return text
    }

    /// An XML name (`NCName`) for a quiz id: letters, digits, `-`, `_` and `.`, starting with a letter.
    static func identifier(_ id: String) -> String {
        var name = String(
            id.unicodeScalars.map { scalar -> Character in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-_.".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
        if name.first.map({ !$0.isLetter }) ?? true { name = "Q" + name }
        return name
    }

    private static func html(_ markdown: String) -> String { ExportMarkup.html(markdown) }

    static func xml(_ text: String) -> String { ExportMarkup.xml(text) }

    private struct Interaction {
        var cardinality: String
        var baseType: String
        var correct: [String]
        var body: String
        /// Whether the response names choices, so per-choice feedback can follow it.
        var hasChoiceFeedback: Bool
        /// The condition for the mark, when it is not the response matching the correct one.
        var condition: String? = nil
    }

    private static func interaction(for quiz: PreparedQuiz) -> Interaction {
        let choiceIDs = Dictionary(uniqueKeysWithValues: quiz.options.enumerated().map { ($1, "C\($0 + 1)") })
        func choices(_ options: [String]) -> String {
            options.enumerated().map { index, option in
                "      <simpleChoice identifier=\"C\(index + 1)\">\(xml(option))</simpleChoice>\n"
            }.joined()
        }
        switch quiz.key {
        case .single(let right):
            return Interaction(
                cardinality: "single", baseType: "identifier", correct: [choiceIDs[right] ?? ""],
                body: "    <choiceInteraction responseIdentifier=\"RESPONSE\" shuffle=\"false\" maxChoices=\"1\">\n"
                    + choices(quiz.options) + "    </choiceInteraction>\n",
                hasChoiceFeedback: true)
        case .set(let right):
            return Interaction(
                cardinality: "multiple", baseType: "identifier", correct: right.compactMap { choiceIDs[$0] },
                body: "    <choiceInteraction responseIdentifier=\"RESPONSE\" shuffle=\"false\" maxChoices=\"0\">\n"
                    + choices(quiz.options) + "    </choiceInteraction>\n",
                hasChoiceFeedback: true)
        case .boolean(let value):
            let words = quiz.kind == "claim" ? ["true", "false"] : ["yes", "no"]
            return Interaction(
                cardinality: "single", baseType: "identifier", correct: [value ? "C1" : "C2"],
                body: "    <choiceInteraction responseIdentifier=\"RESPONSE\" shuffle=\"false\" maxChoices=\"1\">\n"
                    + choices(words) + "    </choiceInteraction>\n",
                hasChoiceFeedback: true)
        case .number(let value):
            return Interaction(
                cardinality: "single", baseType: "integer", correct: [String(value)],
                body: "    <p><textEntryInteraction responseIdentifier=\"RESPONSE\" expectedLength=\"4\"/></p>\n",
                hasChoiceFeedback: false)
        case .frame(let values):
            return Interaction(
                cardinality: "single", baseType: "string",
                correct: [values.map(QuizGrader.formatNumber).joined(separator: " ")],
                body: "    <p>x y width height: <textEntryInteraction responseIdentifier=\"RESPONSE\" "
                    + "expectedLength=\"20\"/></p>\n",
                hasChoiceFeedback: false,
                // Every form the site accepts, within its tolerance, rather than the one correct string.
                condition: "<patternMatch pattern=\"\(xml(FramePattern.pattern(values)))\">"
                    + "<variable identifier=\"RESPONSE\"/></patternMatch>")
        case .sequence(let lines):
            // An order quiz's events in its own shuffled order; a trace's lines shuffled by the same rule, and
            // never in the exact reverse of the key, which would give the answer away.
            let shown =
                quiz.kind == "order"
                ? quiz.options : OptionShuffler.shuffledForOrdering(lines, id: quiz.id, avoidingReverse: true)
            var remaining = Array(shown.enumerated())
            var correct: [String] = []
            for line in lines {
                guard let index = remaining.firstIndex(where: { $0.element == line }) else { continue }
                correct.append("C\(remaining[index].offset + 1)")
                remaining.remove(at: index)
            }
            return Interaction(
                cardinality: "ordered", baseType: "identifier", correct: correct,
                body: "    <orderInteraction responseIdentifier=\"RESPONSE\" shuffle=\"false\">\n"
                    + choices(shown) + "    </orderInteraction>\n",
                hasChoiceFeedback: false)
        }
    }

    static func assessmentItem(_ item: ExportedQuiz, identifier: String) -> String {
        let quiz = item.quiz
        let interaction = interaction(for: quiz)
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 \
            http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd" identifier="\(identifier)" \
            title="\(xml(item.lessonTitle)): \(xml(quiz.id))" adaptive="false" timeDependent="false">
              <responseDeclaration identifier="RESPONSE" cardinality="\(interaction.cardinality)" \
            baseType="\(interaction.baseType)">
                <correctResponse>

            """
        for value in interaction.correct { text += "      <value>\(xml(value))</value>\n" }
        text += """
                </correctResponse>
              </responseDeclaration>
              <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
                <defaultValue><value>0</value></defaultValue>
              </outcomeDeclaration>
              <outcomeDeclaration identifier="FEEDBACK" cardinality="multiple" baseType="identifier"/>
              <itemBody>
                <div class="prompt">\(html(prompt(of: item)))</div>

            """
        text += interaction.body
        text += """
              </itemBody>
              <responseProcessing>
                <responseCondition>
                  <responseIf>
                    \(interaction.condition ?? "<match><variable identifier=\"RESPONSE\"/><correct identifier=\"RESPONSE\"/></match>")
                    <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>
                  </responseIf>
                  <responseElse>
                    <setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue></setOutcomeValue>
                  </responseElse>
                </responseCondition>
                <setOutcomeValue identifier="FEEDBACK">
                  <multiple><baseValue baseType="identifier">EXPLANATION</baseValue>
            """
        if interaction.hasChoiceFeedback { text += "<variable identifier=\"RESPONSE\"/>" }
        text += "</multiple>\n    </setOutcomeValue>\n  </responseProcessing>\n"
        if let explain = quiz.explain {
            text += "  <modalFeedback outcomeIdentifier=\"FEEDBACK\" identifier=\"EXPLANATION\" showHide=\"show\">"
            text += html(explain) + "</modalFeedback>\n"
        }
        if interaction.hasChoiceFeedback {
            // A yes/no or true/false question's choices are its two words (C1 yes or true, C2 no or false).
            let labels: [String] =
                switch quiz.key {
                case .boolean: quiz.kind == "claim" ? ["true", "false"] : ["yes", "no"]
                default: quiz.options
                }
            for (index, option) in labels.enumerated() {
                guard let feedback = quiz.feedback[option] else { continue }
                text +=
                    "  <modalFeedback outcomeIdentifier=\"FEEDBACK\" identifier=\"C\(index + 1)\" showHide=\"show\">"
                text += html(feedback) + "</modalFeedback>\n"
            }
        }
        return text + "</assessmentItem>\n"
    }

    /// The prompt with the scenario; a `trace` quiz, typed in VCLab, is an ordering here, and says so.
    private static func prompt(of item: ExportedQuiz) -> String {
        var text = item.promptWithScenario
        if item.quiz.kind == "trace" {
            text += "\n\n(Put the lines in the order UIKit makes them.)"
        }
        return text
    }
}
