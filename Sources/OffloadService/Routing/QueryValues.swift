import Hummingbird
import OffloadInterface
import OffloadStore

/// The query parameters of a request, read strictly: a value a route cannot use is a 400 `bad_parameter` that names
/// the parameter.
struct QueryValues {
    private let parameters: Parameters

    init(_ request: Request) { parameters = request.uri.queryParameters }

    /// The text of `name`, or `nil` when it is absent.
    func text(_ name: String) -> String? { parameters.get(name) }

    /// The whole number `name` in `range`, or `fallback` when it is absent.
    ///
    /// - Throws: ``ServiceError/badParameter(_:_:)`` for anything else.
    func integer(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
        guard let text = text(name) else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw ServiceError.badParameter(
                name, "must be a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return value
    }

    /// Whether `name` is `true` (or `1`); `false` when it is absent, `false` or `0`.
    ///
    /// - Throws: ``ServiceError/badParameter(_:_:)`` for anything else.
    func flag(_ name: String) throws -> Bool {
        switch text(name) {
        case nil, "false", "0": return false
        case "true", "1": return true
        default: throw ServiceError.badParameter(name, "must be true or false.")
        }
    }

    /// The views' `category` and `tag` (a leading `#` is ignored), as `--category` and `--tag` take them.
    var filter: ViewFilter { .typed(category: text("category"), tag: text("tag")) }
}
