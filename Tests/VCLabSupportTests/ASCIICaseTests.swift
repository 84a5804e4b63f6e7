import Testing
import VCLabSupport

@Suite struct ASCIICaseTests {
    /// A to Z and only they change: the boundaries on either side of each range stay, and so does every letter
    /// beyond ASCII, which Unicode's lowercased() would change.
    @Test func onlyASCIICapitalsAreLowered() {
        #expect("@AZ[`az{".lowercasedASCII == "@az[`az{")
        #expect("ViewDidLoad".lowercasedASCII == "viewdidload")
        #expect("ÉÀ Ω 导航 Ａ".lowercasedASCII == "ÉÀ Ω 导航 Ａ")
        #expect("Push B"[...].lowercasedASCII == "push b")
        #expect("".lowercasedASCII == "")
    }
}
