import Testing

@testable import VCLabContent

@Suite struct OptionShufflerTests {
    @Test func seedIsFNV1a() {
        #expect(OptionShuffler.seed(for: "") == 0xcbf2_9ce4_8422_2325)
        #expect(OptionShuffler.seed(for: "a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func shuffleDependsOnlyOnTheID() {
        let options = ["a", "b", "c", "d", "e"]
        let first = OptionShuffler.shuffled(options, id: "push-order")
        #expect(first == OptionShuffler.shuffled(options, id: "push-order"))
        #expect(Set(first) == Set(options))
        let orders = Set((0..<20).map { OptionShuffler.shuffled(options, id: "quiz-\($0)") })
        #expect(orders.count > 10)
    }

    @Test func orderingOptionsAreNeverAlreadyInOrder() {
        for index in 0..<500 {
            let key = ["x", "y"]
            #expect(OptionShuffler.shuffledForOrdering(key, id: "q\(index)") == ["y", "x"])
            let longer = ["a", "b", "c"]
            #expect(OptionShuffler.shuffledForOrdering(longer, id: "q\(index)") != longer)
        }
        #expect(OptionShuffler.shuffledForOrdering(["a"], id: "q") == ["a"])
    }
}
