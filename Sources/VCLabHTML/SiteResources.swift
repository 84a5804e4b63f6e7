/// The stylesheet and script of the site, embedded in the binary so that `vclab` needs no files at run time.
public enum SiteResources {
    public static var stylesheet: String { String(decoding: PackageResources.site_css, as: UTF8.self) }
    public static var script: String { String(decoding: PackageResources.site_js, as: UTF8.self) }
    public static var labScript: String { String(decoding: PackageResources.lab_js, as: UTF8.self) }
    public static var engineWorkerScript: String {
        String(decoding: PackageResources.engine_worker_js, as: UTF8.self)
    }
    /// The VCLab mark as the tab's icon; the front screen follows the browser's theme.
    static let favicon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
        <style>.b{stroke:#1c2128}.f{fill:#0a56c2}@media (prefers-color-scheme: dark){.b{stroke:#e6edf3}.f{fill:#6cb6ff}}</style>
        <rect class="b" x="2.5" y="5.5" width="12" height="16" rx="2.5" fill="none" stroke-width="2"/>
        <rect class="f" x="9.5" y="2.5" width="12" height="16" rx="2.5"/>
        </svg>

        """
}
