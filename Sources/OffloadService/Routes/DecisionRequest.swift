import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

/// The body of `POST /v1/suggestions/{id}/decision`: `{"action", "again"?, "title"?, "destination"?, "items"?,
/// "due"?, "category"?, "tz"?}`.
///
/// The edit fields build the same ``OffloadInterface/SuggestionEdit`` as `offload decide ID edit`; `"due": null`
/// removes the due date, as `--no-due` does. Other fields cannot be `null`, and a field the route does not read is
/// refused by name.
struct DecisionRequest: Decodable {
    /// What to do with the suggestion.
    enum Action: String, Decodable {
        case accept, reject, edit
    }

    let action: Action
    let again: Bool?
    let title: String?
    let destination: String?
    let items: [String]?
    /// `nil` when absent, `.removed` for `null`, `.text` for a string.
    let due: SuggestionEdit.Due?
    let category: String?
    let tz: String?

    private enum CodingKeys: String, CodingKey {
        case action, again, title, destination, items, due, category, tz
    }

    init(from decoder: any Decoder) throws {
        try BodyKeys.check(
            decoder, allowed: ["action", "again", "title", "destination", "items", "due", "category", "tz"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        action = try container.decode(Action.self, forKey: .action)
        again = try container.decodeUnlessAbsent(Bool.self, forKey: .again)
        title = try container.decodeUnlessAbsent(String.self, forKey: .title)
        destination = try container.decodeUnlessAbsent(String.self, forKey: .destination)
        items = try container.decodeUnlessAbsent([String].self, forKey: .items)
        if !container.contains(.due) {
            due = nil
        } else if try container.decodeNil(forKey: .due) {
            due = .removed
        } else {
            due = .text(try container.decode(String.self, forKey: .due))
        }
        category = try container.decodeUnlessAbsent(String.self, forKey: .category)
        tz = try container.decodeUnlessAbsent(String.self, forKey: .tz)
    }

    /// The edit the fields ask for, checked as `offload decide` checks its options.
    ///
    /// - Throws: ``ServiceError`` 400 `bad_field` for edit fields without `"action": "edit"`, an edit without a
    ///   change, `again` on a rejection, an unreadable destination, or a blank title or category.
    func edit() throws -> SuggestionEdit {
        var edit = SuggestionEdit()
        edit.title = title
        if let destination {
            do {
                edit.destination = try DestinationChoice(destination)
            } catch {
                throw ServiceError.badField(
                    "destination", "must be task, list:NAME, plan:NAME, communication or note (with a name).")
            }
        }
        edit.items = items.map(SuggestionEdit.Items.all)
        edit.due = due
        edit.category = category
        switch action {
        case .edit where edit.isEmpty:
            throw ServiceError.badField(
                "action", "is edit, which needs a change: title, destination, items, due or category.")
        case .accept, .reject:
            if let field = firstEditField { throw ServiceError.badField(field, "goes with \"action\": \"edit\".") }
        case .edit: break
        }
        if action == .reject, again == true { throw ServiceError.badField("again", "goes with accept or edit.") }
        if let title, title.isBlank { throw ServiceError.badField("title", "cannot be empty.") }
        if let category, category.isBlank { throw ServiceError.badField("category", "cannot be empty.") }
        return edit
    }

    /// The first edit field given, by name.
    private var firstEditField: String? {
        if title != nil { return "title" }
        if destination != nil { return "destination" }
        if items != nil { return "items" }
        if due != nil { return "due" }
        return category != nil ? "category" : nil
    }
}
