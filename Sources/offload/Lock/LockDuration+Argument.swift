import ArgumentParser
import OffloadInterface

extension LockDuration: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }

    /// The duration as it is typed (`15m`, `1h30m`, `0`), for `--help`.
    public var defaultValueDescription: String {
        guard seconds > 0 else { return "0" }
        let units = [(86_400, "d"), (3600, "h"), (60, "m"), (1, "s")]
        var rest = seconds
        return units.reduce(into: "") { text, unit in
            if rest >= unit.0 {
                text += "\(rest / unit.0)\(unit.1)"
                rest %= unit.0
            }
        }
    }
}
