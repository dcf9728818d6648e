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
        return FormPage.html(
            title: "Offload: locked",
            body: """
                <h1>Offload is locked</h1>
                <p>Enter the passphrase set with <code>offload lock set</code>.</p>
                \(line)
                <form method="post" action="/v1/unlock">
                <label for="passphrase">Passphrase</label>
                <input id="passphrase" name="passphrase" type="password" autocomplete="current-password" required autofocus>
                <button type="submit">Unlock</button>
                </form>
                """)
    }

    /// The page as a response with `status`, not cached, and allowed neither scripts nor framing.
    static func response(status: HTTPResponse.Status, notice: Notice? = nil) -> Response {
        FormPage.response(status: status, html: html(notice: notice), retryAfter: notice == .tooFast ? "1" : nil)
    }
}
