import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadService
import OffloadStore

/// A service over an in-memory store (or `store`) at a fixed instant in UTC, for router tests.
struct TestService {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    /// The token of ``init(access:metrics:store:)`` with `.token(TestService.token)`.
    static let token = String(repeating: "0123456789abcdef", count: 4)
    let store: CaptureStore
    let configuration: ServiceConfiguration
    let app: Application<RouterResponder<BasicRequestContext>>

    init(access: ServiceAccess = .loopback, metrics: ServiceMetrics = ServiceMetrics(), store: CaptureStore? = nil)
        throws
    {
        self.store = try store ?? CaptureStore.inMemory()
        configuration = ServiceConfiguration(
            store: self.store, now: { Self.now }, timeZone: .gmt, port: 8765, access: access, metrics: metrics)
        app = Application(router: OffloadService.router(configuration))
    }

    /// The JSON object of a response body; empty when the body is not a JSON object.
    static func object(_ buffer: ByteBuffer) -> [String: Any] {
        let value = try? JSONSerialization.jsonObject(with: Data(buffer.readableBytesView))
        return value as? [String: Any] ?? [:]
    }

    /// The `error.code` of an error body.
    static func errorCode(_ buffer: ByteBuffer) -> String? {
        (object(buffer)["error"] as? [String: Any])?["code"] as? String
    }
}
