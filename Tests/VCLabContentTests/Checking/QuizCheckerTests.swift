import Testing
import VCLabContent
import VCLabSupport
import VCLabTestSupport

/// Every kind of quiz, checked right, with a wrong key, and (for kinds with choices) with a true distractor.
///
/// The scenario is `root nav(A)`, `launch`, `push B`, `pop` on iOS 12. Its `push B` step is #23
/// `B.init(nibName:bundle:)`, #24 `B.willMove(toParent:)`, #25 `B.loadView`, #26 `B.viewDidLoad`,
/// #27 `A.viewWillDisappear`, #28 `B.viewWillAppear`, #29 `B.traitCollectionDidChange`,
/// #30 `B.viewSafeAreaInsetsDidChange`, #31 `B.viewLayoutMarginsDidChange`, #32 `B.viewWillLayoutSubviews`,
/// #33 `B.viewDidLayoutSubviews`, #34 `A.viewDidDisappear`, #35 `B.viewDidAppear`, #36 `B.didMove(toParent:)`;
/// `pop` ends with #43 `B.deinit`. (From iOS 11 the pop lays `A` out not at all, issue 12; the safe-area
/// callbacks came with issue 17; `A`, made in code, is laid out once at launch, issue 23.)
@Suite struct QuizCheckerTests {
    typealias Source = LessonSource

    static let pushOrder = ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"]

    // MARK: - order

    @Test func orderRight() throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: push-order
                sim: nav
                step: push B
                ask: order
                prompt: Order them.
                answer: A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear
                explain: Outgoing first.
                hint: Think of the animation.
                ```
                """))
        #expect(quiz.key == .sequence(Self.pushOrder))
        #expect(quiz.kind == "order")
        #expect(quiz.prompt == "Order them.")
        #expect(quiz.explain == "Outgoing first.")
        #expect(quiz.hint == "Think of the animation.")
        #expect(Set(quiz.options) == Set(Self.pushOrder))
        #expect(quiz.options != Self.pushOrder, "the learner must have something to order")
        #expect(quiz.window.count == 14)
        #expect(quiz.window.first == "B.init(nibName:bundle:)")
        #expect(quiz.stepDescription == "step 2 (push B)")
        #expect(quiz.simulationName == "nav")
    }

    @Test func orderWrongKeyNamesTheFirstPairOutOfOrder() {
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: push-order
                sim: nav
                step: push B
                ask: order
                prompt: Order them.
                answer: 1️⃣A.viewWillDisappear, A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear
                ```
                """),
            message:
                "answer says A.viewDidDisappear comes before B.viewWillAppear, but the trace has B.viewWillAppear at #28 and A.viewDidDisappear at #34"
        )
    }

    @Test func orderEventsMustHappenExactlyOnce() {
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: order
                prompt: Order them.
                answer: A.viewWillDisappear, 1️⃣B.deinit
                ```
                """),
            message: "answer lists B.deinit, but it does not happen in step 2 (push B)")
        Source.expectDiagnostic(
            "quiz.ambiguous-event",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: order
                prompt: Order them.
                answer: 1️⃣A.viewWillAppear, B.viewDidLoad
                ```
                """),
            message: "A.viewWillAppear happens twice in the trace (#9, #39), so it has no single place in the order",
            fixIt: "limit the quiz to one step with 'step:'")
    }

    // MARK: - first and last

    @Test func firstRight() throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: push-first
                sim: nav
                step: push B
                ask: first
                prompt: Which first?
                answer: B.viewDidLoad
                choices: A.viewWillDisappear, B.viewDidAppear, B.deinit
                feedback A.viewWillDisappear: Not yet.
                ```
                """))
        #expect(quiz.key == .single("B.viewDidLoad"))
        #expect(Set(quiz.options) == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewDidAppear", "B.deinit"])
        #expect(quiz.feedback == ["A.viewWillDisappear": "Not yet."])
        #expect(quiz.subject == nil)
    }

    @Test func firstWrongKeyWhenAChoiceComesBefore() {
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: first
                prompt: Which first?
                answer: 1️⃣A.viewWillDisappear
                choices: B.viewDidLoad, B.viewDidAppear
                ```
                """),
            message:
                "answer says A.viewWillDisappear happens first, but the trace has B.viewDidLoad at #26, before A.viewWillDisappear at #27",
            fixIt: "B.viewDidLoad is among the choices: swap it with the answer")
    }

    @Test func lastRightAndWrong() throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: 2
                ask: last
                prompt: Which last?
                answer: B.didMove(toParent:)
                choices: B.viewDidAppear, A.viewDidDisappear
                ```
                """))
        #expect(quiz.key == .single("B.didMove(toParent:)"))
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: 2
                ask: last
                prompt: Which last?
                answer: 1️⃣B.deinit
                choices: B.viewDidAppear, A.viewDidDisappear
                ```
                """),
            message:
                "answer says B.deinit happens last, but it does not happen in step 2 (push B); B.viewDidAppear does, at #35"
        )
    }

    @Test func firstNeedsAnOptionThatHappens() {
        Source.expectDiagnostic(
            "quiz.unanswerable",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: first
                prompt: Which first?
                1️⃣answer: B.deinit
                choices: A.viewDidLoad
                ```
                """),
            message: "none of the answer and choices happens in step 2 (push B)")
    }

    // MARK: - next

    @Test func nextRightWrongAndTrueDistractor() throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: next A.viewWillDisappear
                prompt: What comes right after?
                answer: B.viewWillAppear
                choices: A.viewDidDisappear
                ```
                """))
        #expect(quiz.key == .single("B.viewWillAppear"))
        #expect(quiz.subject == "A.viewWillDisappear")
        #expect(quiz.kind == "next")
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: next A.viewWillDisappear
                prompt: What comes right after?
                answer: 1️⃣B.viewDidAppear
                ```
                """),
            message:
                "answer says B.viewDidAppear comes right after A.viewWillDisappear, but the trace has B.viewWillAppear right after it (#27, then #28)"
        )
        // In the whole trace A.viewWillAppear happens twice: #9 is followed by nav1.traitCollectionDidChange,
        // #33 (the pop, no layout: A returns at the size it had) by B.viewDidDisappear.
        Source.expectDiagnostic(
            "quiz.true-distractor",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: next A.viewWillAppear
                prompt: What comes right after A.viewWillAppear?
                answer: nav1.traitCollectionDidChange
                choices: 1️⃣B.viewDidDisappear
                ```
                """),
            message:
                "choice B.viewDidDisappear also comes right after A.viewWillAppear (#39, then #40), so it is a right answer too"
        )
    }

    @Test func nextNeedsItsEventInTheWindow() {
        Source.expectDiagnostic(
            "quiz.unanswerable",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: 1️⃣next B.deinit
                prompt: What comes right after?
                answer: B.viewDidAppear
                ```
                """),
            message: "B.deinit does not happen in step 2 (push B), so nothing comes right after it")
        Source.expectDiagnostic(
            "quiz.unknown-controller",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: next 1️⃣C.viewDidLoad
                prompt: What comes right after?
                answer: B.viewDidAppear
                ```
                """))
    }

    // MARK: - happens and count

    @Test func happensRightAndWrong() throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: pop
                ask: happens
                event: B.deinit
                prompt: Is B deallocated?
                answer: yes
                feedback no: Nothing else holds B.
                ```
                """))
        #expect(quiz.key == .boolean(true))
        #expect(quiz.subject == "B.deinit")
        #expect(quiz.options == [])
        #expect(quiz.feedback == ["no": "Nothing else holds B."])
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: pop
                ask: happens
                event: A.viewDidLoad
                prompt: Does A load again?
                answer: 1️⃣yes
                ```
                """),
            message: "answer says A.viewDidLoad happens in step 3 (pop), but it does not")
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: pop
                ask: happens
                event: B.deinit
                prompt: Is B deallocated?
                answer: 1️⃣no
                ```
                """),
            message: "answer says B.deinit does not happen in step 3 (pop), but the trace has it at #43")
    }

    @Test func countRightAndWrong() throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: count
                event: A.viewWillAppear
                prompt: How often?
                answer: 2
                ```
                """))
        #expect(quiz.key == .number(2))
        #expect(quiz.subject == "A.viewWillAppear")
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: count
                event: B.viewDidLoad
                prompt: How often?
                answer: 1️⃣2
                ```
                """),
            message: "answer says B.viewDidLoad happens twice in the trace, but the trace has it once (#26)")
    }

    // MARK: - which

    @Test func whichRightWrongAndTrueDistractor() throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: pop
                ask: which
                prompt: Which happen?
                answer: B.viewWillDisappear, B.deinit
                choices: A.viewDidLoad, B.viewDidLoad
                ```
                """))
        #expect(quiz.key == .set(["B.deinit", "B.viewWillDisappear"]))
        #expect(Set(quiz.options) == ["B.viewWillDisappear", "B.deinit", "A.viewDidLoad", "B.viewDidLoad"])
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: pop
                ask: which
                prompt: Which happen?
                answer: B.viewWillDisappear, 1️⃣A.viewDidLoad
                ```
                """),
            message: "answer says A.viewDidLoad happens in step 3 (pop), but it does not")
        Source.expectDiagnostic(
            "quiz.true-distractor",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: pop
                ask: which
                prompt: Which happen?
                answer: B.viewWillDisappear
                choices: A.viewDidLoad,
                  1️⃣B.deinit
                ```
                """),
            message: "choice B.deinit happens in step 3 (pop) (#43), so it is a right answer too")
    }

    // MARK: - loaded

    @Test func loadedCountsContainersOnlyWhenNamed() throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: loaded
                prompt: Whose view is loaded?
                answer: A, B
                ```
                """))
        #expect(quiz.key == .set(["A", "B"]))
        let withContainer = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: loaded
                prompt: Whose view is loaded?
                answer: A, B, nav1
                ```
                """))
        #expect(withContainer.key == .set(["A", "B", "nav1"]))
    }

    @Test func loadedWrongKeyAndTrueDistractor() {
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: loaded
                prompt: Whose view is loaded at the end?
                answer: A, 1️⃣B
                ```
                """),
            message: "answer says B's view is loaded at the end of the trace, but B has been deallocated")
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: loaded
                prompt: Whose view is loaded?
                answer: 1️⃣A
                ```
                """),
            message: "answer leaves out B, whose view is loaded after step 2 (push B)")
        Source.expectDiagnostic(
            "quiz.true-distractor",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: loaded
                prompt: Whose view is loaded?
                answer: A
                choices: 1️⃣B
                ```
                """),
            message: "choice B's view is loaded after step 2 (push B), so it is a right answer too")
        Source.expectDiagnostic(
            "quiz.unknown-controller",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: loaded
                prompt: Whose view is loaded?
                answer: A, 1️⃣app
                ```
                """),
            message: "'app' is the application, which has no view")
    }

    // MARK: - frame

    @Test func frameRightWrongAndUnanswerable() throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: frame
                of: B
                prompt: B's frame?
                answer: 0 0 375 667
                ```
                """))
        #expect(quiz.key == .frame([0, 0, 375, 667]))
        #expect(quiz.subject == "B")
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: frame
                of: B
                prompt: B's frame?
                answer: 1️⃣0 64 375 603
                ```
                """),
            message: "answer says B's frame is 0 64 375 603 after step 2 (push B), but the engine has 0 0 375 667")
        Source.expectDiagnostic(
            "quiz.unanswerable",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: frame
                of: 1️⃣B
                prompt: B's frame?
                answer: 0 0 375 667
                ```
                """),
            message: "B has been deallocated at the end of the trace, so it has no frame")
        Source.expectDiagnostic(
            "quiz.invalid-value",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: frame
                of: A
                prompt: A's frame?
                answer: 1️⃣0 0 375
                ```
                """))
    }

    // MARK: - claim

    @Test(arguments: [
        ("A.viewWillDisappear before B.viewWillAppear", true),
        ("A.viewWillDisappear after B.viewWillAppear", false),
        ("B.viewDidLoad before B.deinit", false),
        ("B.deinit never", true),
        ("B.viewDidLoad once", true),
        ("B.viewDidLoad twice", false),
    ])
    func claimForms(claim: String, isTrue: Bool) throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: claim
                claim: \(claim)
                prompt: True or false?
                answer: \(isTrue)
                ```
                """))
        #expect(quiz.key == .boolean(isTrue))
        #expect(quiz.subject == claim)
    }

    @Test func claimWrongKeyAndBadForm() {
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: claim
                claim: B.viewDidAppear before A.viewDidDisappear
                prompt: True or false?
                answer: 1️⃣true
                ```
                """),
            message:
                "answer says 'B.viewDidAppear before A.viewDidDisappear' is true in step 2 (push B), but it is false: the trace has B.viewDidAppear at #35 and A.viewDidDisappear at #34"
        )
        Source.expectDiagnostic(
            "quiz.invalid-value",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: claim
                claim: 1️⃣A.viewDidLoad sometimes
                prompt: True or false?
                answer: true
                ```
                """))
        Source.expectDiagnostic(
            "quiz.unknown-event",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                ask: claim
                claim: A.viewDidLoad before B.1️⃣viewDidApear
                prompt: True or false?
                answer: true
                ```
                """),
            fixIt: "did you mean 'viewDidAppear'?")
    }

    // MARK: - trace

    @Test func traceRightAndWrong() throws {
        let quiz = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: trace
                only: appearance
                prompt: Type the appearance callbacks.
                answer:
                  A.viewWillDisappear
                  B.viewWillAppear
                  A.viewDidDisappear
                  B.viewDidAppear
                ```
                """))
        #expect(quiz.key == .sequence(Self.pushOrder))
        #expect(quiz.filter == "appearance")
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: trace
                only: appearance
                prompt: Type the appearance callbacks.
                answer:
                  A.viewWillDisappear
                  1️⃣A.viewDidDisappear
                  B.viewWillAppear
                  B.viewDidAppear
                ```
                """),
            message: "answer line 2 is A.viewDidDisappear, but the trace has B.viewWillAppear (#28) there")
        Source.expectDiagnostic(
            "quiz.wrong-key",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: trace
                only: containment
                prompt: Type the containment callbacks.
                1️⃣answer: B.willMove(toParent:)
                ```
                """),
            message: "answer stops after 1 line, but the trace goes on with B.didMove(toParent:) (#36)")
        Source.expectDiagnostic(
            "quiz.unanswerable",
            in: Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: launch
                ask: trace
                only: 1️⃣containment
                prompt: Type the containment callbacks.
                answer: A.willMove(toParent:)
                ```
                """),
            message: "there are no containment callbacks in step 1 (launch), so there is no trace to type")
    }

    // MARK: - Evidence

    static let inferredQuiz = """
        ```quiz
        id: q
        sim: nav
        step: push B
        ask: order
        prompt: Order them.
        1️⃣answer: A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear
        ```
        """

    /// On iOS 17, `B.viewIsAppearing` (#32, inferred; the launch has the scene's foreground entry since issue 23) sits between `B.viewWillAppear` and `A.viewDidDisappear`.
    @Test func inferredOrderingsWarnUnlessAcknowledged() throws {
        Source.expectDiagnostic(
            "quiz.inferred-order", in: Source.lesson(Self.inferredQuiz, ios: 17), severity: .warning,
            message: "the key rests on an ordering the engine marks inferred: B.viewIsAppearing (#32)")
        let acknowledged = MarkedText(Self.inferredQuiz).text.split(separator: "\n").map(String.init)
        let text = ([acknowledged[0], "inferred: yes"] + acknowledged.dropFirst()).joined(separator: "\n")
        let prepared = try Source.preparedQuiz(Source.lesson(text, ios: 17))
        #expect(prepared.key == .sequence(Self.pushOrder))
    }

    /// Issue 23: UIKit fixes no number of layout passes for a cause (the reference's S4 and S29: layout lines "may
    /// repeat 0..n times"), so a key that counts them gets a warning; the count itself still has to hold.
    @Test func countingLayoutPassesOfAPushWarns() throws {
        for event in ["B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews"] {
            let diagnostic = Source.expectDiagnostic(
                "quiz.varying-pass-count",
                in: Source.lesson(
                    """
                    ```quiz
                    id: q
                    sim: nav
                    step: push B
                    ask: count
                    event: \(event)
                    prompt: How many?
                    1️⃣answer: 1
                    ```
                    """, ios: 17), severity: .warning)
            #expect(
                diagnostic?.message.hasPrefix("the key counts layout passes UIKit may repeat or leave out (#") == true)
        }
    }

    /// A pass the scenario asks for itself (`layout A`) is counted exactly: no warning.
    @Test func countingARequestedPassDoesNotWarn() {
        let report = Source.check(
            """
            ---
            title: Test
            ---

            ```sim local
            ios 17
            root A
            launch
            layout A
            ```

            ```quiz
            id: q
            sim: local
            step: layout A
            ask: count
            event: A.viewDidLayoutSubviews
            prompt: How many?
            answer: 1
            ```
            """)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    }

    @Test func factsAboutOccurrenceRestOnNoOrdering() throws {
        _ = try Source.preparedQuiz(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: happens
                event: B.viewIsAppearing
                prompt: Does it happen?
                answer: yes
                ```
                """, ios: 17))
    }

    @Test func aWarningDoesNotStopTheQuizFromBeingPrepared() {
        let report = Source.check(
            Source.lesson(
                """
                ```quiz
                id: q
                sim: nav
                step: push B
                ask: claim
                claim: B.viewWillAppear before B.viewDidLayoutSubviews
                prompt: True or false?
                answer: true
                ```
                """, ios: 17))
        #expect(report.diagnostics.map(\.id) == ["quiz.inferred-order"])
        #expect(report.evaluations[0].preparedQuizzes[0] != nil)
    }

    /// `tags:` for question banks: phrases separated by commas, trimmed, without repeats; brackets and empty
    /// tags are refused at the value.
    @Test func tagsAreReadAndCheckedAtTheirValue() {
        let quiz = """
            ```quiz
            id: q
            sim: nav
            step: push B
            ask: happens
            event: B.viewDidLoad
            prompt: Does it happen?
            answer: yes
            TAGS
            ```
            """
        let report = Source.check(
            Source.lesson(quiz.replacing("TAGS", with: "tags: lifecycle,  push  and pop , lifecycle")))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.evaluations[0].lesson.quizzes[0].tags == ["lifecycle", "push and pop"])
        Source.expectDiagnostic(
            "quiz.invalid-value", in: Source.lesson(quiz.replacing("TAGS", with: "tags: 1️⃣a, [b]")),
            message: "a tag cannot hold '[' or ']': '[b]'")
        Source.expectDiagnostic(
            "quiz.invalid-value", in: Source.lesson(quiz.replacing("TAGS", with: "tags: 1️⃣a,, b")),
            message: "an empty tag in 'a,, b'")
    }
}
