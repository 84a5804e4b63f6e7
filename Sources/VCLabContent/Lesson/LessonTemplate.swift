/// The lesson `vclab new lesson` writes: the quiz kinds authors use most, with keys the engine confirms.
///
/// The scenario runs on iOS 12 and the quizzes ask about orderings that Apple documents or that logs show,
/// so the lesson checks without an error; its only warnings are its two placeholders
/// (`lesson.template-text`), which stay until the author replaces them. A test keeps it that way.
public enum LessonTemplate {
    /// The template's text that stands for the author's: ``LessonParser`` warns wherever it is left. The
    /// translation template's mark (``TranslationTemplate/placeholder``) is one of them.
    public static let placeholders = [summaryPlaceholder, bodyPlaceholder, TranslationTemplate.placeholder]
    static let summaryPlaceholder = "One sentence for the index and search."
    static let bodyPlaceholder = "Write the lesson here."

    public static func text(title: String, order: Int, slug: String) -> String {
        """
        ---
        title: \(title)
        order: \(order)
        summary: \(summaryPlaceholder)
        ---

        # \(title)

        \(bodyPlaceholder) The scenario below runs in the lifecycle engine, and `vclab check` checks every
        quiz against its trace. The format is described in `docs/authoring.md`.

        ```sim push-pop
        ios 12
        root nav(A)
        launch
        push B
        pop
        ```

        ```quiz
        id: \(slug)-push-order
        sim: push-pop
        step: push B
        ask: order
        prompt: Put these callbacks in the order UIKit makes them when B is pushed.
        answer: A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear
        explain: Both *will* callbacks come before the animation and both *did* callbacks after it.
        ```

        ```quiz
        id: \(slug)-push-first
        sim: push-pop
        step: push B
        ask: first
        prompt: Which of these does UIKit call first when B is pushed?
        answer: B.viewDidLoad
        choices: A.viewWillDisappear, B.viewWillAppear, B.viewDidAppear
        explain: B's view must exist before anything can appear.
        feedback A.viewWillDisappear: A hears about the push only once B's view is ready.
        ```

        ```quiz
        id: \(slug)-pop-happens
        sim: push-pop
        step: pop
        ask: happens
        event: B.deinit
        prompt: Is B deallocated when it is popped?
        answer: yes
        explain: Nothing else holds B once the navigation controller lets it go.
        ```

        ```quiz
        id: \(slug)-appear-count
        sim: push-pop
        ask: count
        event: A.viewWillAppear
        prompt: How many times does A hear `viewWillAppear` in the whole scenario?
        answer: 2
        explain: Once at launch, and again when B is popped and A comes back.
        ```

        ```quiz
        id: \(slug)-pop-which
        sim: push-pop
        step: pop
        ask: which
        prompt: Which of these does UIKit call when B is popped?
        answer: B.viewWillDisappear, A.viewWillAppear, B.deinit
        choices: A.viewDidLoad, B.viewDidLoad
        explain: A's view is still loaded, so nothing loads again.
        ```

        ```quiz
        id: \(slug)-pop-claim
        sim: push-pop
        step: pop
        ask: claim
        claim: B.viewWillDisappear before A.viewWillAppear
        prompt: True or false? When B is popped, B hears `viewWillDisappear` before A hears `viewWillAppear`.
        answer: true
        explain: The controller that leaves is told first.
        ```

        """
    }
}
