import OffloadCore
import OffloadStore

/// The body of `POST /v1/items/{id}/state`: `{"state", "skip"?}`.
struct StateRequest: Decodable {
    /// The state to put the item in.
    let state: TaskStatus
    /// With `done`: skip one occurrence of a repeating task instead (`done --skip`).
    let skip: Bool

    private enum CodingKeys: String, CodingKey { case state, skip }

    init(from decoder: any Decoder) throws {
        try BodyKeys.check(decoder, allowed: ["state", "skip"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = try container.decode(TaskStatus.self, forKey: .state)
        skip = try container.decodeIfPresent(Bool.self, forKey: .skip) ?? false
    }
}

/// The body of `POST /v1/items/{id}/move`: `{"to"}`, as `offload move ID WHEN` takes it.
struct MoveRequest: Decodable {
    /// `today`, `tomorrow`, `inbox`, `someday`, or a date and time.
    let to: String

    private enum CodingKeys: String, CodingKey { case to }

    init(from decoder: any Decoder) throws {
        try BodyKeys.check(decoder, allowed: ["to"])
        to = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .to)
    }
}

/// The body of `POST /v1/items/{id}/order`: `{"top": true}`, `{"before": ID}` or `{"after": ID}`.
struct OrderRequest: Decodable {
    /// Where the task goes.
    let placement: OrderPlacement

    private enum CodingKeys: String, CodingKey { case top, before, after }

    init(from decoder: any Decoder) throws {
        try BodyKeys.check(decoder, allowed: ["top", "before", "after"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let top = try container.decodeIfPresent(Bool.self, forKey: .top) ?? false
        let before = try container.decodeIfPresent(String.self, forKey: .before)
        let after = try container.decodeIfPresent(String.self, forKey: .after)
        switch (top, before, after) {
        case (true, nil, nil): placement = .top
        case (false, let before?, nil): placement = .before(before)
        case (false, nil, let after?): placement = .after(after)
        default: throw ServiceError.badJSON("give exactly one of 'top': true, 'before' or 'after'.")
        }
    }
}
