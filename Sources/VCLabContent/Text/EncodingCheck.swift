/// Finds where a file stops being text that a lesson may hold.
///
/// libcmark would quietly turn bad bytes into U+FFFD; an author needs to know where they are instead.
enum EncodingCheck {
    enum Problem: Equatable {
        case invalidUTF8(offset: Int)
        case nulByte(offset: Int)
    }

    /// The first ill-formed UTF-8 sequence or NUL byte in `bytes`, or `nil` when there is none.
    ///
    /// The standard library's UTF-8 parser rejects overlong forms, surrogates and code points above U+10FFFF,
    /// as the Unicode standard requires.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0 { return .nulByte(offset: offset) }
                offset += encoded.count
            case .error:
                return .invalidUTF8(offset: offset)
            case .emptyInput:
                return nil
            }
        }
    }
}
