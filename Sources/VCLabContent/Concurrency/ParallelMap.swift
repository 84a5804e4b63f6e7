import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map`, spread over the processor's cores; the results keep the order of the elements.
    ///
    /// Checking and rendering a course are batches of independent lessons, so this is all the concurrency they
    /// need.
    public func parallelMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
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
