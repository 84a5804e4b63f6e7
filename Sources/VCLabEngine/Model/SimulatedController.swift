/// One live instance of a view controller inside the simulation.
///
/// A reference type because UIKit's controllers form a graph (parents, children, presenters) that the
/// simulation mutates in place; it never leaves ``Simulation``.
final class SimulatedController {
    enum Kind: Equatable {
        case content
        case navigation
        case tabs
    }

    /// How UIKit creates the controller, which decides its `init…` callbacks.
    enum Origin: Equatable {
        case storyboard
        case nib
        case code
    }

    let name: String
    let kind: Kind
    let origin: Origin
    /// When its initializer ran, which is also its place among memory-warning observers: the initializer
    /// registers for the notification.
    var initializationOrder = 0

    var isDeallocated = false
    var isViewLoaded = false
    var appearance: AppearanceState = .disappeared
    /// Whether the view is in the window's hierarchy right now.
    var isViewInWindow = false

    /// Navigation stack (bottom first), tab array, or custom children, in that order of meaning by `kind`.
    var children: [SimulatedController] = []
    var selectedTabIndex = 0
    /// Strong, like the other back references: weak ones would put every retain on the slow path, and
    /// ``Simulation`` breaks the cycles when it ends.
    var parent: SimulatedController?
    /// Controllers whose views were added with `addSubview` only (no `addChild`); the parent keeps them.
    var viewOnlyChildren: [SimulatedController] = []
    var viewOnlyParent: SimulatedController?

    var presentingController: SimulatedController?
    var presentedController: SimulatedController?
    /// The style this controller was presented with, after adaptation.
    var presentationStyle: PresentationStyle?
    /// `modal B`: a swipe cannot dismiss it, and it hears `presentationControllerDidAttemptToDismiss`.
    var isModalInPresentation = false
    /// `pages P`: a `UIPageViewController`, whose one child is the page it shows.
    var isPageViewController = false
    /// `hosting H`: a `UIHostingController`; whether its root view heard `onAppear` (and not yet `onDisappear`),
    /// and whether it ever did.
    var hostsSwiftUI = false
    var isSwiftUIViewVisible = false
    var hasHeardOnAppear = false
    /// The safe-area insets the controller last heard of in `viewSafeAreaInsetsDidChange`.
    var deliveredSafeArea = EdgeInsets.zero
    /// A child its parent added while loading (iOS 11+): laid out twice at its first appearance.
    var awaitsSecondLayoutPass = false

    var isKept = false
    var forwardsAppearanceManually = false
    var wantsFullScreenLayout = false
    var extendsUnderBars = true
    /// `definesPresentationContext`: context presentations from inside it cover its view.
    var definesPresentationContext = false

    /// The orientation the controller last heard of (set when its view loads and when it hears a rotation);
    /// when it differs from the device's, a size transition is pending until it comes back on screen.
    var knowsLandscape = false
    /// Whether `traitCollectionDidChange(nil)` has run for the current view (iOS 8–12 first appearance).
    var hasReceivedInitialTraits = false
    var needsLayout = true
    /// iOS 26: the view has not run `updateProperties` since it loaded or was last invalidated.
    var needsPropertiesUpdate = true
    /// The frame computed during the snapshot numbered `frameEpoch`.
    var cachedFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    var frameEpoch = -1
    /// The frame the view had when it last had a place; a view taken out of its hierarchy keeps it.
    var lastPlacedFrame: Rect?
    /// Where the view was before a rotation or a status bar change, to tell which views must lay out.
    var frameBeforeChange: Rect?
    /// The children that received the current appearance transition from this controller.
    var forwardedAppearanceTargets: [SimulatedController] = []
    /// The `animated` flag of the transition in flight, which the did-callbacks repeat.
    var isTransitionAnimated = false

    init(name: String, kind: Kind, origin: Origin) {
        self.name = name
        self.kind = kind
        self.origin = origin
    }

    var isAlive: Bool { !isDeallocated }

    /// The child whose view a container shows: the top of a navigation stack, the selected tab.
    var visibleChild: SimulatedController? {
        switch kind {
        case .navigation: children.last
        case .tabs: children.indices.contains(selectedTabIndex) ? children[selectedTabIndex] : nil
        case .content: nil
        }
    }

    /// The children that share this controller's appearance transitions.
    var appearanceChildren: [SimulatedController] {
        switch kind {
        case .navigation, .tabs: visibleChild.map { [$0] } ?? []
        // `add … to` always puts the child's view into the parent's view, so every custom child takes part.
        case .content: children
        }
    }

    /// UIKit's containers forward appearance from inside their own callbacks, as a manual container does.
    var forwardsFromInsideCallbacks: Bool { kind != .content || forwardsAppearanceManually || isPageViewController }
}
