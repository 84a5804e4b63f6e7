/// The result of running a scenario: every callback UIKit would make, in entry order, with the state after
/// each step.
public struct Trace: Hashable, Sendable {
    public struct Step: Hashable, Sendable {
        public var index: Int
        public var line: Int
        public var text: String

        public init(index: Int, line: Int, text: String) {
            self.index = index
            self.line = line
            self.text = text
        }
    }

    public var ios: IOSVersion
    public var device: ScenarioSettings.Device
    public var steps: [Step]
    public var events: [TraceEvent]
    public var states: [StepSnapshot]

    public init(
        ios: IOSVersion, device: ScenarioSettings.Device, steps: [Step], events: [TraceEvent], states: [StepSnapshot]
    ) {
        self.ios = ios
        self.device = device
        self.steps = steps
        self.events = events
        self.states = states
    }

    /// The events caused by one step.
    public func events(ofStep index: Int) -> ArraySlice<TraceEvent> {
        let start = events.partitionIndex { $0.step >= index }
        let end = events[start...].partitionIndex { $0.step > index }
        return events[start..<end]
    }
}

extension Collection {
    /// The first index whose element satisfies `predicate`, for a collection partitioned by it.
    func partitionIndex(where predicate: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = distance(from: startIndex, to: endIndex)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if predicate(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
