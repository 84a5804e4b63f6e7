/// Where ``SiteBuilder`` puts the files of a site: a folder on disk (the command line's), or memory
/// (``SiteBuild``).
public protocol SiteOutput {
    associatedtype Failure: Error

    /// Writes a whole file.
    mutating func write(_ file: OutputFile) throws(Failure)

    /// Adds `bytes` at the end of the file at `path`, which starts empty: the search index holds every word of
    /// the course, so it is written as the pages are made rather than kept until the end.
    mutating func append(_ bytes: [UInt8], to path: String) throws(Failure)
}
