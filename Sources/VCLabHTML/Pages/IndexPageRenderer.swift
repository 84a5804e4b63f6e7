import VCLabSupport

/// The course's front door: what VCLab is, who it is for, how to use the lessons, simulations and
/// questions, how to install `vclab` for the terminal, then every lesson in order with its summary and the
/// learner's progress (filled in by `site.js` from what the browser saved).
enum IndexPageRenderer {
    static func render(
        _ lessons: [LessonSummary], site: SiteConfiguration, context: inout PageContext
    ) -> String {
        let language = site.language
        var main = "<header class=\"front\">\n<h1>" + PageLayout.mark
        main += "<span>\(HTMLText.escaped(site.title))</span></h1>\n"
        main += "<p class=\"tagline\">\(HTMLText.escaped(tagline(site)))</p>\n"
        if let first = lessons.first {
            let href = HTMLText.escaped(HTMLText.urlPath(SitePaths.page(forSlug: first.slug)))
            main += "<p class=\"front-actions\"><a class=\"button-link primary\" href=\"\(href)\">"
            main += HTMLText.escaped(SiteText.startWith(first.title)[language])
            main += "</a> <a class=\"button-link\" href=\"#lessons\">\(SiteText.seeEveryLesson[language])</a></p>\n"
        }
        main += "</header>\n"
        main += about[language]
        let quizCount = lessons.reduce(0) { $0 + $1.quizIDs.count }
        if quizCount > 0 {
            context.addLink(SitePaths.review, range: nil)
            main += "<section class=\"course-progress\" id=\"course-progress\" hidden"
            main += " aria-labelledby=\"course-progress-title\">"
            main += "<h2 id=\"course-progress-title\">\(SiteText.yourProgress[language])</h2>"
            main += "<p class=\"course-progress-text\" aria-live=\"polite\"></p>"
            main += "<progress class=\"course-progress-bar\" max=\"\(quizCount)\" value=\"0\""
            main += " aria-labelledby=\"course-progress-title\"></progress>"
            main += "<p class=\"course-progress-note\">\(SiteText.progressNote[language])</p>"
            main += "<div class=\"course-progress-actions\">"
            main += "<a class=\"button-link course-progress-review\" href=\"\(SitePaths.review)\">"
            main += "\(SiteText.questionsToTryAgain[language])</a>"
            main +=
                "<button type=\"button\" class=\"course-progress-export\">\(SiteText.saveProgress[language])</button>"
            main += "<label class=\"button-link course-progress-import\">\(SiteText.loadProgress[language])"
            main += "<input type=\"file\" accept=\".json,application/json\" class=\"visually-hidden\"></label>"
            main +=
                "<button type=\"button\" class=\"course-progress-reset\">\(SiteText.forgetAnswers[language])</button>"
            main += "</div>"
            main += "<p class=\"course-progress-status\" role=\"status\" aria-live=\"polite\"></p></section>\n"
        }
        main += "<h2 class=\"lesson-list-title\" id=\"lessons\">\(SiteText.lessons[language])</h2>\n"
        main += "<ol class=\"lesson-list\">\n"
        for lesson in lessons {
            let href = SitePaths.page(forSlug: lesson.slug)
            context.addLink(href, range: nil)
            main += "<li><a href=\"\(HTMLText.escaped(HTMLText.urlPath(href)))\">\(HTMLText.escaped(lesson.title))</a>"
            if let summary = lesson.summary {
                main += "<p class=\"lesson-list-summary\">\(HTMLText.escaped(summary))</p>"
            }
            let simulations = lesson.simulationCount
            var facts: [String] = []
            if simulations > 0 { facts.append(SiteText.simulations(simulations)[language]) }
            let quizzes = lesson.quizIDs.count
            if quizzes > 0 { facts.append(SiteText.questions(quizzes)[language]) }
            main += "<p class=\"lesson-list-meta\">\(facts.joined(separator: " · "))"
            if quizzes > 0 {
                main += " <span class=\"lesson-progress\" data-lesson=\"\(HTMLText.escaped(lesson.slug))\"></span>"
            }
            main += "</p></li>\n"
        }
        main += "</ol>\n"
        let page = PageLayout.Page(
            title: site.title, description: tagline(site), kind: "index", path: site.folder + SitePaths.index,
            lessonSlug: nil, main: main)
        return PageLayout.render(page, site: site)
    }

    /// The course's tagline; VCLab's own, when the course keeps it, in the page's language.
    private static func tagline(_ site: SiteConfiguration) -> String {
        site.tagline == SiteText.tagline.english ? SiteText.tagline[site.language] : site.tagline
    }

    /// What VCLab is, for whom, and how to use it: the same for every course built with it.
    private static let about = LocalizedText(english: englishAbout, chinese: chineseAbout)

    private static let chineseAbout = """
        <div class="front-grid">
        <section aria-labelledby="about">
        <h2 id="about">这是什么</h2>
        <p>一门讲 <code>UIViewController</code> 一生的课程：UIKit 什么时候创建它、加载它的视图、布局、显示、隐藏，\
        最后释放它，覆盖 iOS 3 到 18 以及 26 的每个发布版本。本站的每条调用轨迹都由一个模拟 UIKit 生命周期的引擎算出，\
        每一步都标明依据：Apple 文档写明的、真实应用日志里看到的，或是推断的。</p>
        <p>写给想弄清楚（而不是猜）哪个回调何时运行的 iOS 开发者：正在学 UIKit 的人，在 <code>viewWillAppear</code> \
        里追 bug 的人，准备面试的人。</p>
        </section>
        <section aria-labelledby="using">
        <h2 id="using">怎么用</h2>
        <ul class="front-list">
        <li><strong>按顺序读课程</strong>，每一课都建立在前一课之上。</li>
        <li><strong>运行模拟。</strong>每个模拟把回调画成时序图；可以逐个事件查看，切换 iOS 版本，\
        在 Swift 和 Objective-C 名称之间切换。</li>
        <li><strong>回答题目。</strong>每道题都对照模拟核对。答错时会告诉你错在哪里，先让你再试一次，再给出答案。</li>
        <li><strong>先预测。</strong>打开页眉里的<em>先预测</em>，在回答完相关题目之前，每条调用轨迹都保持折叠。</li>
        </ul>
        </section>
        <section aria-labelledby="terminal">
        <h2 id="terminal">在终端里</h2>
        <p>同样的课程、模拟和题目也能在终端里运行，学习模式会给答案评分，并在该复习时把题目带回来。\
        在 VCLab 仓库的副本里，用 macOS 或 Linux 上的 Swift 6：</p>
        <pre class="front-code"><code>make build                              # 安装缺少的依赖，构建 vclab
        .build/release/vclab show 1 --lang zh   # 第 1 课的终端页面
        .build/release/vclab study 1 --lang zh  # 第 1 课的题目，评分，到期复习</code></pre>
        </section>
        </div>

        """

    private static let englishAbout = """
        <div class="front-grid">
        <section aria-labelledby="about">
        <h2 id="about">What this is</h2>
        <p>A course on the life of a <code>UIViewController</code>: when UIKit creates it, loads its view, lays \
        it out, shows and hides it, and lets it go, on every released iOS version (3 to 18, and 26). Every trace on these pages \
        is computed by a simulation of UIKit's lifecycle, and each step carries its evidence: documented by \
        Apple, seen in logs of real apps, or inferred.</p>
        <p>It is for iOS developers who want to know, not guess, which callback runs when: someone learning UIKit, \
        someone chasing a bug in <code>viewWillAppear</code>, someone preparing for an interview.</p>
        </section>
        <section aria-labelledby="using">
        <h2 id="using">How to use it</h2>
        <ul class="front-list">
        <li><strong>Read a lesson</strong> in order; each one builds on the one before.</li>
        <li><strong>Run the simulations.</strong> Each draws the callbacks as a sequence diagram; step through \
        them one at a time, switch iOS versions, and switch between Swift and Objective-C names.</li>
        <li><strong>Answer the questions.</strong> Each is checked against the simulation. A wrong answer tells \
        you what was wrong and lets you try again before it shows the answer.</li>
        <li><strong>Predict first.</strong> Turn on <em>Predict first</em> in the header to keep each trace \
        folded until you have answered its questions.</li>
        </ul>
        </section>
        <section aria-labelledby="terminal">
        <h2 id="terminal">In the terminal</h2>
        <p>The same lessons, simulations and questions run in a terminal, with a study mode that grades your \
        answers and brings questions back when they are due. In a copy of the VCLab repository, with Swift 6 \
        on macOS or Linux:</p>
        <pre class="front-code"><code>make build                    # installs what is missing, builds vclab
        .build/release/vclab show 1   # lesson 1 as a terminal page
        .build/release/vclab study 1  # its questions, graded, with reviews when due</code></pre>
        </section>
        </div>

        """
}
