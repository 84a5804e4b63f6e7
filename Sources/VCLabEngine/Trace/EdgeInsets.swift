/// `UIEdgeInsets`: how far a view's safe area lies inside each of its edges, in points.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `top left bottom right`, as UIKit orders them.
    public var description: String {
        "\(Rect.format(top)) \(Rect.format(left)) \(Rect.format(bottom)) \(Rect.format(right))"
    }
}
