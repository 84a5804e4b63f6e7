import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map`, spread over the processor's cores; the results keep the order of the elements.
    ///
    /// Checking a course is a batch of independent lessons, so this is all the concurrency it needs.
    func parallelMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = Mutex([Result?](repeating: nil, count: count))
        let elements = self
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(elements[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
