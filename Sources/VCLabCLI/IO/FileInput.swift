import Foundation

/// Reads the files a command names; `-` is standard input.
enum FileInput {
    struct ReadError: Error {
        var message: String
    }

    static func readBytes(_ path: String) throws(ReadError) -> [UInt8] {
        if path == "-" {
            return [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(message: "no such file '\(path)'")
        }
        guard !isDirectory.boolValue else { throw ReadError(message: "'\(path)' is a directory, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(message: "cannot read '\(path)'")
        }
        return [UInt8](data)
    }
}
