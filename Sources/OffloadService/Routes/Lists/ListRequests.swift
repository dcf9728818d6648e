import OffloadStore

/// The body of `POST /v1/lists`: `{"name", "items"?}`.
struct NewListRequest: Decodable {
    let name: String
    let items: [String]

    private enum CodingKeys: String, CodingKey { case name, items }

    init(from decoder: any Decoder) throws {
        try BodyKeys.check(decoder, allowed: ["name", "items"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        items = try container.decodeIfPresent([String].self, forKey: .items) ?? []
    }
}

/// The body of `PATCH /v1/lists/{ref}` and `PATCH /v1/plans/{ref}`: the new name, as `{"name"}` or `{"title"}`.
struct RenameRequest: Decodable {
    let name: String

    init(from decoder: any Decoder) throws {
        try BodyKeys.check(decoder, allowed: ["name", "title"])
        let container = try decoder.container(keyedBy: BodyKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw ServiceError.badJSON("give the new name as 'name' (or 'title'), once.")
        }
        name = try container.decode(String.self, forKey: key)
    }
}

/// The body of `POST /v1/lists/{ref}/items` and `POST /v1/plans/{ref}/steps`: `{"items": [...]}` (or `"steps"`),
/// or `{"text"}` for one.
struct TextsRequest: Decodable {
    let texts: [String]

    init(from decoder: any Decoder) throws {
        try BodyKeys.check(decoder, allowed: ["items", "steps", "text"])
        let container = try decoder.container(keyedBy: BodyKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw ServiceError.badJSON("give exactly one of 'items', 'steps' or 'text'.")
        }
        texts =
            key.stringValue == "text"
            ? [try container.decode(String.self, forKey: key)] : try container.decode([String].self, forKey: key)
        guard !texts.isEmpty else {
            throw ServiceError.badJSON("'\(key.stringValue)' is empty.")
        }
    }
}

/// The body of `POST /v1/lists/{ref}/order`: `{"item", "top": true}`, `{"item", "bottom": true}`,
/// `{"item", "before": ID}` or `{"item", "after": ID}`, as `offload list order` takes them.
struct ListOrderRequest: Decodable {
    /// The item to move: an id prefix of an item of this list.
    let item: String
    /// Where it goes.
    let placement: ListItemPlacement

    private enum CodingKeys: String, CodingKey { case item, top, bottom, before, after }

    init(from decoder: any Decoder) throws {
        try BodyKeys.check(decoder, allowed: ["item", "top", "bottom", "before", "after"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        item = try container.decode(String.self, forKey: .item)
        var placements: [ListItemPlacement] = []
        if try container.decodeIfPresent(Bool.self, forKey: .top) == true { placements.append(.top) }
        if try container.decodeIfPresent(Bool.self, forKey: .bottom) == true { placements.append(.bottom) }
        if let before = try container.decodeIfPresent(String.self, forKey: .before) {
            placements.append(.before(before))
        }
        if let after = try container.decodeIfPresent(String.self, forKey: .after) { placements.append(.after(after)) }
        guard placements.count == 1, let placement = placements.first else {
            throw ServiceError.badJSON("give exactly one of 'top': true, 'bottom': true, 'before' or 'after'.")
        }
        self.placement = placement
    }
}
