import VCLabContent
import VCLabSupport

/// A lesson and its Simplified Chinese translation, loaded and checked as the command line does
/// (``CourseLoader``, ``CourseChecker``), for the Chinese terminal pages.
///
/// The translation's prose mixes ideographs, full-width punctuation, inline code and Latin words, so wrapping
/// at 40 and 80 columns meets every rule: punctuation at line starts and ends, identifiers kept whole.
enum ChineseFixtureCourse {
    static let original = """
        ---
        title: Navigation
        order: 6
        summary: What each controller hears when a navigation controller pushes and pops.
        ---

        # Navigation

        A navigation controller keeps a stack. Pushing `B` loads its view, then both controllers hear the
        appearance callbacks.

        ## Push

        ```sim push-pop
        compare: 12, 17
        ios 17
        root nav(A)
        launch
        push B
        pop
        ```

        ```quiz
        id: zh-fixture-order
        sim: push-pop
        step: push B
        ask: order
        prompt: Put the start of the push in order.
        answer: B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear
        explain: The view loads first, then the *will* callbacks, the outgoing controller first.
        ```

        ## Pop

        > Popping releases `B` when nothing else holds it.

        - `B.viewWillDisappear` first
        - then `A.viewWillAppear`

        ```swift
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if isMovingFromParent { save() }  // really popped
        }
        ```

        ```quiz
        id: zh-fixture-happens
        sim: push-pop
        step: pop
        ask: happens
        event: B.deinit
        prompt: Is B deallocated when it is popped?
        answer: yes
        explain: Nothing else holds B once the navigation controller lets it go.
        ```

        """

    static let translation = """
        ---
        title: 导航
        summary: 导航控制器推入（push）和弹出（pop）时，每个视图控制器分别收到哪些回调？
        ---

        # 导航

        导航控制器维护着一个栈。推入 `B` 时会先加载它的视图（调用 `loadView` 和 `viewDidLoad`），然后两个控制器都会收到外观回调：离开的控制器先收到，到来的控制器后收到。参见《View Controller Programming Guide for iOS》中“导航”一节。

        ## 推入

        ```sim push-pop
        ```

        ```quiz
        id: zh-fixture-order
        prompt: 把推入开始时的回调按顺序排好。
        explain: 视图先加载，然后是 *will* 回调，离开的控制器在先。
        ```

        ## 弹出

        > 弹出时，如果没有别的对象持有 `B`，它就会被释放。

        - 先是 `B.viewWillDisappear`；
        - 然后是 `A.viewWillAppear`。

        ```swift
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if isMovingFromParent { save() }  // 真的被弹出了
        }
        ```

        ```quiz
        id: zh-fixture-happens
        prompt: B 被弹出时会被释放吗？
        explain: 导航控制器放开 B 之后，再没有别的对象持有它。
        ```

        """

    static func files() -> [SourceFile] {
        [
            SourceFile(path: "Content/06-navigation.md", bytes: Array(original.utf8)),
            SourceFile(path: "Content/zh-Hans/06-navigation.md", bytes: Array(translation.utf8)),
        ]
    }

    /// The lesson as a reader of `language` meets it.
    static func evaluation(in language: ContentLanguage) -> LessonEvaluation {
        CourseChecker.check(files: files()).evaluations(in: language)[0]
    }
}
