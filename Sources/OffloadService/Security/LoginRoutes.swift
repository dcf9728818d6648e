import Foundation
import Hummingbird

/// `GET /login` and `POST /login`: the web page's way in on a server that needs its token.
///
/// `POST /login` takes the token as a form field (`token=…`, from the login page) or as JSON (`{"token": "…"}`);
/// the right one starts a session (an `HttpOnly`, `SameSite=Strict` cookie holding a random id, never the token)
/// and answers a form with a 303 redirect to `/`, JSON with 204. On a loopback server there is nothing to log
/// into: no cookie, the same answers; a body without a token is a 400 on either.
struct LoginRoutes {
    let access: ServiceAccess
    let sessions: SessionStore
    let metrics: ServiceMetrics

    /// The body of `POST /login`.
    struct Body: Decodable {
        let token: String
    }

    func register(on routes: RouteBuilder) {
        routes.get("login") { _, _ in
            guard case .token = access else { return Self.redirect() }
            return LoginPage.response(status: .ok)
        }
        routes.post("login") { request, context in try await login(request, context: context) }
    }

    private func login(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let isForm =
            request.headers[.contentType]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true
        let given = try await Self.token(in: request, isForm: isForm)
        guard case .token(let token) = access else { return isForm ? Self.redirect() : Response(status: .noContent) }
        guard ConstantTime.isEqual(given.trimmingCharacters(in: .whitespacesAndNewlines), token) else {
            context.logger.notice("Refused a login: wrong token.")
            guard isForm else { throw ServiceError.unauthorized(.wrongToken) }
            metrics.recordRefused(ServiceError.unauthorized(.wrongToken).code)
            return LoginPage.response(status: .unauthorized, isRetry: true)
        }
        var response = isForm ? Self.redirect() : Response(status: .noContent)
        response.setCookie(
            Cookie(name: SessionStore.cookieName, value: sessions.start(), path: "/", httpOnly: true, sameSite: .strict)
        )
        context.logger.info("Started a web session.")
        return response
    }

    /// The token a login body gives, on any server: a body without one is a 400, not a login.
    ///
    /// - Throws: ``ServiceError`` 400 `bad_form` for a form without a `token` field; see ``JSONBody`` for JSON.
    static func token(in request: Request, isForm: Bool) async throws -> String {
        guard isForm else { return try await JSONBody.read(Body.self, from: request).token }
        var request = request
        let body = try await request.collectBody(upTo: ServiceConfiguration.bodyLimit)
        guard let form = try? URLEncodedFormDecoder().decode(Body.self, from: String(buffer: body)) else {
            throw ServiceError(.badRequest, code: "bad_form", message: "The form has no 'token' field.")
        }
        return form.token
    }

    /// 303 to the web page.
    static func redirect() -> Response {
        var headers = HTTPFields()
        headers[.location] = "/"
        headers[.cacheControl] = "no-store"
        return Response(status: .seeOther, headers: headers)
    }
}
