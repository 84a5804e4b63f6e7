import CZlib

/// Gzip (RFC 1952) by zlib's deflate at its best compression, for the copy of the engine's module that travels
/// compressed whatever the host does (`vclab.wasm.gz`, which `lab.js`'s worker decompresses as it streams in).
///
/// zlib writes its own header: no file name and a modification time of zero, so the same bytes give the same
/// file on every build.
enum Gzip {
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        // 15 bits of window, plus 16 for the gzip wrapper rather than zlib's; memory level 9, zlib's largest.
        let status = deflateInit2_(
            &stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
            Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib could not start deflate: \(status)")
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
        var input = bytes
        let result = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { destination in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = destination.baseAddress
                stream.avail_out = UInt32(destination.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        // deflateBound is an upper bound, so one call with Z_FINISH always ends the stream.
        precondition(result == Z_STREAM_END, "zlib's deflate did not finish: \(result)")
        return Array(output.prefix(Int(stream.total_out)))
    }
}
