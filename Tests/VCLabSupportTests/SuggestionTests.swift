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

    @Test func countsATranspositionAsOneEdit() {
        #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }
}
