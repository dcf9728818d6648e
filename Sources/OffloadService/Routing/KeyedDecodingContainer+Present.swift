extension KeyedDecodingContainer {
    /// The value of `key`, or `nil` when the body leaves it out; `null` is refused like a value of the wrong type, for
    /// fields that cannot be null.
    ///
    /// - Throws: `DecodingError` for `null` or a value that is not a `T` (``JSONBody`` names the field).
    func decodeUnlessAbsent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key) else { return nil }
        return try decode(type, forKey: key)
    }
}
