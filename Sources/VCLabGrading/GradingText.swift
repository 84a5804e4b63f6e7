import VCLabSupport

/// The grader's words, in every language VCLab speaks: the one catalogue of what ``QuizGrader`` says is wrong
/// and of why ``AnswerParser`` cannot read a response yet, for the terminal and (through the WebAssembly
/// module) the site. Callback names, options and numbers are put in as they are.
enum GradingText {
    /// A quiz's step, around the step's own text.
    static func step(index: Int, text: String) -> LocalizedText {
        LocalizedText(english: "step \(index) (\(text))", chinese: "第 \(index) 步（\(text)）")
    }

    // MARK: - QuizGrader

    static func times(_ count: Int) -> LocalizedText {
        switch count {
        case 0: LocalizedText(english: "never", chinese: "0 次")
        case 1: LocalizedText(english: "once", chinese: "1 次")
        case 2: LocalizedText(english: "twice", chinese: "2 次")
        default: LocalizedText(english: "\(count) times", chinese: "\(count) 次")
        }
    }

    static func booleanWord(_ value: Bool, claim: Bool) -> LocalizedText {
        switch (claim, value) {
        case (true, true): LocalizedText(english: "true", chinese: "对")
        case (true, false): LocalizedText(english: "false", chinese: "错")
        case (false, true): LocalizedText(english: "yes", chinese: "是")
        case (false, false): LocalizedText(english: "no", chinese: "否")
        }
    }

    static func answerIsNot(_ key: String, _ answer: String) -> LocalizedText {
        LocalizedText(english: "the answer is \(key), not \(answer)", chinese: "答案是“\(key)”，不是“\(answer)”")
    }

    static func isNotIt(_ answer: String) -> LocalizedText {
        LocalizedText(english: "\(answer) is not the one", chinese: "不是 \(answer)")
    }

    static func doesNotHappen(times answer: String) -> LocalizedText {
        LocalizedText(english: "it does not happen \(answer)", chinese: "它不是发生 \(answer)")
    }

    static let somethingIsLeftOut = LocalizedText(
        english: "something that applies is left out", chinese: "还漏了符合的选项")

    static func componentIsNotThat(_ name: LocalizedText, _ answer: String) -> LocalizedText {
        LocalizedText(english: "\(name.english) is not \(answer)", chinese: "\(name.chinese) 不是 \(answer)")
    }

    static func happensFewerTimes(_ line: String) -> LocalizedText {
        LocalizedText(english: "\(line) happens fewer times there", chinese: "\(line) 在那里发生的次数没有这么多")
    }

    static func linesMissing(_ count: Int) -> LocalizedText {
        LocalizedText(
            english: count == 1 ? "one callback is missing" : "\(count) callbacks are missing",
            chinese: "缺少 \(count) 个回调")
    }

    static func happensTimesNot(_ key: String, _ answer: String) -> LocalizedText {
        LocalizedText(english: "it happens \(key), not \(answer)", chinese: "它发生 \(key)，不是 \(answer)")
    }

    static let answerDoesNotFit = LocalizedText(
        english: "that kind of answer does not fit this question", chinese: "这种答案不适用于这道题")

    static func comesBefore(_ first: String, _ second: String) -> LocalizedText {
        LocalizedText(english: "\(first) comes before \(second)", chinese: "\(first) 在 \(second) 之前")
    }

    static func comesAfter(_ first: String, _ second: String) -> LocalizedText {
        LocalizedText(english: "\(first) comes after \(second)", chinese: "\(first) 在 \(second) 之后")
    }

    static func rightAfter(_ subject: String?, comes key: String, not answer: String) -> LocalizedText {
        LocalizedText(
            english: "right after \(subject ?? "that") comes \(key), not \(answer)",
            chinese: "紧接在 \(subject ?? "它") 之后的是 \(key)，不是 \(answer)")
    }

    static func youLeftOut(_ events: String) -> LocalizedText {
        LocalizedText(english: "you left out \(events)", chinese: "你漏掉了 \(events)")
    }

    static func notOneOfTheEvents(_ events: String) -> LocalizedText {
        LocalizedText(english: "\(events) is not one of the events to order", chinese: "\(events) 不是要排序的事件")
    }

    static func youPut(_ first: String, before second: String) -> LocalizedText {
        LocalizedText(english: "you put \(first) before \(second)", chinese: "你把 \(first) 放在了 \(second) 之前")
    }

    static let outOfOrder = LocalizedText(english: "out of order: ", chinese: "顺序不对：")
    static let missing = LocalizedText(english: "missing: ", chinese: "缺少：")

    static func happensTimesThere(_ line: String, _ times: LocalizedText) -> LocalizedText {
        LocalizedText(
            english: "\(line) (it happens \(times.english) there)", chinese: "\(line)（它在那里发生 \(times.chinese)）")
    }

    static func happensOnly(_ line: String, _ times: LocalizedText) -> LocalizedText {
        LocalizedText(
            english: "\(line) happens only \(times.english) there", chinese: "\(line) 在那里只发生 \(times.chinese)")
    }

    static func notInTheTrace(only filter: String?) -> LocalizedText {
        LocalizedText(
            english: "not in the trace there\(filter.map { " (only: \($0))" } ?? ""): ",
            chinese: "不在那里的调用序列中\(filter.map { "（只看：\($0)）" } ?? "")：")
    }

    static func isInAnotherPlace(_ line: String) -> LocalizedText {
        LocalizedText(english: "\(line) is in another place", chinese: "\(line) 应在别的位置")
    }

    static func hasNoLoadedView(_ name: String) -> LocalizedText {
        LocalizedText(english: "\(name) has no loaded view then", chinese: "\(name) 那时没有已加载的视图")
    }

    static func doesNotHappen(_ name: String) -> LocalizedText {
        LocalizedText(english: "\(name) does not happen", chinese: "\(name) 不会发生")
    }

    static func hasALoadedViewToo(_ name: String) -> LocalizedText {
        LocalizedText(english: "\(name) has a loaded view too", chinese: "\(name) 也有已加载的视图")
    }

    static func happensToo(_ name: String) -> LocalizedText {
        LocalizedText(english: "\(name) happens too", chinese: "\(name) 也会发生")
    }

    static let frameIsFourNumbers = LocalizedText(
        english: "a frame is four numbers: x y width height", chinese: "frame 是四个数：x y 宽 高")

    static func frameComponent(_ index: Int) -> LocalizedText {
        switch index {
        case 0: LocalizedText(english: "x", chinese: "x")
        case 1: LocalizedText(english: "y", chinese: "y")
        case 2: LocalizedText(english: "width", chinese: "宽")
        default: LocalizedText(english: "height", chinese: "高")
        }
    }

    static func componentIsNot(_ name: LocalizedText, _ key: String, _ answer: String) -> LocalizedText {
        LocalizedText(
            english: "\(name.english) is \(key), not \(answer)", chinese: "\(name.chinese) 是 \(key)，不是 \(answer)")
    }

    // MARK: - AnswerParser

    static let typeAnAnswer = LocalizedText(english: "type an answer first", chinese: "请先输入答案")

    static func pickOneLetter(not count: Int) -> LocalizedText {
        LocalizedText(english: "pick one letter, not \(count)", chinese: "只选一个字母，不要选 \(count) 个")
    }

    static let answerTrueOrFalse = LocalizedText(english: "answer true or false", chinese: "请回答对或错")
    static let answerYesOrNo = LocalizedText(english: "answer yes or no", chinese: "请回答是或否")
    static let typeAWholeNumber = LocalizedText(english: "type a whole number, like 2", chinese: "请输入一个整数，例如 2")
    static let typeFourNumbers = LocalizedText(
        english: "type four numbers: x y width height", chinese: "请输入四个数：x y 宽 高")

    static func notOneOfTheOptions(_ event: String) -> LocalizedText {
        LocalizedText(english: "\(event) is not one of the options", chinese: "\(event) 不是选项之一")
    }

    static func whichOne(_ events: [String]) -> LocalizedText {
        LocalizedText(
            english: "which one: \(events.joined(separator: " or "))?",
            chinese: "是哪一个：\(events.joined(separator: " 还是 "))？")
    }

    static func lineWhichOne(_ line: String, _ events: [String]) -> LocalizedText {
        LocalizedText(
            english: "'\(line)': which one, \(events.joined(separator: " or "))?",
            chinese: "“\(line)”是哪一个：\(events.joined(separator: " 还是 "))？")
    }

    static func notOneOfTheLetters(_ word: String, last: String?) -> LocalizedText {
        LocalizedText(
            english: "'\(word)' is not one of the letters\(last.map { " (a–\($0))" } ?? "")",
            chinese: "“\(word)”不是选项字母\(last.map { "（a–\($0)）" } ?? "")")
    }

    static func unknownCallback(_ word: String) -> LocalizedText {
        LocalizedText(
            english: "'\(word)' is not a callback VCLab knows; write Controller.callback, like B.viewDidLoad",
            chinese: "VCLab 不认识回调“\(word)”；请写成 Controller.callback，例如 B.viewDidLoad")
    }

    static func didYouMean(_ word: String, _ suggestion: String) -> LocalizedText {
        LocalizedText(
            english: "'\(word)': did you mean \(suggestion)?", chinese: "“\(word)”：你是指 \(suggestion) 吗？")
    }
}
