import Testing
import VCLabSupport

/// The buffer the run renderers write into: what each kind of interpolation writes.
@Suite struct HTMLWriterTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 718, -1, -10, -4_096, Int.max, Int.min])
    func writesNumbersAsSwiftPrintsThem(_ number: Int) {
        var html = HTMLWriter()
        html.write("<i x=\"\(number)\">")
        #expect(html.text == "<i x=\"\(String(number))\">")
    }

    @Test func escapesWhatItIsToldToAndNothingElse() {
        var html = HTMLWriter()
        let name = "A<\"&\">"
        html.write("<b title=\"\(escaping: name)\">\(html: "<em>x</em>")</b>")
        html.write("\(escaping: "1 < 2 & 3")\(html: "<br>")")
        #expect(html.text == "<b title=\"A&lt;&quot;&amp;&quot;&gt;\"><em>x</em></b>1 &lt; 2 &amp; 3<br>")
    }

    @Test func keepsTextThatIsNotASCII() {
        var html = HTMLWriter()
        html.write("<p>\(escaping: "第 2 步 · push B")</p>")
        html.write("→ \(html: "时序图")")
        #expect(html.text == "<p>第 2 步 · push B</p>→ 时序图")
    }

    @Test func writesALiteralAsItIsAfterWhatCameBefore() {
        var html = HTMLWriter(capacity: 64)
        html.write("<div>")
        html.write("<svg/>")
        html.write("</div>")
        #expect(html.text == "<div><svg/></div>")
        #expect(html.bytes.count == 17)
    }

    @Test func givesTheStringFormOfAWrite() {
        #expect(HTMLWriter.text { $0.write("<i>\(3)</i>") } == "<i>3</i>")
        #expect(HTMLWriter.text { _ in }.isEmpty)
    }
}
