import VCLabHost
import VCLabLanguageServer

/// `vclab lsp`: the language server, over standard input and output.
struct LSPCommand: Subcommand {
    static let name = "lsp"
    static let summary = "a language server for lessons and scenarios, over stdio"
    static let help = """
        USAGE: vclab lsp

        Speaks the Language Server Protocol on standard input and output for lessons (.md) and scenarios
        (.sim): diagnostics as you type (every 'vclab check' finding, with its id), completion of steps,
        quiz keys, kinds, scenario and controller names and callbacks, hover on a quiz or a scenario step
        showing the engine's trace there, and go to definition from a quiz's 'sim:' line. A document is
        checked in its course: the nearest enclosing folder named Content, or its own folder.

        docs/lsp.md shows how to use it from VS Code, Neovim and Helix.

        EXIT STATUS:
          0 after 'shutdown' and 'exit'; 1 when the input ends or 'exit' comes without 'shutdown'.
        """

    init(arguments: [String]) throws(UsageError) {
        guard arguments.isEmpty || arguments == ["--stdio"] else {
            throw UsageError("lsp takes no arguments (it speaks on standard input and output)")
        }
    }

    func execute(console: Console) -> Int32 { LanguageServer().run() }
}
