import VCLabEngine

/// What the generated app asks the person holding the device to do for a step that no app can perform in
/// code, in English and Simplified Chinese; nil for the steps the driver performs itself.
enum AppStepInstruction {
    static func text(for step: ScenarioStep) -> String? {
        let (english, chinese): (String, String)
        switch step.action {
        case .swipeBack(let cancelled):
            (english, chinese) =
                cancelled
                ? ("Swipe back from the left edge, and let go halfway so that it cancels", "从左边缘向右轻扫返回，拖到一半松手，让返回取消")
                : ("Swipe back from the left edge, all the way", "从左边缘向右轻扫，完整返回")
        case .swipeDown(let cancelled):
            (english, chinese) =
                cancelled
                ? ("Pull the sheet down a little and let it spring back", "把表单稍稍下拉，再让它弹回")
                : ("Swipe the sheet down to dismiss it", "向下轻扫表单，将它关闭")
        case .background:
            (english, chinese) = (
                "Go to the Home Screen (swipe up or press Home), wait, then come back for the next step",
                "回到主屏幕（上滑或按主屏幕按钮），稍等后再回来做下一步"
            )
        case .foreground: (english, chinese) = ("Open the app again", "再次打开本应用")
        case .kill:
            (english, chinese) = (
                "Quit the app in the app switcher; the log ends here (copy it from Xcode's console)",
                "在多任务界面中退出应用；日志到此为止（从 Xcode 控制台复制）"
            )
        case .memoryWarning:
            (english, chinese) = (
                "In the Simulator: Debug > Simulate Memory Warning (a device cannot be asked for one)",
                "在模拟器中：Debug > Simulate Memory Warning（真机无法手动触发）"
            )
        case .rotate:
            (english, chinese) = (
                "Rotate the device (Simulator: Device > Rotate Left)", "旋转设备（模拟器：Device > Rotate Left）"
            )
        case .resize(let size):
            // Only the person holding the iPad can drag the divider; the driver goes on once the callbacks came.
            let fraction = size == .oneThird ? "1/3" : size == .half ? "1/2" : "2/3"
            (english, chinese) =
                switch size {
                case .full:
                    (
                        "Drag the Split View divider to the screen's edge, so the app is full screen again",
                        "把分屏分隔条拖到屏幕边缘，让本应用重新全屏"
                    )
                case .slideOver:
                    (
                        "Put the app in Slide Over: drag it from the Dock over another app",
                        "把本应用放进 Slide Over：从 Dock 把它拖到另一个应用上方"
                    )
                case .oneThird, .half, .twoThirds:
                    (
                        "In Split View with another app, drag the divider until this app has \(fraction) of the screen",
                        "与另一个应用分屏，拖动分隔条，直到本应用占屏幕的 \(fraction)"
                    )
                }
        case .interrupt(let kind):
            switch kind {
            case .controlCenter: (english, chinese) = ("Open Control Center, then close it", "打开控制中心，再关闭")
            case .notificationCenter:
                (english, chinese) = ("Pull down Notification Center, then close it", "下拉通知中心，再关闭")
            case .call, .alert:
                (english, chinese) = (
                    "Cause an interruption (\(kind.rawValue)) and dismiss it", "制造一次打断（\(kind.rawValue)）再关闭"
                )
            }
        case .launch, .push, .pop, .popToRoot, .popTo, .present, .dismiss, .segue, .tab, .add, .remove, .transition,
            .addView, .layout, .constraints, .properties, .page, .addWithoutDidMove, .load, .replaceRoot:
            return nil
        case .statusBar, .unload, .refusedSegue, .unwind, .disconnect, .state:
            (english, chinese) = ("Do what the step says: \(step.text)", "按步骤执行：\(step.text)")
        }
        return "\(english)\n\(chinese)"
    }
}
