import Testing
import VCLabDevice
import VCLabEngine

@Suite struct DeviceLogReaderTests {
    func error(_ bytes: [UInt8]) -> DeviceLogError? {
        do {
            _ = try DeviceLogReader.read(bytes, path: "device.log")
            return nil
        } catch {
            return error
        }
    }

    @Test func anEmptyLogIsAClearError() {
        #expect(error([])?.diagnostic.id == "device.log-empty")
        #expect(error(Array(" \n\n\t\n".utf8))?.diagnostic.id == "device.log-empty")
    }

    @Test func binaryBytesAreRefusedWithTheirLineAndColumn() {
        let nul = error(Array("A viewDidLoad()\nab\u{0}c\n".utf8))?.diagnostic
        #expect(nul?.id == "device.log-binary")
        #expect(nul?.location.line == 2)
        #expect(nul?.location.column == 3)
        // A NUL is valid UTF-8: the message must not call it invalid UTF-8.
        #expect(nul?.message == "the log is not text: it holds a NUL byte (0x00), which no console prints")
        let invalid = error(Array("A viewDidLoad()\n".utf8) + [0x41, 0xFF, 0x42])?.diagnostic
        #expect(invalid?.location.line == 2)
        #expect(invalid?.location.column == 2)
        #expect(invalid?.message == "the log is not text: it holds byte 0xFF, which is not UTF-8")
        // A character cut at its end is not text either.
        #expect(error([0x41, 0xE4, 0xB8])?.diagnostic.id == "device.log-binary")
    }

    @Test func linesOfAnUnrelatedAppAreNoCallbacks() {
        let log = """
            2024-03-01 10:00:00.123456+0100 Maps[12:34] Loading tiles for region
            Network reachability changed: wifi
            view loaded in 3 ms
            """
        #expect(error(Array(log.utf8))?.diagnostic.id == "device.log-no-callbacks")
    }

    @Test func aBrokenLineOfTheAppsOwnFormatStopsTheReadingAtIt() {
        let log =
            "vclab-log 1 ios=17.4 device=iPhone15,2 hash=0 scenario=a.sim\nvclab 1 A viewDidLoad\nvclab 2 A notACallback\n"
        let diagnostic = error(Array(log.utf8))?.diagnostic
        #expect(diagnostic?.id == "device.log-malformed")
        #expect(diagnostic?.location.line == 3)
        let newer = error(Array("vclab-log 2 ios=17 hash=0 scenario=a\n".utf8))?.diagnostic
        #expect(newer?.message.contains("version 2") == true)
    }

    @Test func eachFormReadsItsCallback() throws {
        let log = """
            vclab 1 A viewWillAppear animated=true
            2013-05-01 10:00:00.123 Lab[1234:c07] -[Lab.B viewDidAppear:]
            C viewDidLoad()
            1 initWithCoder //a comment
            {"eventMessage":"D deinit","timestamp":"x"}
            """
        let parsed = try DeviceLogReader.read(Array(log.utf8), path: "device.log")
        #expect(
            parsed.entries.map { "\($0.controller) \($0.callback.swiftName)" } == [
                "A viewWillAppear", "B viewDidAppear", "C viewDidLoad", "1 init(coder:)", "D deinit",
            ])
        #expect(parsed.entries.first?.animated == true)
        #expect(parsed.forms == [.vclab, .objectiveC, .nameAndCallback, .ndjson])
    }

    @Test func wordsSeparatedByNoBreakSpacesOrTabsAreRead() throws {
        let log = "A\u{00A0}viewDidLoad()\n\t B \t viewWillAppear(_:) and more words\nC\n"
        let parsed = try DeviceLogReader.read(Array(log.utf8), path: "device.log")
        #expect(
            parsed.entries.map { "\($0.controller) \($0.callback.swiftName)" } == ["A viewDidLoad", "B viewWillAppear"])
        #expect(parsed.otherLineCount == 1)
    }

    @Test func theHeaderAndTheNotesAreRead() throws {
        let log = """
            vclab-log 1 ios=17.4.1 device=iPhone15,2 hash=00ff scenario=my scenario.sim
            vclab-note creation A B: made in code
            vclab-step 1 launch
            vclab 1 A loadView
            """
        let parsed = try DeviceLogReader.read(Array(log.utf8), path: "device.log")
        #expect(parsed.header?.scenario == "my scenario.sim")
        #expect(parsed.header?.ios == "17.4.1")
        #expect(parsed.creationNotLogged == ["A", "B"])
        #expect(parsed.entries.first?.step == 1)
        #expect(parsed.marksSteps)
    }
}
