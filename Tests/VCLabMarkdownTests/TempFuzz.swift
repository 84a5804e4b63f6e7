import Foundation
import Testing
import VCLabMarkdown

@Test func tempFuzz() {
    let count = Int(ProcessInfo.processInfo.environment["FUZZ"] ?? "0")!
    var generator = MarkdownFuzzer(seed: UInt64(ProcessInfo.processInfo.environment["SEED"] ?? "1")!)
    var bad = 0
    for i in 0..<count {
        let d = generator.document()
        if i < 5 { print("SAMPLE", String(reflecting: d)) }
        let doc = MarkdownParser.parse(d)
        let a = MarkdownHTMLRenderer.render(doc.blocks)
        _ = doc.outline
        _ = doc.plainText
        let e = MarkdownParser.cmarkHTML(d)
        if a != e {
            bad += 1
            if bad < 5 { print("MISMATCH", String(reflecting: d), "\nGOT", String(reflecting: a), "\nEXP", String(reflecting: e)) }
        }
    }
    print("FUZZ bad", bad, "of", count)
}
