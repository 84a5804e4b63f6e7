import VCLabSupport

/// `lab-engine.js`: the engine's WebAssembly module as base64 with its version, or why there is none.
///
/// A script rather than a `.wasm` file because Chromium refuses `fetch` from a page opened from `file://`;
/// `lab.js` decodes it once and hands the bytes to its worker.
enum LabEngineScript {
    static func render(_ site: SiteConfiguration) -> String {
        var script = "// The VCLab engine, compiled to WebAssembly with Embedded Swift (scripts/build-wasm).\n"
        guard let module = site.engineModule else {
            let reason = site.engineUnavailableReason ?? "it was built without the engine module"
            return script + "self.VCLabEngineUnavailable = \(JSONText.quoted(reason));\n"
        }
        script += "self.VCLabEngine = {\"version\": \(JSONText.quoted(VCLabVersion.string)), \"module\": \""
        script += Base64.encode(module)
        return script + "\"};\n"
    }

    /// `review-engine.js`: study mode's scheduler (`vclab-review.wasm`) as base64, or `null` when the site was
    /// built without it; the same script form as the engine's, for the same reason.
    static func renderReview(_ site: SiteConfiguration) -> String {
        let module = site.reviewModule.map { "\"" + Base64.encode($0) + "\"" } ?? "null"
        return "// Study mode's scheduler, FSRS, compiled to WebAssembly with Embedded Swift (scripts/build-wasm).\n"
            + "self.VCLabReviewEngine = {\"module\": \(module)};\n"
    }

    /// `device-engine.js`: `vclab app` and `vclab compare` (`vclab-device.wasm`) as base64, or `null`; a script
    /// so that it loads from `file://` too, and a file of its own so that a page that never asks for it never
    /// downloads it.
    static func renderDevice(_ site: SiteConfiguration) -> String {
        let module = site.deviceModule.map { "\"" + Base64.encode($0) + "\"" } ?? "null"
        return "// vclab app and vclab compare, compiled to WebAssembly with Embedded Swift (scripts/build-wasm).\n"
            + "self.VCLabDeviceEngine = {\"module\": \(module)};\n"
    }
}
