/// Failures while reading or writing a trained model file.
public enum ModelFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(path: String)
    case unsupportedVersion(found: Int, supported: ClosedRange<Int>)
    case corrupt(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let path):
            "No model file at '\(path)'. Run `offload train` or pass --models."
        case .unsupportedVersion(let found, let supported):
            "Model format \(found) is not supported (this build reads \(supported.lowerBound)–\(supported.upperBound)). Retrain the model."
        case .corrupt(let path, let reason):
            "Model file '\(path)' could not be read: \(reason)."
        }
    }
}
