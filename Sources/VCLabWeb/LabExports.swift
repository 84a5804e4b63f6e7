import VCLabEngine
import VCLabSupport

/// The C functions the WebAssembly module exports to the site's script.
///
/// The script copies its input into memory from ``vclab_allocate(_:)``, calls a request, reads the answer's two
/// texts through the pointer and count functions, and frees the input. A request's answer stays until the
/// next request: the module serves one caller (its Web Worker) at a time.
nonisolated(unsafe) private var answerBytes: (output: [UInt8], diagnostics: [UInt8]) = ([], [])
/// What the rules say in the page's language, handed over once by ``vclab_describe_rules(_:_:)``: the module
/// carries no catalogue of its own.
nonisolated(unsafe) private var ruleDescriptions = RuleDescriptions()

private func keep(_ newAnswer: LabRequest.Answer) -> Int32 {
    answerBytes = (Array(newAnswer.output.utf8), Array(newAnswer.diagnostics.utf8))
    return newAnswer.isError ? 1 : 0
}

private func bytes(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> [UInt8] {
    guard let pointer, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
}

@_cdecl("vclab_allocate")
public func vclabAllocate(_ count: Int32) -> UnsafeMutablePointer<UInt8> {
    UnsafeMutablePointer<UInt8>.allocate(capacity: max(Int(count), 1))
}

@_cdecl("vclab_release")
public func vclabRelease(_ pointer: UnsafeMutablePointer<UInt8>?) {
    pointer?.deallocate()
}

/// Runs the scenario bytes with the options of ``LabOptions`` (JSON); 0 when it ran, 1 when it has errors.
@_cdecl("vclab_run")
public func vclabRun(
    _ source: UnsafePointer<UInt8>?, _ sourceCount: Int32, _ options: UnsafePointer<UInt8>?, _ optionsCount: Int32
) -> Int32 {
    let parsed = LabOptions(json: bytes(options, optionsCount))
    return keep(
        LabRequest.run(
            bytes(source, sourceCount), path: parsed.path, format: parsed.format, naming: parsed.naming,
            overrides: parsed.overrides, rules: ruleDescriptions))
}

/// Keeps the rule descriptions (JSON) for every later run drawn as HTML; answers with how many rules they
/// describe, or 1 and a note when the bytes are not JSON (the runs are then drawn without the notes' words).
@_cdecl("vclab_describe_rules")
public func vclabDescribeRules(_ json: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    guard let described = LabRequest.ruleDescriptions(bytes(json, count)) else {
        return keep(LabRequest.Answer(isError: true, output: "", diagnostics: "the rule descriptions are not JSON\n"))
    }
    ruleDescriptions = described
    return keep(LabRequest.Answer(isError: false, output: String(described.count), diagnostics: ""))
}

@_cdecl("vclab_grade")
public func vclabGrade(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    keep(LabRequest.grade(bytes(request, count)))
}

@_cdecl("vclab_version")
public func vclabVersion() -> Int32 {
    keep(LabRequest.Answer(isError: false, output: VCLabVersion.string, diagnostics: ""))
}

// The global arrays keep their storage until the next request replaces them, so the address stays valid
// while the script reads the answer (it reads nothing for a count of 0).
@_cdecl("vclab_output_pointer")
public func vclabOutputPointer() -> UnsafePointer<UInt8>? {
    answerBytes.output.withUnsafeBufferPointer { $0.baseAddress }
}

@_cdecl("vclab_output_count")
public func vclabOutputCount() -> Int32 { Int32(answerBytes.output.count) }

@_cdecl("vclab_diagnostics_pointer")
public func vclabDiagnosticsPointer() -> UnsafePointer<UInt8>? {
    answerBytes.diagnostics.withUnsafeBufferPointer { $0.baseAddress }
}

@_cdecl("vclab_diagnostics_count")
public func vclabDiagnosticsCount() -> Int32 { Int32(answerBytes.diagnostics.count) }
