import Hummingbird

/// One route of the service: a method and a path in OpenAPI form (`/v1/captures/{id}`).
public struct ServiceRoute: Hashable, Sendable, CustomStringConvertible {
    /// The HTTP method, upper case.
    public let method: String
    /// The path with `{name}` for each parameter.
    public let path: String

    /// A route of `method` (upper case) at `path` (OpenAPI form).
    public init(method: String, path: String) {
        self.method = method
        self.path = path
    }

    public var description: String { "\(method) \(path)" }
}

/// Registers routes on a Hummingbird router and remembers them, so that 405 answers and the test that holds the
/// OpenAPI document to the routes both come from one list.
///
/// Paths are written as Hummingbird takes them (`v1/captures/:id`).
final class RouteBuilder {
    /// The router the routes go to.
    let router: Router<BasicRequestContext>
    /// Every method and path registered so far, in order.
    private(set) var routes: [ServiceRoute] = []

    /// A handler of one route.
    typealias Handler = @Sendable (Request, BasicRequestContext) async throws -> Response

    init(router: Router<BasicRequestContext>) { self.router = router }

    func get(_ path: String, use handler: @escaping Handler) { on(path, method: .get, use: handler) }
    func post(_ path: String, use handler: @escaping Handler) { on(path, method: .post, use: handler) }
    func put(_ path: String, use handler: @escaping Handler) { on(path, method: .put, use: handler) }
    func patch(_ path: String, use handler: @escaping Handler) { on(path, method: .patch, use: handler) }
    func delete(_ path: String, use handler: @escaping Handler) { on(path, method: .delete, use: handler) }

    /// Registers `handler` for `method` at `path`.
    func on(_ path: String, method: HTTPRequest.Method, use handler: @escaping Handler) {
        router.on(RouterPath(path), method: method, use: handler)
        routes.append(ServiceRoute(method: method.rawValue, path: Self.openAPIPath(path)))
    }

    /// Answers 405 (with `Allow`) for the usual methods a registered path does not take; call once, last.
    func finish() {
        let methods: [HTTPRequest.Method] = [.get, .post, .put, .patch, .delete]
        var allowed: [String: [HTTPRequest.Method]] = [:]
        var order: [String] = []
        for route in routes {
            let path = Self.routerPath(route.path)
            if allowed[path] == nil { order.append(path) }
            allowed[path, default: []].append(HTTPRequest.Method(route.method) ?? .get)
        }
        for path in order {
            let given = allowed[path] ?? []
            let taken = methods.filter { given.contains($0) }
            for method in methods where !taken.contains(method) {
                router.on(RouterPath(path), method: method) { _, _ -> Response in
                    throw ServiceError.methodNotAllowed(taken)
                }
            }
        }
    }

    /// `v1/captures/:id` → `/v1/captures/{id}`.
    static func openAPIPath(_ path: String) -> String {
        "/"
            + path.split(separator: "/").map { part in
                part.hasPrefix(":") ? "{\(part.dropFirst())}" : String(part)
            }.joined(separator: "/")
    }

    /// `/v1/captures/{id}` → `v1/captures/:id`.
    static func routerPath(_ path: String) -> String {
        path.split(separator: "/").map { part in
            part.hasPrefix("{") && part.hasSuffix("}") ? ":\(part.dropFirst().dropLast())" : String(part)
        }.joined(separator: "/")
    }
}
