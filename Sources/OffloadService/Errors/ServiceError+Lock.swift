import Hummingbird

extension ServiceError {
    /// 401: the database is locked and the request carries no grace token that opens it.
    static let locked = ServiceError(
        .unauthorized, code: "locked",
        message: "The database is locked. Unlock it with POST /v1/unlock {\"passphrase\": …} (or the form at /), "
            + "then send the token it returns as 'Authorization: Bearer TOKEN' or the offload_unlock cookie.",
        headers: [.wwwAuthenticate: #"Bearer realm="offload-lock""#])

    /// 401: `POST /v1/unlock` with a passphrase that is not the lock's.
    static let wrongPassphrase = ServiceError(
        .unauthorized, code: "wrong_passphrase", message: "That passphrase is not the right one.",
        headers: [.wwwAuthenticate: #"Bearer realm="offload-lock""#])

    /// 429: an unlock attempt while another runs, or within a second of a wrong one.
    static let tooManyAttempts = ServiceError(
        .tooManyRequests, code: "too_many_attempts",
        message: "Unlock attempts are limited to one a second after a wrong passphrase; try again in a second.",
        headers: [.retryAfter: "1"])

    /// 409: `POST /v1/unlock` on a database without a lock.
    static let notLocked = ServiceError(
        .conflict, code: "not_locked", message: "The database has no lock, so there is nothing to unlock.")
}
