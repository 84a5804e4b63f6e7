import Testing
import VCLabStudy

/// Issue 24: a place per lesson, the last one first; the previous version's one-line file still reads.
struct StudyPlacesTests {
    @Test func theOldOneLineFileIsAListOfOne() {
        let places = StudyPlaces(parsing: "06-navigation 4\n")
        #expect(places.last == .init(slug: "06-navigation", page: 4))
        #expect(places.page(in: "06-navigation") == 4)
        #expect(places.page(in: "01-intro") == nil)
    }

    @Test func movingInOneLessonKeepsTheOthers() {
        var places = StudyPlaces(parsing: "08-segues 8\n")
        places.move(to: 2, in: "01-intro")
        #expect(places.last == .init(slug: "01-intro", page: 2))
        #expect(places.page(in: "08-segues") == 8, "opening another lesson does not lose lesson 8's place")
        places.move(to: 9, in: "08-segues")
        #expect(places.text == "08-segues 9\n01-intro 2\n")
        #expect(StudyPlaces(parsing: places.text) == places)
        places.forget("08-segues")
        #expect(places.text == "01-intro 2\n")
    }

    @Test func aDamagedLineLosesOnlyItself() {
        let places = StudyPlaces(parsing: "01-intro 2\ngarbage\n02-views -1\n03-x 3 4\n04-y 7\n01-intro 5\n")
        #expect(places.places == [.init(slug: "01-intro", page: 2), .init(slug: "04-y", page: 7)])
    }
}
