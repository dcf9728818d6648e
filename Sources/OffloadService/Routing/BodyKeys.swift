/// The check that a request body names only fields its route reads, so that a misspelt field is refused by name
/// instead of silently changing nothing.
struct BodyKeys: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    /// Throws when the object `decoder` reads has a key outside `allowed`.
    ///
    /// - Throws: ``ServiceError/badJSON(_:)`` naming the unknown key.
    static func check(_ decoder: any Decoder, allowed: Set<String>) throws {
        let container = try decoder.container(keyedBy: BodyKeys.self)
        if let unknown = container.allKeys.first(where: { !allowed.contains($0.stringValue) }) {
            throw ServiceError.badJSON("the field '\(unknown.stringValue)' is not one this route reads.")
        }
    }
}
