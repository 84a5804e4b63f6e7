import VCLabEngine

/// Gives each controller of a scenario its own colour, in the order controllers first appear in the
/// runs, so that `B` is the same colour in every column of a comparison and on every page.
struct ControllerPalette {
    private var colors: [String: TextStyle.Color] = [:]

    init(traces: [Trace]) {
        var next = 0
        for trace in traces {
            for event in trace.events where event.controller != "app" && colors[event.controller] == nil {
                colors[event.controller] = Theme.controllerColors[next % Theme.controllerColors.count]
                next += 1
            }
        }
    }

    func style(of controller: String) -> TextStyle {
        TextStyle(foreground: colors[controller])
    }
}
