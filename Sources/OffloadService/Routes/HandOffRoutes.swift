import Foundation
import Hummingbird
import OffloadHandOff
import OffloadInterface
import OffloadStore

/// `/v1/handoff`, `/v1/reprocess` and `/v1/jobs`: hand captures off in a background job and follow it.
struct HandOffRoutes {
    let configuration: ServiceConfiguration

    /// The body of both routes: `{}`, `{"all": true}` or `{"ids": ["prefix", ...]}`; neither field can be `null`.
    struct Body: Decodable {
        let all: Bool?
        let ids: [String]?

        private enum CodingKeys: String, CodingKey { case all, ids }

        init(from decoder: any Decoder) throws {
            try BodyKeys.check(decoder, allowed: ["all", "ids"])
            let container = try decoder.container(keyedBy: CodingKeys.self)
            all = try container.decodeUnlessAbsent(Bool.self, forKey: .all)
            ids = try container.decodeUnlessAbsent([String].self, forKey: .ids)
        }
    }

    func register(on router: RouteBuilder) {
        router.post("v1/handoff") { request, context in
            let body = try await JSONBody.read(Body.self, from: request)
            try configuration.jobs.checkReady()
            return try start(.handoff, captureIDs: try await handOffIDs(body, context: context))
        }
        router.post("v1/reprocess") { request, _ in
            let body = try await JSONBody.read(Body.self, from: request)
            try configuration.jobs.checkReady()
            return try start(.reprocess, captureIDs: try await reprocessIDs(body))
        }
        router.get("v1/jobs") { _, _ in
            try JSONResponse.response(JobsJSON(jobs: configuration.jobs.all().map(\.json)))
        }
        router.get("v1/jobs/:id") { _, context in
            guard let id = UUID(uuidString: try context.parameters.require("id")), let job = configuration.jobs.job(id)
            else { throw ServiceError.jobNotFound }
            return try JSONResponse.response(job.json)
        }
    }

    /// 202 with the running job, or 200 with a finished one when there is nothing to do.
    private func start(_ kind: HandOffJob.Kind, captureIDs: [UUID]) throws -> Response {
        let job = try configuration.jobs.start(kind, captureIDs: captureIDs)
        return try JSONResponse.response(job.json, status: job.state == .running ? .accepted : .ok)
    }

    /// What `offload handoff` takes: the named captures not handed off yet, or every pending one (and with
    /// `all`, failed ones too).
    private func handOffIDs(_ body: Body, context: BasicRequestContext) async throws -> [UUID] {
        guard let ids = body.ids else {
            return try await HandOffSelection.handOff(includingFailed: body.all ?? false, in: configuration.store)
        }
        guard body.all == nil else { throw ServiceError.badField("all", "goes without 'ids'; give one of them.") }
        guard !ids.isEmpty else {
            throw ServiceError.badField("ids", "is empty; leave it out to hand off every pending capture.")
        }
        var handedOff = 0
        let chosen = try await HandOffSelection.handOff(ids, in: configuration.store) { _ in handedOff += 1 }
        if handedOff > 0 {
            context.logger.info("Left out captures handed off already.", metadata: ["count": "\(handedOff)"])
        }
        return chosen
    }

    /// What `offload reprocess` takes: the named captures, or with `all` every live one.
    private func reprocessIDs(_ body: Body) async throws -> [UUID] {
        switch (body.ids, body.all) {
        case (let ids?, nil) where !ids.isEmpty:
            return try await HandOffSelection.reprocess(ids, in: configuration.store)
        case (let ids?, nil) where ids.isEmpty:
            throw ServiceError.badField("ids", "is empty; name captures, or send {\"all\": true}.")
        case (nil, true?):
            return try await HandOffSelection.reprocessAll(in: configuration.store)
        case (_?, _?):
            throw ServiceError.badField("all", "goes without 'ids'; give one of them.")
        default:
            throw ServiceError.badJSON("give 'ids', or 'all': true to re-process every capture.")
        }
    }
}

/// The body of `GET /v1/jobs`.
struct JobsJSON: Encodable {
    /// The jobs of this process, newest first.
    let jobs: [HandOffJobJSON]
}
