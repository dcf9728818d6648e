import Hummingbird

/// The login form of a server that needs its token: one small HTML page, no scripts, no external assets.
enum LoginPage {
    /// The page; with `isRetry` it says that the token given was wrong.
    static func html(isRetry: Bool) -> String {
        let notice =
            isRetry ? #"<p class="error" role="alert">That token is wrong. Check it and try again.</p>"# : ""
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Offload: log in</title>
            <style>
            body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem; }
            input, button { font: inherit; padding: 0.4rem; }
            input { width: 100%; box-sizing: border-box; margin: 0.25rem 0 0.75rem; }
            .error { color: #b00020; }
            </style>
            </head>
            <body>
            <h1>Offload</h1>
            <p>This server needs its token. On the machine that runs it, print the token with
            <code>offload serve --show-token</code>.</p>
            \(notice)
            <form method="post" action="/login">
            <label for="token">Token</label>
            <input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
            <button type="submit">Log in</button>
            </form>
            </body>
            </html>

            """
    }

    /// The page as a response with `status`, not cached, and allowed neither scripts nor framing.
    static func response(status: HTTPResponse.Status, isRetry: Bool = false) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.contentSecurityPolicy] =
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html(isRetry: isRetry)))
        )
    }

    /// Whether the request is a browser asking for a page (a `GET` that accepts `text/html`).
    static func isWanted(by request: Request) -> Bool {
        request.method == .get && request.headers[.accept]?.lowercased().contains("text/html") == true
    }
}
