import VCLabSupport

/// A log that cannot be read, with the line that stops it.
public struct DeviceLogError: Error, Hashable, Sendable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
