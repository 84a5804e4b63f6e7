/// The one line a page shows when the site was built without the engine's WebAssembly module, so a reader
/// knows why nothing runs live.
enum LabNotice {
    static func html(_ site: SiteConfiguration) -> String {
        guard site.engineModule == nil else { return "" }
        let language = site.language
        var html = "<p class=\"lab-off\">\(SiteText.labOff[language])"
        html += HTMLText.escaped(site.engineUnavailableReason ?? SiteText.labOffWhy[language])
        return html + "\(SiteText.labOffEnd[language])</p>\n"
    }
}
