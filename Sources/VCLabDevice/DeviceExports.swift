/// The C functions `vclab-device.wasm` exports to the site's "Run it on your iPhone" (`scripts/build-wasm`
/// compiles this module's files but the terminal text renderer, with the engine, the grader's comparison and the
/// support module). The script copies its inputs into memory from `vclab_device_allocate`, calls a request,
/// reads the answer through the pointer and count functions, and frees the inputs. Natively the functions exist
/// too, unused: the same files, as the lab's exports are.
nonisolated(unsafe) private var deviceAnswer: (output: [UInt8], diagnostics: [UInt8]) = ([], [])

private func keep(_ answer: DeviceRequest.Answer) -> Int32 {
    deviceAnswer = (answer.output, Array(answer.diagnostics.utf8))
    return answer.isError ? 1 : 0
}

private func bytes(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> [UInt8] {
    guard let pointer, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
}

@_cdecl("vclab_device_allocate")
public func vclabDeviceAllocate(_ count: Int32) -> UnsafeMutablePointer<UInt8> {
    UnsafeMutablePointer<UInt8>.allocate(capacity: max(Int(count), 1))
}

@_cdecl("vclab_device_release")
public func vclabDeviceRelease(_ pointer: UnsafeMutablePointer<UInt8>?) {
    pointer?.deallocate()
}

/// The package's ZIP for the scenario's bytes, named `name` as `vclab app` names a file; 0 when it was made, 1
/// when the scenario has errors (the diagnostics say which).
@_cdecl("vclab_device_package")
public func vclabDevicePackage(
    _ source: UnsafePointer<UInt8>?, _ sourceCount: Int32, _ name: UnsafePointer<UInt8>?, _ nameCount: Int32
) -> Int32 {
    keep(
        DeviceRequest.package(bytes(source, sourceCount), name: String(decoding: bytes(name, nameCount), as: UTF8.self))
    )
}

/// The comparison's JSON for a pasted log and the scenario's bytes; 1 when the log cannot be read or the
/// scenario has errors.
@_cdecl("vclab_device_compare")
public func vclabDeviceCompare(
    _ log: UnsafePointer<UInt8>?, _ logCount: Int32, _ source: UnsafePointer<UInt8>?, _ sourceCount: Int32,
    _ name: UnsafePointer<UInt8>?, _ nameCount: Int32
) -> Int32 {
    keep(
        DeviceRequest.compare(
            log: bytes(log, logCount), scenario: bytes(source, sourceCount),
            name: String(decoding: bytes(name, nameCount), as: UTF8.self)))
}

// The global arrays keep their storage until the next request replaces them.
@_cdecl("vclab_device_output_pointer")
public func vclabDeviceOutputPointer() -> UnsafePointer<UInt8>? {
    deviceAnswer.output.withUnsafeBufferPointer { $0.baseAddress }
}

@_cdecl("vclab_device_output_count")
public func vclabDeviceOutputCount() -> Int32 { Int32(deviceAnswer.output.count) }

@_cdecl("vclab_device_diagnostics_pointer")
public func vclabDeviceDiagnosticsPointer() -> UnsafePointer<UInt8>? {
    deviceAnswer.diagnostics.withUnsafeBufferPointer { $0.baseAddress }
}

@_cdecl("vclab_device_diagnostics_count")
public func vclabDeviceDiagnosticsCount() -> Int32 { Int32(deviceAnswer.diagnostics.count) }
