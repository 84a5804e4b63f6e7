/// The main run loop: work that UIKit defers to the next turn, the next Core Animation commit, or the end
/// of an animation.
///
/// Time is a counter in milliseconds, not a clock, so that two runs order the same work the same way.
struct SimulatedRunLoop {
    private struct Work {
        var time: Int
        var order: Int
        var perform: () -> Void
    }

    private var queue: [Work] = []
    private var nextOrder = 0
    private(set) var now = 0

    /// One turn of the run loop, which is also when Core Animation commits and lays out.
    static let turn = 1
    /// UINavigationController's push and pop animation.
    static let navigationAnimation = 350
    /// The default modal transition.
    static let modalAnimation = 500

    mutating func schedule(after delay: Int, _ perform: @escaping () -> Void) {
        queue.append(Work(time: now + delay, order: nextOrder, perform: perform))
        nextOrder += 1
    }

    var isEmpty: Bool { queue.isEmpty }

    /// Removes and returns the earliest work, advancing time to it.
    mutating func next() -> (() -> Void)? {
        guard !queue.isEmpty else { return nil }
        var best = 0
        for index in queue.indices.dropFirst()
        where (queue[index].time, queue[index].order) < (queue[best].time, queue[best].order) {
            best = index
        }
        let work = queue.remove(at: best)
        now = max(now, work.time)
        return work.perform
    }
}
