import Testing
import VCLabContent
import VCLabSupport

/// A translation shares its original's scenarios and quiz settings, and is told what it lacks or adds.
@Suite struct TranslationTests {
    static let original = """
        ---
        title: Navigation
        order: 6
        summary: Pushing and popping.
        ---

        # Navigation

        Intro.

        ## Push

        ```sim push-pop
        compare: 6, 17
        root nav(A)
        launch
        push B
        pop
        ```

        ```quiz
        id: push-first
        sim: push-pop
        step: push B
        ask: first
        prompt: Which comes first?
        choices: A.viewDidDisappear
        answer: A.viewWillDisappear
        explain: The *will* callbacks come before the animation.
        feedback A.viewDidDisappear: That one waits for the animation.
        ```

        ## Pop

        ```quiz
        id: pop-count
        sim: push-pop
        step: pop
        ask: count
        event: B.viewDidDisappear
        prompt: How often?
        answer: 1
        explain: Once.
        ```

        ## Summary

        Done.

        """

    static func course(translation: String, path: String = "Content/zh-Hans/06-navigation.md") -> Course {
        CourseLoader.load([
            SourceFile(path: "Content/06-navigation.md", bytes: Array(original.utf8)),
            SourceFile(path: path, bytes: Array(translation.utf8)),
        ])
    }

    static let complete = """
        ---
        title: 导航
        ---

        # 导航

        引言。

        ## 推入

        ```sim push-pop
        ```

        ```quiz
        id: push-first
        prompt: 哪个先发生？
        explain: *will* 回调在动画之前。
        feedback A.viewDidDisappear: 它要等动画结束。
        ```

        ## 弹出

        ```quiz
        id: pop-count
        answer: 1
        prompt: 发生几次？
        explain: 一次。
        ```

        ## 小结

        完。

        """

    @Test func aCompleteTranslationTakesTheOriginalsSettingsAndItsOwnWords() throws {
        let course = Self.course(translation: Self.complete)
        #expect(course.diagnostics.isEmpty, "\(course.diagnostics)")
        let lesson = try #require(course.translations[.simplifiedChinese]?.first)
        let original = try #require(course.lessons.first)
        #expect(lesson.isTranslation && !original.isTranslation)
        #expect(lesson.slug == "06-navigation" && lesson.title == "导航")
        #expect(lesson.frontMatter.order == 6 && lesson.frontMatter.summary == "Pushing and popping.")
        #expect(lesson.simulations == original.simulations)
        #expect(lesson.quizzes.map(\.id) == ["push-first", "pop-count"])
        let first = lesson.quizzes[0]
        #expect(first.prompt == "哪个先发生？" && first.answer == "A.viewWillDisappear")
        #expect(first.choices == ["A.viewDidDisappear"] && first.kind == original.quizzes[0].kind)
        #expect(first.feedback == ["A.viewDidDisappear": "它要等动画结束。"])
        #expect(first.location.path == "Content/zh-Hans/06-navigation.md" && first.layout == nil)
        #expect(lesson.originalHeadings == ["Navigation", "Push", "Pop", "Summary"])
        #expect(course.lessons(in: .simplifiedChinese).map(\.title) == ["导航"])
        #expect(course.lessons(in: .english).map(\.title) == ["Navigation"])
    }

    @Test func theCheckerPreparesTranslatedQuizzesWithTheOriginalsKeys() throws {
        let report = CourseChecker.check(Self.course(translation: Self.complete))
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        #expect(!report.diagnostics.contains { $0.location.path.contains("zh-Hans") }, "\(report.diagnostics)")
        let evaluation = try #require(report.evaluations(in: .simplifiedChinese).first)
        #expect(evaluation.lesson.isTranslation)
        let prepared = evaluation.preparedQuizzes.compactMap { $0 }
        let originals = report.evaluations[0].preparedQuizzes.compactMap { $0 }
        #expect(prepared.count == 2 && prepared.map(\.key) == originals.map(\.key))
        #expect(report.evaluations(in: .english)[0].lesson.title == "Navigation")
    }

    @Test func aTranslationCannotChangeASettingOrCopyAScenario() {
        let translation = Self.complete
            .replacingOccurrences(of: "answer: 1", with: "answer: 2")
            .replacingOccurrences(of: "```sim push-pop\n```", with: "```sim push-pop\nroot nav(A)\n```")
            .replacingOccurrences(of: "title: 导航", with: "title: 导航\norder: 7")
        let found = Self.course(translation: translation).diagnostics.map { "\($0.location.line):\($0.id)" }
        #expect(
            found.sorted() == [
                "12:translation.copied-simulation", "27:translation.changed-setting", "3:translation.changed-order",
            ])
    }

    @Test func missingAndExtraQuizzesAndSectionsAreWarningsWhereTheyBelong() {
        let translation = """
            ---
            title: 导航
            ---

            # 导航

            ## 推入

            ```sim push-pop
            ```

            ```quiz
            id: push-first
            prompt: 哪个先发生？
            explain: 之前。
            ```

            ### 子节

            ```quiz
            id: invented
            prompt: ？
            ```

            ## 小结

            """
        let diagnostics = Self.course(translation: translation).diagnostics
        let found = diagnostics.map { "\($0.location.line):\($0.severity):\($0.id)" }
        #expect(
            found.sorted() == [
                "18:warning:translation.extra-section", "21:warning:translation.extra-quiz",
                "7:warning:translation.missing-quiz", "7:warning:translation.missing-section",
            ], "\(diagnostics)")
        let missingSection = diagnostics.first { $0.id == TranslationDiagnosticID.missingSection }
        #expect(missingSection?.message.contains("'Pop'") == true)
        #expect(missingSection?.notes.first?.location.line == 33)
    }

    @Test func aQuizWithoutIDAnUnknownScenarioAndAnUntranslatedPromptAreReported() {
        let translation = Self.complete
            .replacingOccurrences(of: "id: pop-count\n", with: "")
            .replacingOccurrences(of: "```sim push-pop", with: "```sim push-pup")
            .replacingOccurrences(of: "prompt: 哪个先发生？\n", with: "")
        let diagnostics = Self.course(translation: translation).diagnostics
        let found = diagnostics.map { "\($0.location.line):\($0.id)" }
        #expect(
            found.sorted()
                == [
                    "14:translation.untranslated-text", "22:translation.quiz-without-id",
                    "20:translation.missing-quiz", "11:translation.unknown-simulation",
                ].sorted(), "\(diagnostics)")
        #expect(
            diagnostics.first { $0.id == TranslationDiagnosticID.unknownSimulation }?.fixIt
                == "did you mean 'push-pop'?")
    }

    @Test func aTranslationWithoutAnOriginalIsAnErrorAndAnUntranslatedLessonAWarning() {
        let course = CourseLoader.load([
            SourceFile(path: "Content/06-navigation.md", bytes: Array(Self.original.utf8)),
            SourceFile(path: "Content/07-tabs.md", bytes: Array("---\ntitle: Tabs\n---\n".utf8)),
            SourceFile(path: "Content/zh-Hans/06-navigation.md", bytes: Array(Self.complete.utf8)),
            SourceFile(path: "Content/zh-Hans/99-nothing.md", bytes: Array("---\ntitle: 无\n---\n".utf8)),
        ])
        let found = course.diagnostics.map { "\($0.location.path):\($0.severity):\($0.id)" }
        #expect(
            found.sorted() == [
                "Content/07-tabs.md:warning:translation.missing-lesson",
                "Content/zh-Hans/99-nothing.md:error:translation.no-original",
            ])
        #expect(course.lessons.count == 2 && course.translations[.simplifiedChinese]?.count == 1)
    }

    @Test func languagesAreNamedByOptionsLocalesAndFolders() {
        #expect(ContentLanguage(optionValue: "zh") == .simplifiedChinese)
        #expect(ContentLanguage(optionValue: "zh-Hans") == .simplifiedChinese)
        #expect(ContentLanguage(optionValue: "EN") == .english)
        #expect(ContentLanguage(optionValue: "de") == nil)
        #expect(ContentLanguage(environment: ["LANG": "zh_CN.UTF-8"]) == .simplifiedChinese)
        #expect(ContentLanguage(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"]) == .english)
        #expect(ContentLanguage(environment: ["LC_ALL": "", "LANG": "zh_TW.UTF-8"]) == .simplifiedChinese)
        #expect(ContentLanguage(environment: ["LANG": "C"]) == nil)
        #expect(ContentLanguage(environment: [:]) == nil)
        #expect(ContentLanguage(relativePath: "zh-Hans/06-navigation.md") == .simplifiedChinese)
        #expect(ContentLanguage(relativePath: "zh-Hans.md") == .english)
        #expect(ContentLanguage(relativePath: "shared/zh-Hans/x.md") == .english)
        #expect(SourceFile(path: "Content/zh-Hans/06-navigation.md", bytes: []).isTranslation)
        #expect(!SourceFile(path: "Content/zh-Hans/06-navigation.md", bytes: []).isLesson)
    }
}
