import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

/// The body of `PATCH /v1/items/{id}`: the fields `offload edit` changes; a field left out stays as it is.
///
/// `due` may be `null` (removes it, `--no-due`); an empty `notes`, `category` or `plan` removes it; `tags` is the whole
/// set of tag names the item should carry (a leading `#` is ignored).
struct EditRequest: Decodable {
    let title: String?
    let notes: String?
    /// `nil`: absent; `.some(nil)`: `null`.
    let due: String??
    let priority: String?
    let category: String?
    let tags: [String]?
    let plan: String?

    private enum CodingKeys: String, CodingKey, CaseIterable { case title, notes, due, priority, category, tags, plan }

    init(from decoder: any Decoder) throws {
        try BodyKeys.check(decoder, allowed: Set(CodingKeys.allCases.map(\.rawValue)))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
        if !container.contains(.due) {
            due = nil
        } else if try container.decodeNil(forKey: .due) {
            due = .some(nil)
        } else {
            due = .some(try container.decode(String.self, forKey: .due))
        }
        priority = try container.decodeIfPresent(String.self, forKey: .priority)
        category = try container.decodeIfPresent(String.self, forKey: .category)
        tags = try container.decodeIfPresent([String].self, forKey: .tags)
        plan = try container.decodeIfPresent(String.self, forKey: .plan)
    }

    /// The edit the fields ask for, with `due` read by `reader`.
    ///
    /// - Throws: ``ServiceError`` 400: `bad_json` when no field is given, `bad_field` for a blank title, an unknown
    ///   priority or a blank tag, `unreadable_when` for a due date the grammar cannot read.
    func edit(reader: WhenReader) throws -> ItemEdit {
        var edit = ItemEdit()
        if let title, title.isBlank { throw ServiceError.badField("title", "cannot be blank.") }
        edit.title = title
        edit.notes = notes
        switch due {
        case .some(.some(let text)):
            guard let reading = reader.read(text) else { throw ServiceError.unreadableWhen("due") }
            edit.due = .set(reading.instant)
        case .some(.none): edit.due = .clear
        case .none: break
        }
        if let priority {
            guard let typed = EditPriority(typed: priority) else {
                throw ServiceError.badField("priority", "must be low, normal, high or urgent.")
            }
            edit.priority = typed.stored
        }
        edit.category = category
        if let tags {
            let names = tags.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
            guard !names.contains(where: \.isBlank) else { throw ServiceError.badField("tags", "holds a blank name.") }
            edit.tags = names
        }
        edit.plan = plan
        guard !edit.isEmpty else {
            throw ServiceError.badJSON("give at least one of title, notes, due, priority, category, tags or plan.")
        }
        return edit
    }
}
