import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import OffloadService

@Suite struct ErrorMiddlewareTests {
    struct Unexpected: Error {
        let detail = "/secret/path and capture text"
    }

    static func app(_ metrics: ServiceMetrics) -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: ErrorMiddleware(bodyLimit: 16, routes: RouteTable(), metrics: metrics))
        router.get("cancelled") { _, _ -> Response in throw CancellationError() }
        router.get("unexpected") { _, _ -> Response in throw Unexpected() }
        return Application(router: router)
    }

    @Test("a request cancelled at the end of the shutdown's grace period is 503 shutting_down, not an internal error")
    func cancelled() async throws {
        let metrics = ServiceMetrics()
        try await Self.app(metrics).test(.router) { client in
            try await client.execute(uri: "/cancelled", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(TestService.errorCode(response.body) == "shutting_down")
            }
        }
        #expect(String(decoding: metrics.exposition(), as: UTF8.self).contains(#"reason="shutting_down"} 1"#))
    }

    @Test("an unexpected error is 500 internal with a fixed message and none of its details")
    func unexpected() async throws {
        try await Self.app(ServiceMetrics()).test(.router) { client in
            try await client.execute(uri: "/unexpected", method: .get) { response in
                #expect(response.status == .internalServerError)
                #expect(TestService.errorCode(response.body) == "internal")
                #expect(!String(buffer: response.body).contains("secret"))
            }
        }
    }
}
