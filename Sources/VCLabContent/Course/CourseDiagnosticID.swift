/// The stable identifiers of the diagnostics about the content directory as a whole.
public enum CourseDiagnosticID {
    /// Two lessons in different folders have the same file name, so the same slug.
    public static let duplicateSlug = "course.duplicate-slug"
    /// A path under the content directory leads outside it (a symbolic link); it is skipped.
    public static let outsideRoot = "course.outside-root"
    /// A file under the content directory cannot be read.
    public static let unreadableFile = "course.unreadable-file"
    /// A lesson changed while a build was reading the course, so what was checked is not what would be shown.
    public static let changedDuringBuild = "course.changed-during-build"
}
