/// Every controller that exists after one step, in the order they were first instantiated.
public struct StepSnapshot: Hashable, Sendable {
    public var step: Int
    public var controllers: [ControllerSnapshot]

    public init(step: Int, controllers: [ControllerSnapshot]) {
        self.step = step
        self.controllers = controllers
    }

    public func controller(named name: String) -> ControllerSnapshot? { controllers.first { $0.name == name } }
}
