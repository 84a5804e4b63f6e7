/// A declaration line: how controllers are made and held before any step runs.
public struct ScenarioDeclaration: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `storyboard A B`: `init(coder:)` then `awakeFromNib`.
        case storyboard([String])
        /// `nib A`: `init(nibName:bundle:)` with a nib that the default `loadView` loads.
        case nib([String])
        /// `code A`: `init(nibName:bundle:)` with nil; `loadView` builds the view in code.
        case code([String])
        /// `root EXPR`: the window's root view controller.
        case root(ControllerExpression)
        /// `keep B`: something outside the stacks holds B strongly.
        case keep([String])
        /// `fullscreen A`: `wantsFullScreenLayout = YES` (up to iOS 6).
        case fullScreenLayout([String])
        /// `extend A none`: `edgesForExtendedLayout = []` (iOS 7+).
        case extendNone([String])
        /// `manual P` (VCLab extension): `shouldAutomaticallyForwardAppearanceMethods` returns false, so P
        /// forwards appearance to its children itself, from inside its own callbacks.
        case manualForwarding([String])
        /// `context N` (VCLab extension): `N.definesPresentationContext = true`, so `currentContext` and
        /// `overCurrentContext` presentations from inside N cover N's view.
        case presentationContext([String])
        /// `embed C in A` (VCLab extension): a storyboard container view in A's scene embeds C, so C is
        /// instantiated, prepared for and added while A's view loads. `child C of A`: A's `viewDidLoad` adds C
        /// with `addChild`, `addSubview` and `didMove(toParent:)`. Either way C exists before A appears.
        case embedded(child: String, parent: String, bySegue: Bool)
        /// `modal B` (VCLab extension, iOS 13+): `B.isModalInPresentation = true`, and B is its presentation
        /// controller's delegate, so a swipe cannot dismiss it and B hears of the attempt.
        case modalInPresentation([String])
        /// `pages P` (VCLab extension, iOS 5+): P is a `UIPageViewController`; `child A of P` is the page its
        /// `viewDidLoad` sets with `setViewControllers`, and the step `page B in P` sets another.
        case pageViewControllers([String])
        /// `design A 375x667` (VCLab extension): the size A's storyboard scene or nib was designed at, which its
        /// view has when it loads; UIKit resizes it to the window at launch, which costs a layout pass.
        case designSize([String], Size)
        /// `hosting H` (VCLab extension, iOS 13+): H is a `UIHostingController` whose SwiftUI root view has
        /// `onAppear`, `onDisappear` and (iOS 15+) `.task`.
        case hosting([String])
        /// `represent C in H` (VCLab extension, iOS 13+): H's root view contains a `UIViewControllerRepresentable`
        /// whose `makeUIViewController` makes C; H is then a hosting controller.
        case represented(child: String, host: String)
    }

    public var kind: Kind
    public var line: Int
    public var column: Int

    public init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }
}
