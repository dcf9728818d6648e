import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadService
import OffloadStore
import Testing
import Yams

@Suite struct OpenAPIDocumentTests {
    /// The document as served, parsed.
    static func served() async throws -> [String: Any] {
        let service = try TestService()
        let text = try await service.app.test(.router) { client in
            try await client.execute(uri: "/openapi.yaml", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("application/yaml") == true)
                return String(buffer: response.body)
            }
        }
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    @Test("GET /openapi.yaml serves an OpenAPI 3.1 document")
    func version() async throws {
        let document = try await Self.served()
        #expect(document["openapi"] as? String == "3.1.0")
    }

    @Test("the document describes exactly the routes the router answers")
    func agreement() async throws {
        let document = try await Self.served()
        let paths = try #require(document["paths"] as? [String: Any])
        let methods: Set<String> = ["get", "post", "put", "patch", "delete"]
        var documented: Set<ServiceRoute> = []
        for (path, item) in paths {
            let operations = try #require(item as? [String: Any], "\(path)")
            for key in operations.keys where methods.contains(key) {
                documented.insert(ServiceRoute(method: key.uppercased(), path: path))
            }
        }
        let service = try TestService()
        let routed = Set(OffloadService.routes(service.configuration))
        #expect(routed.count > 5)
        #expect(routed.subtracting(documented).sorted(by: { $0.description < $1.description }) == [])
        #expect(documented.subtracting(routed).sorted(by: { $0.description < $1.description }) == [])
    }

    @Test("every operation has an id, a summary and a 2xx response")
    func operations() async throws {
        let document = try await Self.served()
        let paths = try #require(document["paths"] as? [String: Any])
        var seen = 0
        for (path, item) in paths {
            for (method, value) in item as? [String: Any] ?? [:] where method != "parameters" {
                let operation = try #require(value as? [String: Any], "\(method) \(path)")
                #expect(operation["operationId"] is String, "\(method) \(path)")
                #expect(operation["summary"] is String, "\(method) \(path)")
                let codes = (operation["responses"] as? [String: Any] ?? [:]).keys
                #expect(codes.contains { $0.hasPrefix("2") }, "\(method) \(path)")
                seen += 1
            }
        }
        #expect(seen > 5)
    }
}
