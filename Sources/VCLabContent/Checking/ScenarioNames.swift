import VCLabEngine

/// The controllers a scenario has, for checking the names quizzes use and for the editor's completion.
public struct ScenarioNames: Sendable {
    /// Every controller the scenario declares, names in a step or creates, and `app`.
    public var controllers: Set<String>
    /// The navigation and tab bar controllers (`nav1`, `tabs1`, or named ones).
    public var containers: Set<String>

    /// - Parameter trace: the run, whose controllers join the names; `nil` for the names the text gives.
    public init(scenario: Scenario, trace: Trace?) {
        var controllers: Set<String> = ["app"]
        var containers: Set<String> = []
        func add(_ expression: ControllerExpression) {
            var pending = [expression]
            while let next = pending.popLast() {
                switch next {
                case .controller(let name, _):
                    controllers.insert(name)
                case .navigation(let name, let children, _), .tabs(let name, let children, _):
                    controllers.insert(name)
                    containers.insert(name)
                    pending += children
                }
            }
        }
        for declaration in scenario.declarations {
            switch declaration.kind {
            case .storyboard(let names), .nib(let names), .code(let names), .keep(let names),
                .fullScreenLayout(let names), .extendNone(let names), .manualForwarding(let names),
                .presentationContext(let names), .modalInPresentation(let names), .pageViewControllers(let names),
                .designSize(let names, _), .hosting(let names):
                controllers.formUnion(names)
            case .root(let expression):
                add(expression)
            case .embedded(let child, let parent, _), .represented(let child, let parent):
                controllers.formUnion([child, parent])
            }
        }
        for step in scenario.steps {
            switch step.action {
            case .push(let name, _), .popTo(let name, _), .segue(let name, _), .refusedSegue(let name, _),
                .unwind(let name), .tab(let name),
                .remove(let name),
                .load(let name), .unload(let name), .layout(let name), .constraints(let name), .properties(let name),
                .state(let name):
                controllers.insert(name.name)
            case .present(let expression, _, _), .replaceRoot(let expression):
                add(expression)
            case .add(let child, let parent), .addView(let child, let parent),
                .addWithoutDidMove(let child, let parent):
                controllers.formUnion([child.name, parent.name])
            case .transition(let from, let to, _):
                controllers.formUnion([from.name, to.name])
            case .page(let page, let container, _):
                controllers.formUnion([page.name, container.name])
            case .launch, .pop, .popToRoot, .swipeBack, .dismiss, .swipeDown, .background, .foreground, .kill,
                .disconnect,
                .memoryWarning, .rotate, .resize, .statusBar, .interrupt:
                break
            }
        }
        for controller in trace?.states.last?.controllers ?? [] { controllers.insert(controller.name) }
        self.controllers = controllers
        self.containers = containers
    }

    /// The names, sorted, for did-you-mean and messages.
    public var sortedControllers: [String] { controllers.sorted() }
}
