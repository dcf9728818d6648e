/// `{"<name>": [...]}`: a listing the CLI prints as a bare JSON array (`tasks --json`), sent as an object named for
/// what it holds, with the same element objects.
struct NamedArrayJSON<Element: Encodable>: Encodable {
    /// The one key, such as `tasks`.
    let name: String
    /// The elements, in the CLI's order.
    let elements: [Element]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: BodyKeys.self)
        try container.encode(elements, forKey: BodyKeys(stringValue: name))
    }
}
