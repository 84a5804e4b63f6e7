import VCLabSupport

/// What each kind of quiz asks, in words a learner reads (`count` → "How many times?", 发生几次？), for the
/// site's question headings and the terminal's Chinese quiz header: one catalogue for both faces.
public enum QuizKindTitle {
    /// `nil` for a keyword that is not a kind.
    public static func title(_ kind: String) -> LocalizedText? {
        switch kind {
        case "order": LocalizedText(english: "Put in order", chinese: "排序")
        case "first": LocalizedText(english: "Which comes first?", chinese: "哪个先发生？")
        case "last": LocalizedText(english: "Which comes last?", chinese: "哪个最后发生？")
        case "next": LocalizedText(english: "What comes next?", chinese: "接下来是哪个？")
        case "happens": LocalizedText(english: "Does it happen?", chinese: "会发生吗？")
        case "count": LocalizedText(english: "How many times?", chinese: "发生几次？")
        case "which": LocalizedText(english: "Which happen?", chinese: "哪些会发生？")
        case "loaded": LocalizedText(english: "Which views are loaded?", chinese: "哪些视图已加载？")
        case "frame": LocalizedText(english: "Which frame?", chinese: "frame 是多少？")
        case "claim": LocalizedText(english: "True or false?", chinese: "对还是错？")
        case "trace": LocalizedText(english: "Write the trace", chinese: "写出调用轨迹")
        default: nil
        }
    }
}
