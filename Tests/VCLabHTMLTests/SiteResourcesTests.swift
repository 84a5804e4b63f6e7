import Testing

@testable import VCLabHTML

@Suite struct SiteResourcesTests {
    @Test func resourcesAreEmbedded() {
        #expect(!SiteResources.stylesheet.isEmpty)
        #expect(!SiteResources.script.isEmpty)
    }
}
