/// Failures of the language pipeline on its inputs.
public enum NLPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A locale identifier ICU does not accept.
    case invalidLocale(String)
    /// A time zone identifier ICU does not know.
    case unknownTimeZone(String)
    /// ICU failed for a reason other than bad input.
    case icuFailure(operation: String)

    public var description: String {
        switch self {
        case .invalidLocale(let identifier):
            "'\(identifier)' is not a locale Offload understands. Use an identifier such as en_US, en_GB, de_DE or es_ES."
        case .unknownTimeZone(let identifier):
            "'\(identifier)' is not a known time zone. Use an IANA name such as Europe/Berlin or America/New_York."
        case .icuFailure(let operation):
            "ICU failed while \(operation). Check that libicu is installed correctly."
        }
    }
}
