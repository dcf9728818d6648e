import Foundation
import Hummingbird
import OffloadCore
import OffloadInterface
import OffloadStore

/// `/v1/captures`: save, list, get and delete captures.
struct CaptureRoutes {
    let configuration: ServiceConfiguration

    /// The default and largest page size of the list.
    static let defaultLimit = 100
    static let maximumLimit = 1000

    func register(on router: RouteBuilder) {
        router.post("v1/captures") { request, context in try await create(request, context: context) }
        router.get("v1/captures") { request, _ in try await list(request) }
        router.get("v1/captures/:id") { _, context in
            let entry = try await configuration.store.capture(idPrefix: try context.parameters.require("id"))
            return try JSONResponse.response(CaptureJSON(entry))
        }
        router.delete("v1/captures/:id") { _, context in
            let id = try context.parameters.require("id")
            let entry = try await configuration.store.deleteCapture(idPrefix: id, at: configuration.now())
            context.logger.info("Deleted a capture.", metadata: ["id": "\(entry.shortID)"])
            return try JSONResponse.response(CaptureJSON(entry))
        }
    }

    private func create(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let parsed = try await JSONBody.read(CaptureRequest.self, from: request).items()
        let now = configuration.now()
        let entries = try parsed.items.map { item in
            try CaptureEntry(rawText: item.text, createdAt: now, source: item.source ?? .text)
        }
        let saved = try await configuration.captureWriter.add(entries)
        configuration.metrics.recordSaved(saved.count)
        context.logger.info("Saved captures.", metadata: ["count": "\(saved.count)"])
        guard parsed.isBatch else {
            // `add` returns one entry per input, and a single body has one.
            return try JSONResponse.response(saved.first.map(CaptureJSON.init), status: .created)
        }
        return try JSONResponse.response(CapturesJSON(captures: saved.map(CaptureJSON.init)), status: .created)
    }

    private func list(_ request: Request) async throws -> Response {
        let query = request.uri.queryParameters
        var limit = Self.defaultLimit
        if let text = query["limit"] {
            guard let value = Int(String(text)), (1...Self.maximumLimit).contains(value) else {
                throw ServiceError.badParameter("limit", "must be a whole number from 1 to \(Self.maximumLimit).")
            }
            limit = value
        }
        var cursor: UUID?
        if let text = query["after"] {
            guard let value = UUID(uuidString: String(text)) else {
                throw ServiceError.badParameter("after", "must be the 'next' cursor of a previous page.")
            }
            cursor = value
        }
        let page: CaptureListPage
        do {
            page = try await configuration.store.captures(after: cursor, limit: limit)
        } catch StoreError.captureNotFound {
            throw ServiceError(
                .notFound, code: "cursor_not_found",
                message: "The parameter 'after' names no capture; start again without it.")
        }
        let next = page.hasMore ? page.entries.last.map { $0.id.uuidString.lowercased() } : nil
        return try JSONResponse.response(CapturesListJSON(captures: page.entries.map(CaptureJSON.init), next: next))
    }
}
