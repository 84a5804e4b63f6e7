import Foundation
import VCLabStudy

// A test-only tool, not a command: reads a progress log (the real file format, through the real reader)
// and prints, for every attempt in the order the scheduler replays them, the state ReviewScheduler gave
// the quiz, one JSON object a line. Tests/Study/fsrs_crosscheck_test.py hands the same reviews to py-fsrs.
//
//     vclab-fsrs-replay LOG [--utc-offset SECONDS]
//     vclab-fsrs-replay LOG --time QUIZZES NOW   (the milliseconds the study screen's scheduling takes)

var arguments = Array(CommandLine.arguments.dropFirst())
var utcOffset = 0
var timing: (quizzes: Int, now: Double)?
var path: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--utc-offset" where !arguments.isEmpty:
        utcOffset = Int(arguments.removeFirst()) ?? 0
    case "--time" where arguments.count >= 2:
        timing = (Int(arguments.removeFirst()) ?? 0, Double(arguments.removeFirst()) ?? 0)
    default:
        path = argument
    }
}
guard let path else {
    FileHandle.standardError.write(
        Data("usage: vclab-fsrs-replay LOG [--utc-offset SECONDS] [--time QUIZZES NOW]\n".utf8))
    exit(64)
}
let directory = (path as NSString).deletingLastPathComponent
let file = ProgressLogFile(directory: directory.isEmpty ? "." : directory)
guard (path as NSString).lastPathComponent == ProgressLogFile.fileName else {
    FileHandle.standardError.write(Data("the log must be named \(ProgressLogFile.fileName)\n".utf8))
    exit(64)
}

if let timing {
    // What `vclab study --review` does before its first page: read and parse the log, replay it, pick
    // what is due among the course's quizzes (here q0…q(N-1)).
    let known = Set((0..<timing.quizzes).map { "q\($0)" })
    // Wall time, and the CPU time of this thread, which a machine busy with other work inflates far less.
    func cpu() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
    }
    let start = (DispatchTime.now().uptimeNanoseconds, cpu())
    guard let log = try? file.load() else { exit(74) }
    let loaded = (DispatchTime.now().uptimeNanoseconds, cpu())
    let states = ReviewScheduler.states(from: log.records, utcOffset: utcOffset)
    let due = ReviewScheduler.due(states, among: known, clock: ReviewClock(now: timing.now, utcOffset: utcOffset))
    let end = (DispatchTime.now().uptimeNanoseconds, cpu())
    print(
        "records \(log.records.count) quizzes \(states.count) due \(due.count) load_ms "
            + "\(Double(loaded.0 - start.0) / 1e6) schedule_ms \(Double(end.0 - loaded.0) / 1e6) total_ms "
            + "\(Double(end.0 - start.0) / 1e6) load_cpu_ms \(loaded.1 - start.1) schedule_cpu_ms \(end.1 - loaded.1) "
            + "total_cpu_ms \(end.1 - start.1)")
    exit(0)
}

guard let log = try? file.load() else { exit(74) }
var output = ""
_ = ReviewScheduler.replay(log.records, utcOffset: utcOffset) { record, state in
    let quiz = String(data: (try? JSONEncoder().encode(record.quizID)) ?? Data("\"\"".utf8), encoding: .utf8) ?? "\"\""
    output +=
        "{\"quiz\":\(quiz),\"time\":\(record.time),\"day\":\(state.lastDay),\"rating\":\(state.lastRating.rawValue),"
        + "\"stability\":\(state.memory.stability),\"difficulty\":\(state.memory.difficulty),"
        + "\"interval\":\(state.interval),\"scheduled\":\(state.scheduledDays),\"fraction\":\(state.fuzzFraction),"
        + "\"due\":\(state.due)}\n"
}
print(output, terminator: "")
