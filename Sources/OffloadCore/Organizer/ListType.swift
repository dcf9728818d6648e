/// The kind of a list.
public enum ListType: String, Codable, Sendable, CaseIterable {
    case shopping, packing, reference, custom
}
