import VCLabEngine
import VCLabHost

/// `vclab random`: writes a random scenario that runs, for practice ("predict this trace") and benchmarks.
struct RandomCommand: Subcommand {
    static let name = "random"
    static let summary = "write a random scenario that runs"
    static let help = """
        USAGE: vclab random [--seed N] [--steps N] [--ios V]

        Writes a random scenario that is valid by construction. The same seed always gives the same scenario.

        OPTIONS:
          --seed N          the seed (default 1)
          --steps N         how many steps after 'launch' (default 10, at most 1000000)
          --ios V           the iOS major version (default: chosen by the seed)
          -h, --help        show this help
        """

    var seed: UInt64 = 1
    var steps = 10
    var ios: Int?

    init(arguments: [String]) throws(UsageError) {
        var index = arguments.startIndex
        func value(_ name: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.endIndex else { throw UsageError("\(name) needs a value") }
            return arguments[index]
        }
        while index < arguments.endIndex {
            switch arguments[index] {
            case "--seed":
                guard let seed = UInt64(try value("--seed")) else { throw UsageError("--seed takes a whole number") }
                self.seed = seed
            case "--steps":
                guard let steps = Int(try value("--steps")), (0...1_000_000).contains(steps) else {
                    throw UsageError("--steps takes a whole number from 0 to 1000000")
                }
                self.steps = steps
            case "--ios":
                guard let ios = Int(try value("--ios")), IOSVersion(ios).isReleased else {
                    throw UsageError("--ios takes a released major version: 3 through 18, or 26")
                }
                self.ios = ios
            default:
                throw UsageError("unknown argument '\(arguments[index])'")
            }
            index += 1
        }
    }

    func execute(console: Console) -> Int32 {
        var generator = RandomScenarioGenerator(seed: seed, ios: ios)
        console.write(generator.scenario(stepCount: steps))
        return ExitCode.success
    }
}
