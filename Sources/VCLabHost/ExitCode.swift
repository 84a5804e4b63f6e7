/// The process exit codes of `vclab`.
public enum ExitCode {
    public static let success: Int32 = 0
    /// Content problems: a scenario, lesson or quiz has an error.
    public static let contentError: Int32 = 1
    /// The input is not data the command can read: a device log with a line that stops it (`EX_DATAERR`).
    public static let dataError: Int32 = 65
    /// The command line itself is wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
    /// A file could not be read or written (`EX_IOERR`).
    public static let inputOutput: Int32 = 74
}
