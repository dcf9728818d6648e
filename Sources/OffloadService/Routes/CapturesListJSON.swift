import OffloadInterface

/// The body of `GET /v1/captures`: a page of captures and the cursor of the next page.
struct CapturesListJSON: Encodable {
    /// The captures of this page, oldest first.
    let captures: [CaptureJSON]
    /// The cursor for `after` to get the next page, or `null` on the last page.
    let next: String?

    private enum CodingKeys: String, CodingKey { case captures, next }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(captures, forKey: .captures)
        try container.encode(next, forKey: .next)  // `null`, not absent, on the last page.
    }
}

/// The body of `POST /v1/captures` with many captures.
struct CapturesJSON: Encodable {
    /// The saved captures, in the order given.
    let captures: [CaptureJSON]
}
