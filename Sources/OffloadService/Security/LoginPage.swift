import Hummingbird

/// The login form of a server that needs its token: one small HTML page, no scripts, no external assets.
enum LoginPage {
    /// The page; with `isRetry` it says that the token given was wrong.
    static func html(isRetry: Bool) -> String {
        let notice =
            isRetry ? #"<p class="error" role="alert">That token is wrong. Check it and try again.</p>"# : ""
        return FormPage.html(
            title: "Offload: log in",
            body: """
                <h1>Offload</h1>
                <p>This server needs its token. On the machine that runs it, print the token with
                <code>offload serve --show-token</code>.</p>
                \(notice)
                <form method="post" action="/login">
                <label for="token">Token</label>
                <input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
                <button type="submit">Log in</button>
                </form>
                """)
    }

    /// The page as a response with `status`, not cached, and allowed neither scripts nor framing.
    static func response(status: HTTPResponse.Status, isRetry: Bool = false) -> Response {
        FormPage.response(status: status, html: html(isRetry: isRetry))
    }

    /// Whether the request is a browser asking for a page (a `GET` that accepts `text/html`).
    static func isWanted(by request: Request) -> Bool {
        request.method == .get && request.headers[.accept]?.lowercased().contains("text/html") == true
    }
}
