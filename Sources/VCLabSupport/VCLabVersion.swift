/// The version of VCLab: what `vclab --version` prints and what the site's `VCLab.version` says, so a page
/// can tell which engine it runs.
public enum VCLabVersion {
    public static let string = "0.2.0"
}
