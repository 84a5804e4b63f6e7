#if hasFeature(Embedded)
/// The bytes Embedded Swift seeds its hashing with, once per module instance.
///
/// Without this definition the linker takes wasi-libc's `arc4random_buf`, which brings a ChaCha20
/// generator, the `random_get` import and, through its assertion, `fprintf` and the whole of `printf`:
/// about a tenth of the module. Nothing VCLab prints depends on the order of a set or a dictionary (its
/// output is the same under every seed), so fixed bytes lose nothing and keep runs reproducible.
@_cdecl("arc4random_buf")
public func arc4randomBuffer(_ buffer: UnsafeMutableRawPointer, _ count: Int) {
    for index in 0..<count {
        buffer.storeBytes(of: UInt8(truncatingIfNeeded: index &* 131 &+ 7), toByteOffset: index, as: UInt8.self)
    }
}
#endif
