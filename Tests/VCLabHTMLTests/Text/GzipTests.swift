import Foundation
import Testing

@testable import VCLabHTML

@Suite struct GzipTests {
    /// What GNU gzip, a decoder of its own, makes of the bytes.
    private static func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["--decompress", "--stdout"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Written from another thread: a pipe holds 64 KB, and gzip stops reading while its output is unread.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(bytes))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "gzip could not read it")
        return Array(result)
    }

    /// A module-like input: runs of repeats and bytes that do not repeat, larger than a pipe's buffer.
    private static let sample: [UInt8] = {
        var state: UInt32 = 2_463_534_242
        return (0..<300_000).map { index in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return index % 7 == 0 ? UInt8(truncatingIfNeeded: state) : UInt8(index % 251 & 0x3f)
        }
    }()

    @Test func gzipReadsBackWhatWasCompressed() throws {
        #expect(try Self.gunzip(Gzip.compress(Self.sample)) == Self.sample)
        #expect(try Self.gunzip(Gzip.compress([])) == [])
        #expect(try Self.gunzip(Gzip.compress([0x2a])) == [0x2a])
        #expect(Gzip.compress(Self.sample).count < Self.sample.count / 2, "it compresses")
    }

    /// RFC 1952's header: magic, deflate, no flags (so no file name) and a modification time of zero, so two
    /// builds write the same bytes.
    @Test func theHeaderNamesNoFileAndNoTime() {
        let compressed = Gzip.compress(Self.sample)
        #expect(Array(compressed.prefix(8)) == [0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00])
        #expect(Gzip.compress(Self.sample) == compressed)
    }
}
