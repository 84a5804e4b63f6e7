/// A simulated iOS version, `major.minor`, from 3.0 to 26.x.
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    public static let supported = IOSVersion(3)...IOSVersion(26, 99)
    public static let `default` = IOSVersion(17)

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
}
