import Foundation
import Hummingbird

/// A file the page loads (its style sheet or script), kept as a string in the library so an installed binary
/// needs no resource files.
///
/// Served with a strong `ETag` and a year's `Cache-Control`: the page names each asset with its version
/// (`/assets/app.js?v=…`), so a new build's asset has a new address.
struct WebAsset: Sendable {
    /// The content.
    let body: String
    /// The `Content-Type` header.
    let contentType: String
    /// 16 hex digits of the content's FNV-1a hash.
    let version: String

    /// The style sheet at `/assets/app.css`.
    static let style = WebAsset(body: WebStyle.css, contentType: "text/css; charset=utf-8")
    /// The script at `/assets/app.js`.
    static let script = WebAsset(body: WebScript.javaScript, contentType: "text/javascript; charset=utf-8")

    init(body: String, contentType: String) {
        self.body = body
        self.contentType = contentType
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        version = String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The asset, or 304 with no body when the request's `If-None-Match` names this version.
    func response(to request: Request) -> Response {
        let tag = "\"\(version)\""
        var headers = HTTPFields()
        headers[.eTag] = tag
        headers[.cacheControl] = "public, max-age=31536000, immutable"
        headers[.xContentTypeOptions] = "nosniff"
        let given = request.headers[.ifNoneMatch] ?? ""
        if given == "*"
            || given.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag })
        {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
