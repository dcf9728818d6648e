import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadStore

/// One response of a router test: its status, headers and body.
struct Reply: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let text: String

    /// The body as a JSON object; empty when it is not one.
    var object: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    /// The `error.code` of an error body.
    var errorCode: String? { (object["error"] as? [String: Any])?["code"] as? String }

    /// The `error.message` of an error body.
    var errorMessage: String? { (object["error"] as? [String: Any])?["message"] as? String }

    /// The array under `key` of the body, as objects.
    func objects(_ key: String) -> [[String: Any]] { object[key] as? [[String: Any]] ?? [] }
}

extension TestClientProtocol {
    /// Sends `method` to `uri` with `body` (JSON text) and, when given, an `Origin` header.
    func send(_ method: HTTPRequest.Method, _ uri: String, _ body: String? = nil, origin: String? = nil)
        async throws -> Reply
    {
        var headers = HTTPFields()
        if let origin { headers[.origin] = origin }
        let response = try await execute(
            uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
        return Reply(status: response.status, headers: response.headers, text: String(buffer: response.body))
    }

    /// Adds a task with `POST /v1/tasks` and returns its full id.
    func addTask(_ text: String) async throws -> String {
        let reply = try await send(.post, "/v1/tasks", #"{"text":"\#(text)"}"#)
        return reply.object["id"] as? String ?? "missing: \(reply.status) \(reply.text)"
    }
}

extension TestService {
    /// Places `title` as a communication or note the way an accepted suggestion does, without models, and returns
    /// its full id.
    func place(_ title: String, as type: DestinationType, contact: String? = nil) async throws -> String {
        let entry = try await store.add(try CaptureEntry(rawText: title, createdAt: Self.now))
        let request = HandOffRequest(captureIDs: [entry.id])
        try await store.createHandOffRequest(request)
        let run = HandOffRun(requestID: request.id, captureID: entry.id, status: .completed, modelVersion: "test")
        let suggestion = Suggestion(
            runID: run.id, captureID: entry.id, title: title, confidence: Confidence(clamping: 0.9),
            destinationType: type, contact: contact, channel: type == .communication ? .call : nil)
        try await store.recordHandOff([HandOffResult(run: run, suggestions: [suggestion])], mode: .firstTime)
        let outcome = try await store.decide(suggestion.id, .accept, at: Self.now)
        return outcome.placement?.destinationID.uuidString.lowercased() ?? "not placed"
    }
}
