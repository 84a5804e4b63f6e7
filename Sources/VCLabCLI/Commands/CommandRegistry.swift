/// Every `vclab` command, in the order `vclab --help` lists them. A new command is one line here.
enum CommandRegistry {
    static let commands: [any Subcommand.Type] = [
        RunCommand.self,
        RandomCommand.self,
        CompareCommand.self,
        AppCommand.self,
        CheckCommand.self,
        BuildCommand.self,
        ServeCommand.self,
        NewLessonCommand.self,
        ExportCommand.self,
        LSPCommand.self,
        ShowCommand.self,
        StudyCommand.self,
        ProgressCommand.self,
        ListCommand.self,
    ]

    static func command(named name: String) -> (any Subcommand.Type)? { commands.first { $0.name == name } }
}
