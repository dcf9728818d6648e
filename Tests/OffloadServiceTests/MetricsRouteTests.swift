import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadService
import Testing

@Suite struct MetricsRouteTests {
    /// The body of `GET /metrics`, after checking its status and type.
    static func metrics(_ client: some TestClientProtocol, headers: HTTPFields = [:]) async throws -> String {
        try await client.execute(uri: "/metrics", method: .get, headers: headers) { response in
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            return String(buffer: response.body)
        }
    }

    @Test("GET /metrics counts saved captures and refused requests by reason, in the Prometheus text format")
    func ownCounters() async throws {
        try await TestService().app.test(.router) { client in
            let body = ByteBuffer(string: #"{"captures":[{"text":"one"},{"text":"two"}]}"#)
            try await client.execute(uri: "/v1/captures", method: .post, body: body) { #expect($0.status == .created) }
            try await client.execute(
                uri: "/v1/captures", method: .post, headers: [.origin: "http://evil.example"], body: body
            ) { #expect($0.status == .forbidden) }
            try await client.execute(uri: "/v1/captures", method: .post, body: ByteBuffer(string: "{")) {
                #expect($0.status == .badRequest)
            }
            let text = try await Self.metrics(client)
            let lines = Set(text.split(separator: "\n").map(String.init))
            #expect(lines.contains("# TYPE offload_captures_saved_total counter"))
            #expect(lines.contains("offload_captures_saved_total 2"))
            #expect(lines.contains(#"offload_requests_refused_total{reason="foreign_origin"} 1"#))
            #expect(lines.contains(#"offload_requests_refused_total{reason="bad_json"} 1"#))
            #expect(!text.contains("one") && !text.contains("two"))
        }
    }

    @Test("with the process metrics, Hummingbird's request counts and durations appear by route and status")
    func requestMetrics() async throws {
        try await TestService(metrics: .process).app.test(.router) { client in
            try await client.execute(uri: "/health", method: .get) { #expect($0.status == .ok) }
            try await client.execute(uri: "/nope", method: .get) { #expect($0.status == .notFound) }
            let text = try await Self.metrics(client)
            let health = text.split(separator: "\n").filter { $0.hasPrefix("hb_requests{") && $0.contains("/health") }
            #expect(health.contains { $0.contains(#"http_response_status_code="200""#) }, "\(text)")
            #expect(text.contains("# TYPE http_server_request_duration histogram"), "\(text)")
        }
    }

    @Test("on a token server GET /metrics needs the token")
    func needsToken() async throws {
        try await TestService(access: .token(TestService.token)).app.test(.router) { client in
            try await client.execute(uri: "/metrics", method: .get) { #expect($0.status == .unauthorized) }
            let text = try await Self.metrics(client, headers: [.authorization: "Bearer \(TestService.token)"])
            #expect(text.contains(#"offload_requests_refused_total{reason="unauthorized"} 1"#))
        }
    }
}
