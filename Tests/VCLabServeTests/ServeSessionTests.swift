import Testing

@testable import VCLabServe

@Suite struct ServeSessionTests {
    /// The types the preview serves the site's files as: the module as application/wasm, so the worker compiles
    /// it as it streams, and its gzipped copy as what it is, which the worker decompresses itself.
    @Test func servesEachFileAsItsType() {
        #expect(ServeSession.contentType(of: "/vclab.wasm") == "application/wasm")
        #expect(ServeSession.contentType(of: "/vclab.wasm.gz") == "application/gzip")
        #expect(ServeSession.contentType(of: "/engine-worker.js") == "text/javascript; charset=utf-8")
        #expect(ServeSession.contentType(of: "/08-segues.html") == "text/html; charset=utf-8")
        #expect(ServeSession.contentType(of: "/notes.bin") == "application/octet-stream")
    }
}
