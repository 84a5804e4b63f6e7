import VCLabEngine

/// The names logs give callbacks, beyond the trace's own (`viewWillAppear`, `viewWillAppear:`): what
/// `#function` prints (`viewWillAppear(_:)`, `viewDidLoad()`), selectors without their colons as people
/// type them (`initWithCoder`), and the application delegate's Swift and Objective-C names.
enum CallbackName {
    static func callback(named name: Substring) -> Callback? {
        if let callback = Callback(named: String(name)) { return callback }
        return table[String(name)]
    }

    private static let table: [String: Callback] = {
        var table: [String: Callback] = [:]
        func add(_ name: String, _ callback: Callback) {
            if Callback(named: name) == nil, table[name] == nil { table[name] = callback }
        }
        for callback in Callback.allCases {
            let swift = callback.swiftName
            // `#function` writes a method without parameters with `()`, and one unlabelled parameter as `(_:)`.
            add(swift + "()", callback)
            add(swift + "(_:)", callback)
            let selector = callback.objectiveCSelector
            if let colon = selector.firstIndex(of: ":") { add(String(selector[..<colon]), callback) }
        }
        let delegate: [(String, Callback)] = [
            ("application(_:didFinishLaunchingWithOptions:)", .didFinishLaunching),
            ("applicationWillResignActive", .willResignActive),
            ("applicationDidEnterBackground", .didEnterBackground),
            ("applicationWillEnterForeground", .willEnterForeground),
            ("applicationDidBecomeActive", .didBecomeActive),
            ("applicationWillTerminate", .willTerminate),
        ]
        for (name, callback) in delegate {
            add(name, callback)
            add(name + "(_:)", callback)
            add(name + ":", callback)
        }
        return table
    }()
}
