import VCLabEngine

// libFuzzer entry point for the scenario parser and the engine: any bytes must yield either a trace or
// diagnostics, never a crash, a sanitizer report or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let run = LifecycleEngine.run(bytes: bytes, path: "fuzz.sim")
    if let trace = run.trace {
        _ = TraceJSONFormatter.format(trace)
        _ = TraceTextFormatter.format(trace, naming: .objectiveC)
        precondition(run.diagnostics.allSatisfy { $0.severity != .error }, "a trace came with an error")
    } else {
        precondition(run.diagnostics.contains { $0.severity == .error }, "no trace and no error")
    }
    return 0
}
