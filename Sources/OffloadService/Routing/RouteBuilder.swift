import Hummingbird
import Synchronization

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

/// The paths the service answers and the methods of each, for 405 answers to any other method.
///
/// Filled while the routes are registered, read by the error middleware when the router finds no route.
final class RouteTable: Sendable {
    private let entries = Mutex<[(segments: [Substring], methods: [HTTPRequest.Method])]>([])

    /// The order in which allowed methods are listed.
    static let order: [HTTPRequest.Method] = [.get, .post, .put, .patch, .delete]

    /// Adds `method` at `path` (OpenAPI form).
    func add(_ method: HTTPRequest.Method, at path: String) {
        let segments = path.split(separator: "/")
        entries.withLock { entries in
            if let index = entries.firstIndex(where: { $0.segments == segments }) {
                entries[index].methods.append(method)
            } else {
                entries.append((segments, [method]))
            }
        }
    }

    /// Every method and path registered, path by path in the order the paths were first registered.
    var routes: [ServiceRoute] {
        entries.withLock { entries in
            entries.flatMap { entry in
                let path = "/" + entry.segments.joined(separator: "/")
                return entry.methods.map { ServiceRoute(method: $0.rawValue, path: path) }
            }
        }
    }

    /// The methods a registered path matching `path` takes, in ``order``; `nil` when no registered path matches.
    func methods(matching path: String) -> [HTTPRequest.Method]? {
        let segments = path.split(separator: "/")
        let found = entries.withLock { entries in
            entries.first { entry in
                entry.segments.count == segments.count
                    && zip(entry.segments, segments).allSatisfy { pattern, part in
                        pattern.hasPrefix("{") || pattern == part
                    }
            }?.methods
        }
        return found.map { methods in Self.order.filter(methods.contains) + methods.filter { !Self.order.contains($0) }
        }
    }
}

/// Registers routes on a Hummingbird router and remembers them, so that 405 answers (any method a path does not take,
/// through ``RouteTable``) and the test that holds the OpenAPI document to the routes both come from one list.
///
/// Paths are written as Hummingbird takes them (`v1/captures/:id`).
final class RouteBuilder {
    /// The router the routes go to.
    let router: Router<BasicRequestContext>
    /// Every method and path registered so far; the error middleware's 405 answers read it too.
    let table: RouteTable

    /// A handler of one route.
    typealias Handler = @Sendable (Request, BasicRequestContext) async throws -> Response

    init(router: Router<BasicRequestContext>, table: RouteTable) {
        self.router = router
        self.table = table
    }

    func get(_ path: String, use handler: @escaping Handler) { on(path, method: .get, use: handler) }
    func post(_ path: String, use handler: @escaping Handler) { on(path, method: .post, use: handler) }
    func put(_ path: String, use handler: @escaping Handler) { on(path, method: .put, use: handler) }
    func patch(_ path: String, use handler: @escaping Handler) { on(path, method: .patch, use: handler) }
    func delete(_ path: String, use handler: @escaping Handler) { on(path, method: .delete, use: handler) }

    /// Registers `handler` for `method` at `path`.
    func on(_ path: String, method: HTTPRequest.Method, use handler: @escaping Handler) {
        router.on(RouterPath(path), method: method, use: handler)
        table.add(method, at: Self.openAPIPath(path))
    }

    /// `v1/captures/:id` → `/v1/captures/{id}`.
    static func openAPIPath(_ path: String) -> String {
        "/"
            + path.split(separator: "/").map { part in
                part.hasPrefix(":") ? "{\(part.dropFirst())}" : String(part)
            }.joined(separator: "/")
    }
}
