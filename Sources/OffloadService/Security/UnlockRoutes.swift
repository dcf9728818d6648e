import Dispatch
import Foundation
import Hummingbird
import OffloadInterface
import OffloadStore

/// `POST /v1/unlock`: the passphrase, as JSON (`{"passphrase": "…"}`) or as the unlock form's field, opens a locked
/// database for the lock's grace period (at least a minute).
///
/// A right one answers JSON with `{"token", "expiresAt"}` (send the token as `Authorization: Bearer TOKEN`), a form
/// with a 303 to `/`; both set the `offload_unlock` cookie (`HttpOnly`, `SameSite=Strict`) for the web page. A
/// wrong one is 401 (the form again, for a form), and the next attempt waits a second (``UnlockThrottle``).
struct UnlockRoutes {
    let configuration: ServiceConfiguration
    let cache: LockCache
    let throttle: UnlockThrottle

    /// The body of `POST /v1/unlock`.
    struct Body: Decodable {
        let passphrase: String
    }

    /// What a right passphrase answers: the token and when it ends.
    struct Answer: Encodable {
        let token: String
        let expiresAt: String
    }

    /// The shortest time a token is issued for, when the lock asks every time (grace 0): a page needs a few
    /// requests.
    static let minimumSeconds = 60

    func register(on routes: RouteBuilder) {
        routes.post("v1/unlock") { request, context in try await unlock(request, context: context) }
    }

    private func unlock(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let isForm =
            request.headers[.contentType]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true
        let passphrase = try await Self.passphrase(in: request, isForm: isForm)
        guard let lock = try await cache.lock(fresh: true) else {
            guard isForm else { throw ServiceError.notLocked }
            return LoginRoutes.redirect()
        }
        guard throttle.begin() else {
            guard isForm else { throw ServiceError.tooManyAttempts }
            return UnlockPage.response(status: .tooManyRequests, notice: .tooFast)
        }
        var isRight = false
        defer { throttle.end(wasRight: isRight) }
        isRight = try await Self.check(passphrase, against: lock)
        guard isRight else {
            context.logger.notice("Refused an unlock: wrong passphrase.")
            guard isForm else { throw ServiceError.wrongPassphrase }
            configuration.metrics.recordRefused(ServiceError.wrongPassphrase.code)
            return UnlockPage.response(status: .unauthorized, notice: .wrong)
        }
        let seconds = max(lock.graceSeconds, Self.minimumSeconds)
        let token = GraceToken.issue(
            for: lock, until: LockClock.now(settable: configuration.now()).addingTimeInterval(TimeInterval(seconds)))
        var response =
            isForm
            ? LoginRoutes.redirect()
            : try JSONResponse.response(Answer(token: token.text, expiresAt: ISODate.string(token.expiresAt)))
        response.setCookie(
            Cookie(
                name: LockMiddleware<BasicRequestContext>.cookieName, value: token.text, maxAge: seconds, path: "/",
                httpOnly: true, sameSite: .strict))
        context.logger.info("Unlocked.", metadata: ["seconds": "\(seconds)"])
        return response
    }

    /// Runs the slow derivation on a global queue, off the cooperative threads that serve other requests.
    ///
    /// - Throws: ``LockError/unreadableLock``, ``LockError/derivationFailed``.
    static func check(_ passphrase: String, against lock: LockRecord) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try PassphraseVerifier.isCorrect(passphrase, for: lock) })
            }
        }
    }

    /// The passphrase a body gives: a form's `passphrase` field or JSON's.
    ///
    /// - Throws: ``ServiceError`` 400 `bad_form` for a form without the field; see ``JSONBody`` for JSON.
    static func passphrase(in request: Request, isForm: Bool) async throws -> String {
        guard isForm else { return try await JSONBody.read(Body.self, from: request).passphrase }
        var request = request
        let body = try await request.collectBody(upTo: ServiceConfiguration.bodyLimit)
        guard let form = try? URLEncodedFormDecoder().decode(Body.self, from: String(buffer: body)) else {
            throw ServiceError(.badRequest, code: "bad_form", message: "The form has no 'passphrase' field.")
        }
        return form.passphrase
    }
}
