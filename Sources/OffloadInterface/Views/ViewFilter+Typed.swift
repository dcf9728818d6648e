import OffloadStore

extension ViewFilter {
    /// The filter for a category and a tag as people type them: a leading `#` of the tag is ignored.
    public static func typed(category: String?, tag: String?) -> ViewFilter {
        ViewFilter(category: category, tag: tag.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 })
    }
}
