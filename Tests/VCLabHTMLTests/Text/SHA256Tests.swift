import Testing

@testable import VCLabHTML

@Suite struct SHA256Tests {
    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
        }.joined()
    }

    /// FIPS 180-4's examples (NIST's SHA256.pdf): one block, two blocks, and the empty message.
    @Test func digestsTheStandardsExamples() {
        #expect(
            Self.hex(SHA256.digest(Array("abc".utf8)))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Self.hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            Self.hex(SHA256.digest([]))
                == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    /// The padding's boundaries: 55 bytes fit the length in the same block, 56 need a second, 64 fill one.
    /// The digests are Python's `hashlib.sha256(b"a" * n)`.
    @Test func padsAtTheBlockBoundaries() {
        let expected = [
            55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
            56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
            64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
        ]
        for (count, digest) in expected {
            #expect(Self.hex(SHA256.digest([UInt8](repeating: UInt8(ascii: "a"), count: count))) == digest, "\(count)")
        }
    }

    /// What a browser compares with a `<style>`'s text: `'sha256-'`, base64 of the digest, `'`.
    @Test func namesAPolicySource() {
        #expect(SHA256.policySource(of: "abc") == "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='")
    }
}
