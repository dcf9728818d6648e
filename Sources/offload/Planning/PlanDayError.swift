import ArgumentParser

/// Failures of `offload plan-day`'s arguments.
enum PlanDayError: OffloadExitReporting, Equatable {
    /// The day asked for is before today.
    case dayPassed(String)

    var description: String {
        switch self {
        case .dayPassed(let words): "'\(words)' has passed; plan-day plans today or a later day."
        }
    }

    var exitCode: ExitCode { OffloadExit.usage }
}
