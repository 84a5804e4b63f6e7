/// A simulated iOS version, `major.minor`: a version Apple released, 3.0 through 18.x, then 26.x.
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The bounds of what VCLab simulates. Not every version inside them exists: see ``isReleased``.
    public static let supported = IOSVersion(3)...IOSVersion(26, 99)
    public static let `default` = IOSVersion(17)

    /// The majors Apple released. The numbering went from 18 to 26 in 2025 (the year after the release), so
    /// 19 through 25 never existed; a scenario that names one is a mistake, not a version to simulate.
    public static let releasedMajors: [Int] = Array(3...18) + [26]

    /// `17` or `12.4`: digits, optionally a dot and more digits; `nil` for anything else. Says nothing of
    /// whether the version exists (``isReleased``). The one reader of a version that every face (the scenario
    /// language, lessons' `compare:`, `--ios`, `vclab random`, the lab) calls.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } })
        else { return nil }
        // More than four digits cannot be a version VCLab simulates, and `Int` must not overflow on them.
        let numbers = parts.map { $0.utf8.count > 4 ? Int.max : Int($0) ?? Int.max }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0)
    }

    /// Whether Apple released this version's major (and the minor is a two-digit one), so VCLab simulates it.
    public var isReleased: Bool { Self.supported.contains(self) && Self.releasedMajors.contains(major) }

    /// The released majors nearest to this one, for a did-you-mean: both neighbours of a gap (`22` → 18 and
    /// 26), the nearest end outside the range. Empty for a released version.
    public var nearestReleased: [IOSVersion] {
        guard !isReleased else { return [] }
        let below = Self.releasedMajors.last { $0 < major || ($0 == major && minor > 99) }
        let above = Self.releasedMajors.first { $0 > major }
        return [below, above].compactMap { $0 }.map { IOSVersion($0) }
    }

    /// Why `text` (as written) names no version VCLab simulates: one sentence for a diagnostic.
    public static func unreleasedMessage(_ text: String, _ version: IOSVersion) -> String {
        if (19...25).contains(version.major) {
            return "iOS \(text) was never released: Apple went from iOS 18 to iOS 26"
        }
        return "iOS \(text) is not supported; VCLab simulates iOS 3.0 through 18.x and 26.x"
    }

    /// `did you mean 18 or 26?`, each nearest version written by `spell` (`'ios 18'` in a scenario).
    public func didYouMean(_ spell: (String) -> String = { $0 }) -> String? {
        let names = nearestReleased.map { spell(String($0.major)) }
        guard !names.isEmpty else { return nil }
        return "did you mean \(names.joined(separator: " or "))?"
    }

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
}
