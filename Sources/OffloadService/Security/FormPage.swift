import Hummingbird

/// The frame of the service's small form pages (log in, unlock): one HTML page, no scripts, no external assets.
enum FormPage {
    /// The page titled `title` around `body` (lines of HTML).
    static func html(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem; }
        input, button { font: inherit; padding: 0.4rem; }
        input { width: 100%; box-sizing: border-box; margin: 0.25rem 0 0.75rem; }
        .error { color: #b00020; }
        </style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    /// `html` as a response with `status`, not cached, and allowed neither scripts nor framing.
    static func response(status: HTTPResponse.Status, html: String, retryAfter: String? = nil) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.contentSecurityPolicy] =
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"
        if let retryAfter { headers[.retryAfter] = retryAfter }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
