/// The stylesheet and script of the site, embedded in the binary so that `vclab` needs no files at run time.
public enum SiteResources {
    public static var stylesheet: String { String(decoding: PackageResources.site_css, as: UTF8.self) }
    public static var script: String { String(decoding: PackageResources.site_js, as: UTF8.self) }
    public static var labScript: String { String(decoding: PackageResources.lab_js, as: UTF8.self) }
}
