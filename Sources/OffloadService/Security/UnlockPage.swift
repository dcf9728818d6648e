import Hummingbird

/// The unlock form of a locked database: one small HTML page, no scripts, no external assets; it posts the
/// passphrase to `POST /v1/unlock`.
enum UnlockPage {
    /// Why the form is shown again.
    enum Notice {
        /// The passphrase was wrong.
        case wrong
        /// Attempts come too fast.
        case tooFast
    }

    /// The page, with `notice` when the form comes back.
    static func html(notice: Notice?) -> String {
        let line =
            switch notice {
            case .wrong: #"<p class="error" role="alert">That passphrase is not the right one.</p>"#
            case .tooFast: #"<p class="error" role="alert">Too many attempts; wait a second and try again.</p>"#
            case nil: ""
            }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Offload: locked</title>
            <style>
            body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem; }
            input, button { font: inherit; padding: 0.4rem; }
            input { width: 100%; box-sizing: border-box; margin: 0.25rem 0 0.75rem; }
            .error { color: #b00020; }
            </style>
            </head>
            <body>
            <h1>Offload is locked</h1>
            <p>Enter the passphrase set with <code>offload lock set</code>.</p>
            \(line)
            <form method="post" action="/v1/unlock">
            <label for="passphrase">Passphrase</label>
            <input id="passphrase" name="passphrase" type="password" autocomplete="current-password" required autofocus>
            <button type="submit">Unlock</button>
            </form>
            </body>
            </html>

            """
    }

    /// The page as a response with `status`, not cached, and allowed neither scripts nor framing.
    static func response(status: HTTPResponse.Status, notice: Notice? = nil) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.contentSecurityPolicy] =
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"
        if notice == .tooFast { headers[.retryAfter] = "1" }
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html(notice: notice))))
    }
}
