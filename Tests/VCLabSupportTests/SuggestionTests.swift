import Testing

@testable import VCLabSupport

@Suite struct SuggestionTests {
    @Test func suggestsTheNearestKeywordForATypo() {
        #expect(Suggestion.closest(to: "puhs", among: ["push", "pop", "present"]) == "push")
        #expect(Suggestion.closest(to: "dismis", among: ["dismiss", "present"]) == "dismiss")
        #expect(Suggestion.closest(to: "Viewdidload", among: ["viewDidLoad", "loadView"]) == "viewDidLoad")
    }

    @Test func staysQuietWhenNothingIsClose() {
        #expect(Suggestion.closest(to: "banana", among: ["push", "pop"]) == nil)
        #expect(Suggestion.closest(to: "", among: ["push"]) == nil)
        #expect(Suggestion.closest(to: "x", among: [String]()) == nil)
    }

    @Test func suggestsNothingForAShortNameThatIsSimplyUnknown() {
        // One letter is one edit from every other letter: "did you mean 'A'?" for 'Z' would be a guess.
        #expect(Suggestion.closest(to: "Z", among: ["A", "B"]) == nil)
        #expect(Suggestion.closest(to: "t", among: ["s"]) == nil)
        #expect(Suggestion.closest(to: "AB", among: ["AC"]) == nil)
        // A difference of case alone is still a correction, and three letters allow one edit.
        #expect(Suggestion.closest(to: "a", among: ["A", "B"]) == "A")
        #expect(Suggestion.closest(to: "pop", among: ["top", "push"]) == "top")
        #expect(Suggestion.closest(to: "pushx", among: ["push"]) == "push")
        #expect(Suggestion.closest(to: "pusxx", among: ["push"]) == nil)
    }

    @Test func countsATranspositionAsOneEdit() {
        #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }
}
