/// The C functions `vclab-review.wasm` exports to the site's review page (`scripts/build-wasm` compiles this
/// file with ``ReviewBatch``, ``ReviewState``, ``FSRS``, ``ReviewRating``, ``ReviewClock`` and `SplitMix64`,
/// nothing else). The script copies its two arrays into memory from `vclab_review_allocate`, calls
/// `vclab_review_schedule`, reads the answer's doubles at `vclab_review_output_pointer` and frees the input.
/// Natively the functions exist too, unused: the same file, as the lab's exports are.
nonisolated(unsafe) private var reviewAnswer: [Double] = []

@_cdecl("vclab_review_allocate")
public func vclabReviewAllocate(_ count: Int32) -> UnsafeMutableRawPointer {
    // Eight-byte aligned, so the numbers can be read where they were written.
    UnsafeMutableRawPointer.allocate(byteCount: max(Int(count), 1), alignment: 8)
}

@_cdecl("vclab_review_release")
public func vclabReviewRelease(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// The count of doubles in the answer (``ReviewBatch/fieldsPerQuiz`` a quiz), or -1 when the input does not
/// describe whole quizzes.
@_cdecl("vclab_review_schedule")
public func vclabReviewSchedule(
    _ numbers: UnsafePointer<Double>?, _ numberCount: Int32, _ ids: UnsafePointer<UInt8>?, _ idCount: Int32
) -> Int32 {
    let answer = ReviewBatch.schedule(
        numbers: UnsafeBufferPointer(start: numbers, count: numbers == nil ? 0 : max(Int(numberCount), 0)),
        ids: UnsafeBufferPointer(start: ids, count: ids == nil ? 0 : max(Int(idCount), 0)))
    reviewAnswer = answer ?? []
    return answer.map { Int32($0.count) } ?? -1
}

/// The answer stays until the next request: the page asks once.
@_cdecl("vclab_review_output_pointer")
public func vclabReviewOutputPointer() -> UnsafePointer<Double>? {
    reviewAnswer.withUnsafeBufferPointer { $0.baseAddress }
}
