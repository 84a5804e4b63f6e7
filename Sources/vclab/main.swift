import VCLabCLI

#if canImport(Glibc)
import Glibc
#endif

exit(VCLabCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
