#if canImport(Glibc)
import Glibc
#endif
import VCLabCLI

exit(VCLabCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
