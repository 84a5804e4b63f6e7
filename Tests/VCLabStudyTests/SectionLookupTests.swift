import Testing
import VCLabContent
import VCLabMarkdown
import VCLabSupport

@testable import VCLabStudy

/// Issue 24: `vclab show viewIsAppearing` found nothing though a lesson has that section.
@Suite struct SectionLookupTests {
    static func lesson(_ slug: String, _ markdown: String, scenario: String = "") -> Lesson {
        var blocks = MarkdownParser.parse(markdown).blocks.map(LessonBlock.markdown)
        var simulations: [LessonSimulation] = []
        if !scenario.isEmpty {
            blocks.append(.simulation(0))
            simulations.append(
                LessonSimulation(
                    name: "s", source: scenario,
                    location: VCLabSupport.SourceLocation(path: "l.md", line: 1, column: 1),
                    firstSourceLine: 1))
        }
        return Lesson(
            path: "Content/\(slug).md", slug: slug, frontMatter: FrontMatter(title: slug), blocks: blocks,
            simulations: simulations, quizzes: [])
    }

    let lessons = [
        lesson("01-intro", "# Intro\n\nPush and pop, once.\n\n## Later\n\nNothing.\n"),
        lesson("04-appearing", "# Appearing\n\nText.\n\n## viewIsAppearing\n\nIt comes later.\n"),
        lesson("06-nav", "# Navigation\n\n## Stacks\n\nPush, push, pop and pop.\n", scenario: "push B\npop\n"),
        lesson("07-布局", "# 布局\n\n## 约束的更新\n\n布局在这里。\n"),
    ]

    @Test func aHeadingIsFoundByItsWordsAnyCase() {
        let matches = SectionLookup.find("viewisappearing", in: lessons)
        #expect(matches.first == .init(lesson: 1, block: 2, heading: "viewIsAppearing"))
        #expect(SectionLookup.find("appearing", in: lessons).first?.lesson == 1)
    }

    @Test func theSectionSayingTheWordsMostWinsAndScenariosCount() {
        #expect(SectionLookup.find("push pop", in: lessons).map(\.lesson) == [2, 0])
        #expect(SectionLookup.find("push pop", in: lessons).first?.heading == "Stacks")
        #expect(SectionLookup.find("nothing here at all", in: lessons).isEmpty)
        #expect(SectionLookup.find("约束", in: lessons).first?.heading == "约束的更新")
    }
}
