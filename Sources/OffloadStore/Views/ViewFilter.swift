import Foundation

/// What a view is narrowed to: one category, one tag, or both.
///
/// Names match ignoring case (Unicode case folding, not only ASCII); a name that matches nothing gives an empty view.
public struct ViewFilter: Hashable, Sendable {
    /// Only tasks in the category with this name.
    public var category: String?
    /// Only tasks carrying the tag with this name.
    public var tag: String?

    /// Creates a filter; `nil` for either means no narrowing by it.
    public init(category: String? = nil, tag: String? = nil) {
        self.category = category
        self.tag = tag
    }

    /// Every task: no narrowing.
    public static let none = ViewFilter()

    /// Whether `name` is the same name as `wanted`, ignoring case.
    static func matches(_ name: String, _ wanted: String) -> Bool {
        name.compare(wanted, options: [.caseInsensitive]) == .orderedSame
    }
}
