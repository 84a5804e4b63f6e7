import Testing
import VCLabContent

@testable import VCLabStudy

@Suite struct LessonLookupTests {
    let lessons = [
        StudyFixtures.lessonNamed("01-basics", title: "The view lifecycle"),
        StudyFixtures.lessonNamed("06-navigation", title: "Pushing and popping"),
    ]

    @Test func findsByNumberSlugOrSlugWithoutItsNumber() {
        #expect(LessonLookup.find("2", in: lessons) == .found(1))
        #expect(LessonLookup.find("06-navigation", in: lessons) == .found(1))
        #expect(LessonLookup.find("navigation", in: lessons) == .found(1))
        #expect(LessonLookup.find("Basics", in: lessons) == .found(0))
    }

    @Test func aWrongNameSuggestsTheClosestLesson() {
        #expect(
            LessonLookup.find("navigaton", in: lessons)
                == .notFound("there is no lesson 'navigaton' (did you mean '06-navigation'?)"))
        #expect(LessonLookup.find("zzz", in: lessons) == .notFound("there is no lesson 'zzz'"))
        #expect(LessonLookup.find("7", in: lessons) == .notFound("there is no lesson 7; lessons are numbered 1 to 2"))
    }

    /// Issue 13: `vclab show memory`, `vclab study segues` find a lesson by a word of its title or slug.
    @Test func findsByAWordOfTheTitleOrSlug() {
        #expect(LessonLookup.find("popping", in: lessons) == .found(1))
        #expect(LessonLookup.find("lifecycles", in: lessons) == .found(0), "a plural finds the singular")
        #expect(LessonLookup.find("push pop", in: lessons) == .found(1), "every word must be there")
        let more = lessons + [StudyFixtures.lessonNamed("07-tabs", title: "Tabs, pushing and popping")]
        #expect(
            LessonLookup.find("popping", in: more)
                == .notFound("'popping' is in 2 lessons: 2 06-navigation, 3 07-tabs; name one by its number"))
        #expect(LessonLookup.find("po", in: lessons) == .notFound("there is no lesson 'po'"), "too short to search")
    }

    @Test func theListingNumbersEveryLesson() {
        #expect(
            LessonLookup.listing(lessons) == """
                Lessons:
                  1  01-basics      The view lifecycle
                  2  06-navigation  Pushing and popping

                """)
    }
}
