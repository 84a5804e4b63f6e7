/// The one line a page shows when the site was built without the engine's WebAssembly module, so a reader
/// knows why nothing runs live.
enum LabNotice {
    static func html(_ site: SiteConfiguration) -> String {
        guard site.engineModule == nil else { return "" }
        var html = "<p class=\"lab-off\">The live lab is off in this build of the site: "
        html += HTMLText.escaped(site.engineUnavailableReason ?? "it was built without the engine module")
        return html + ". The traces below were computed when the site was built.</p>\n"
    }
}
