import Testing
import VCLabEngine
import VCLabSupport
import VCLabTestSupport

/// Steps that cannot run in the state the scenario reached get a located diagnostic and no trace.
@Suite struct EngineDiagnosticTests {
    typealias Case = MisusedScenario

    static let cases: [Case] = [
        Case(
            marked: "root nav(A)\nlaunch\n1️⃣pop\n", id: "scenario.nothing-to-pop", message: "has only 'A' on its stack"),
        Case(
            marked: "root nav(A)\nlaunch\n1️⃣pop to root\n", id: "scenario.nothing-to-pop",
            message: "already shows its root"),
        Case(
            marked: "root nav(A)\nlaunch\npush B\npop to 1️⃣Q\n", id: "scenario.not-in-stack",
            message: "'Q' is not in the stack"),
        Case(marked: "root A\nlaunch\n1️⃣dismiss\n", id: "scenario.nothing-presented", message: "nothing is presented"),
        Case(
            marked: "root nav(A)\nlaunch\ntab 1️⃣B\n", id: "scenario.no-tab-bar-controller",
            message: "no tab bar controller"),
        Case(marked: "root tabs(A, B)\nlaunch\ntab 1️⃣C\n", id: "scenario.not-a-tab", message: "'C' is not a tab"),
        Case(
            marked: "root A\nlaunch\n1️⃣push B\n", id: "scenario.no-navigation-controller",
            message: "no navigation controller"),
        Case(
            marked: "root tabs(nav(A), B)\nlaunch\npresent C fullScreen\ntab 1️⃣B\n",
            id: "scenario.no-tab-bar-controller", message: "no tab bar controller"),
        Case(
            marked: "ios 17\nroot A\nlaunch\npresent B fullScreen\n1️⃣swipe down\n", id: "scenario.not-a-sheet",
            message: "only a sheet"),
        Case(
            marked: "root nav(A)\nlaunch\n1️⃣segue B push\n", id: "scenario.segue-needs-storyboard",
            message: "not loaded from a storyboard"),
        Case(
            marked: "root nav(A)\nlaunch\npush 1️⃣A\n", id: "scenario.controller-in-use",
            message: "'A' is already in the stack of 'nav1'"),
        Case(
            marked: "root A\nlaunch\nremove 1️⃣Z\n", id: "scenario.unknown-controller",
            message: "no controller called 'Z'"),
        Case(
            marked: "root nav(A)\nlaunch\npush Bee\npop\nunload 1️⃣Bee\n", id: "scenario.deallocated-controller",
            message: "'Bee' has been deallocated"),
        Case(marked: "root A\nlaunch\nremove 1️⃣A\n", id: "scenario.invalid-containment", message: "it has no parent"),
        Case(marked: "root A\nlaunch\nunload 1️⃣A\n", id: "scenario.unload-visible", message: "'A' is on screen"),
        Case(marked: "root A\nlaunch\nconstraints 1️⃣A\n", id: "scenario.needs-autolayout", message: "needs Auto Layout"),
        Case(
            marked: "keep B\nroot A\nlaunch\npresent B\ndismiss\nunload B\nlayout 1️⃣B\n", id: "scenario.view-not-loaded",
            message: "has no view"),
        Case(
            marked: "root A\nlaunch\nbackground\n1️⃣push B\n", id: "scenario.app-in-background",
            message: "in the background"),
        Case(
            marked: "root A\nlaunch\nbackground\nkill\n1️⃣foreground\n", id: "scenario.app-terminated",
            message: "terminated"),
        Case(marked: "root A\nlaunch\n1️⃣kill\n", id: "scenario.app-not-in-background", message: "only a suspended app"),
        Case(
            marked: "root A\nlaunch\n1️⃣foreground\n", id: "scenario.app-not-in-background",
            message: "already in the foreground"),
        Case(
            marked: "manual P\nroot P\nlaunch\nadd C to P\ntransition 1️⃣C to D\n", id: "scenario.invalid-containment",
            message: "forwards appearance manually"),
    ]

    @Test(arguments: cases)
    func reportsTheStepThatCannotRun(_ testCase: Case) throws {
        let diagnostics = try testCase.expectRefused()
        #expect(diagnostics.count == 1)
    }

    @Test func stepsPastTheLimitAreRefusedAtTheFirstOneOver() throws {
        let source = "root nav(A)\nlaunch\n" + String(repeating: "pop\n", count: LifecycleEngine.maximumStepCount)
        let run = LifecycleEngine.run(source: source, path: "long.sim")
        let diagnostic = try #require(run.diagnostics.first)
        #expect(diagnostic.id == "scenario.too-many-steps")
        // Line 2 is `launch`, the first step; the first step over the limit is the pop on the line after the last allowed one.
        #expect(diagnostic.location.line == LifecycleEngine.maximumStepCount + 2)
    }

    @Test func misspelledControllerGetsADidYouMean() throws {
        let run = LifecycleEngine.run(source: "root nav(Login)\nlaunch\npush Home\nremove Hom\n", path: "x.sim")
        let diagnostic = try #require(run.diagnostics.first)
        #expect(diagnostic.fixIt == "did you mean 'Home'?")
    }
}
