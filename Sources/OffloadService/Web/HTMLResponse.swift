import Hummingbird

/// Responses whose body is HTML: the page and its fragments.
enum HTMLResponse {
    /// Only this server's own scripts, styles and images; no inline script, no framing, no foreign form targets.
    static let contentSecurityPolicy =
        "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    /// A 200 response with `html` as its body, the Content-Security-Policy, and no caching (it shows personal data).
    static func response(_ html: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
