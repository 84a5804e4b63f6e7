/// Writes random scenarios that are valid by construction, for invariant tests and benchmarks.
///
/// It keeps a light model of what is on screen (which navigation stack is visible, what is presented, which
/// tab is selected) so that it only writes steps that can run there.
public struct RandomScenarioGenerator {
    private var random: SplitMix64
    private let ios: Int
    private let device: ScenarioSettings.Device

    private struct Context {
        /// The visible navigation stack's names, or empty when no navigation controller shows the content.
        var stack: [String]
        var isSheet: Bool
        /// For the root context only: the tab stacks and the selected tab.
        var tabs: [[String]] = []
        var selectedTab = 0
        /// The names a presented context holds besides its stack: the presented controller or container.
        var holds: [String] = []
    }

    private var contexts: [Context] = []
    /// What the window shows right after `launch`, which a new scene builds again after `disconnect`.
    private var launchContexts: [Context] = []
    /// Whether the window belongs to a scene (iOS 13+ unless `scenes off`), which can then be disconnected.
    private var hasScenes = false
    private var customChildren: [String: [String]] = [:]
    /// The children the launch's scenario declares (a page view controller's first page), which a new scene
    /// declares again after `disconnect`.
    private var launchChildren: [String: [String]] = [:]
    /// Whether the root `Home` is a page view controller (`pages Home`), whose one child is its page.
    private var homeShowsPages = false
    /// The iPad window's size as the last `resize` left it, so that the next one changes it.
    private var windowSize = "full"
    /// Names come from a small pool and return to it when their controller is released, so a long scenario
    /// reuses classes the way an app does instead of inventing a new one at every step.
    private static let pool = (1...24).map { "V\($0)" }
    private static let containerPool = (1...6).map { "N\($0)" }

    public init(seed: UInt64, ios: Int? = nil) {
        random = SplitMix64(seed: seed)
        self.ios = ios ?? [4, 5, 6, 7, 9, 12, 13, 17, 26].randomElement(using: &random)!
        device = Bool.random(using: &random) ? .iphone : .ipad
    }

    private var namesInUse: Set<String> {
        var names = Set(customChildren.values.joined())
        for context in contexts {
            names.formUnion(context.stack)
            names.formUnion(context.tabs.joined())
            names.formUnion(context.holds)
        }
        return names
    }

    private mutating func freeName(from pool: [String] = pool) -> String? {
        let inUse = namesInUse
        let free = pool.filter { !inUse.contains($0) }
        return free.randomElement(using: &random)
    }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    /// A scenario of `stepCount` steps after `launch`, as source text.
    public mutating func scenario(stepCount: Int) -> String {
        var lines = ["ios \(ios)", "device \(device.rawValue)"]
        if chance(30) { lines.append("autolayout \(ios >= 6 ? "on" : "off")") }
        // From iOS 13 the app may say that it adopts scenes (the trace names the scene delegate) or that it
        // keeps the app delegate's life cycle; by default it has scenes under the app delegate's names.
        hasScenes = ios >= 13
        windowSize = "full"
        if ios >= 13 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: lines.append("scenes on")
            case 1:
                lines.append("scenes off")
                hasScenes = false
            default: break
            }
        }
        let shape = Int.random(in: 0..<3, using: &random)
        switch shape {
        case 0:
            lines.append("root nav(Home)")
            contexts = [Context(stack: ["Home"], isSheet: false)]
        case 1:
            lines.append("root T = tabs(nav(First), Second, nav(Third))")
            contexts = [Context(stack: ["First"], isSheet: false, tabs: [["First"], [], ["Third"]])]
        default:
            if ios >= 5, chance(25) {
                homeShowsPages = true
                let first = Self.pool[Self.pool.count - 1]
                lines += ["pages Home", "child \(first) of Home"]
                customChildren["Home"] = [first]
            }
            lines.append("root Home")
            contexts = [Context(stack: [], isSheet: false)]
        }
        lines.append("launch")
        launchContexts = contexts
        launchChildren = customChildren
        var written = 0
        var attempts = 0
        while written < stepCount, attempts < stepCount * 20 {
            attempts += 1
            if let step = nextStep() {
                lines.append(step)
                written += 1
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var animation: String {
        mutating get { chance(50) ? "" : (chance(50) ? " animated" : " instant") }
    }

    private mutating func nextStep() -> String? {
        let top = contexts.count - 1
        switch Int.random(in: 0..<15, using: &random) {
        case 0, 1:
            guard !contexts[top].stack.isEmpty, let name = freeName() else { return nil }
            contexts[top].stack.append(name)
            syncTab()
            return "push \(name)\(animation)"
        case 2:
            guard contexts[top].stack.count > 1 else { return nil }
            contexts[top].stack.removeLast()
            syncTab()
            return "pop\(animation)"
        case 3:
            guard contexts[top].stack.count > 2 else { return nil }
            contexts[top].stack.removeSubrange(1...)
            syncTab()
            return "pop to root"
        case 4:
            guard ios >= 7, contexts[top].stack.count > 1 else { return nil }
            if chance(50) { return "swipe back cancel" }
            contexts[top].stack.removeLast()
            syncTab()
            return "swipe back"
        case 5, 6:
            guard contexts.count < 4, let name = freeName() else { return nil }
            let container = chance(50) ? freeName(from: Self.containerPool) : nil
            let wrapped = container != nil
            let styles =
                ios >= 13
                ? [
                    "", " fullScreen", " pageSheet", " formSheet", " overFullScreen", " currentContext",
                    " overCurrentContext",
                ]
                : [""]
            let style = styles.randomElement(using: &random)!
            let isSheet =
                (style == "" && ios >= 13) || style == " pageSheet" || style == " formSheet"
            contexts.append(
                Context(stack: wrapped ? [name] : [], isSheet: isSheet, holds: [container ?? name]))
            let expression = container.map { "\($0) = nav(\(name))" } ?? name
            return "present \(expression)\(style)\(animation)"
        case 7:
            guard contexts.count > 1 else { return nil }
            let context = contexts.removeLast()
            if ios >= 13, context.isSheet, chance(50) {
                if chance(30) {
                    contexts.append(context)
                    return "swipe down cancel"
                }
                return "swipe down"
            }
            return "dismiss\(animation)"
        case 8:
            guard top == 0, !contexts[0].tabs.isEmpty else { return nil }
            let index = Int.random(in: 0..<contexts[0].tabs.count, using: &random)
            if index == contexts[0].selectedTab {
                // Tapping the selected tab again pops its navigation stack to the root.
                contexts[0].tabs[index] = Array(contexts[0].tabs[index].prefix(1))
            }
            contexts[0].selectedTab = index
            contexts[0].stack = contexts[0].tabs[index]
            return "tab \(["First", "Second", "Third"][index])"
        case 9:
            return chance(50)
                ? "memory warning" : "statusbar \(["hidden", "visible", "in-call"].randomElement(using: &random)!)"
        case 10:
            if device == .ipad, ios >= 9, chance(25) {
                // Split View and Slide Over, always to another size. The half split is left out: portrait has
                // none, and the generator does not follow the orientation.
                let sizes = ["full", "slide-over", "split 1/3", "split 2/3"].filter { $0 != windowSize }
                windowSize = sizes.randomElement(using: &random)!
                return "resize \(windowSize)"
            }
            if chance(70) { return "rotate" }
            // The app's own moments: a stay in the background (sometimes turned meanwhile) or an interruption.
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return "background\nrotate\nforeground"
            case 1: return "interrupt \(ios >= 7 ? "control-center" : "call")"
            case 2 where hasScenes:
                // The scene goes in the background with everything its window held; the new one starts afresh.
                contexts = launchContexts
                customChildren = launchChildren
                return "background\ndisconnect\nforeground"
            default: return "background\nforeground"
            }
        case 11 where homeShowsPages:
            // Only while Home is on screen: up to iOS 5 a memory warning may unload its view while covered.
            // The first page's name stays taken: on iOS 5 a Home whose view was unloaded shows it again when it
            // reloads, in place of this one.
            guard contexts.count == 1, let page = freeName() else { return nil }
            customChildren["Home"] = [Self.pool[Self.pool.count - 1], page]
            return "page \(page) in Home\(animation)"
        case 11:
            guard ios >= 5, contexts.count == 1, contexts[0].tabs.isEmpty, contexts[0].stack.isEmpty else {
                return nil
            }
            guard let child = freeName() else { return nil }
            customChildren["Home", default: []].append(child)
            return "add \(child) to Home"
        case 12:
            guard !homeShowsPages, var children = customChildren["Home"], !children.isEmpty, contexts.count == 1 else {
                return nil
            }
            let child = children.removeFirst()
            customChildren["Home"] = children
            return "remove \(child)"
        case 13:
            // On iOS 26 half of these invalidate the visible controller's properties instead; other versions
            // draw exactly as before, so their scenarios for a seed stay the same.
            if ios >= 26, chance(50) { return "properties \(visibleName)" }
            guard let name = freeName() else { return nil }
            return "load \(name)"
        default:
            guard contexts[top].stack.isEmpty == false || top > 0 else { return "memory warning" }
            return chance(50) ? "rotate" : "memory warning"
        }
    }

    /// The controller whose view is on top: the visible stack's top, the presented one, the selected tab or
    /// the root.
    private var visibleName: String {
        let context = contexts[contexts.count - 1]
        if let top = context.stack.last { return top }
        if contexts.count > 1, let held = context.holds.first { return held }
        if !context.tabs.isEmpty { return ["First", "Second", "Third"][context.selectedTab] }
        return "Home"
    }

    private mutating func syncTab() {
        guard contexts.count == 1, !contexts[0].tabs.isEmpty else { return }
        contexts[0].tabs[contexts[0].selectedTab] = contexts[0].stack
    }
}
