import VCLabEngine

/// The lines the generated app prints, which ``DeviceLogReader`` reads back: one definition of the format for
/// the writer (``AppPackageWriter``'s Swift, the tests' round trips) and the reader alike.
///
///     vclab-log 1 ios=17.4 device=iPhone15,2 hash=5d0c3a9e8f1b2c47 scenario=modal-segue-log.sim
///     vclab-note creation B: made in code, not from a storyboard
///     vclab-step 2 segue B modal
///     vclab 7 A viewWillDisappear animated=true
///     vclab-end 21
///
/// Every line starts with the word `vclab` so that it can be found behind any prefix a console adds (a date,
/// the process, an ndjson envelope).
public enum DeviceLogFormat {
    /// The version of the format this reader reads and the app writes.
    public static let version = 1
    public static let eventWord = "vclab"
    public static let headerWord = "vclab-log"
    public static let stepWord = "vclab-step"
    public static let noteWord = "vclab-note"
    public static let endWord = "vclab-end"
    /// The note that says a controller's creation callbacks are not the ones the scenario declares (the app
    /// makes it in code where the scenario says storyboard or nib), so they are not compared.
    public static let creationNote = "creation"

    public static func headerLine(ios: String, device: String, hash: String, scenario: String) -> String {
        "\(headerWord) \(version) ios=\(ios) device=\(device) hash=\(hash) scenario=\(scenario)"
    }

    public static func stepLine(index: Int, text: String) -> String { "\(stepWord) \(index) \(text)" }

    public static func creationNoteLine(controllers: [String], reason: String) -> String {
        "\(noteWord) \(creationNote) \(controllers.joined(separator: " ")): \(reason)"
    }

    public static func eventLine(sequence: Int, controller: String, callback: Callback, animated: Bool?) -> String {
        var line = "\(eventWord) \(sequence) \(controller) \(callback.swiftName)"
        if let animated { line += " animated=\(animated)" }
        return line
    }

    public static func endLine(count: Int) -> String { "\(endWord) \(count)" }

    /// The whole log the app would print for `trace`, as a device that agrees with the engine prints it.
    public static func log(of trace: Trace, scenario: String, hash: String, device: String = "simulator") -> String {
        var lines = [headerLine(ios: trace.ios.description, device: device, hash: hash, scenario: scenario)]
        var step = 0
        for event in trace.events {
            while step < event.step {
                step += 1
                lines.append(stepLine(index: step, text: trace.steps[step - 1].text))
            }
            lines.append(
                eventLine(
                    sequence: event.sequence, controller: event.controller, callback: event.callback,
                    animated: event.animated))
        }
        while step < trace.steps.count {
            step += 1
            lines.append(stepLine(index: step, text: trace.steps[step - 1].text))
        }
        lines.append(endLine(count: trace.events.count))
        return lines.joined(separator: "\n") + "\n"
    }
}
