import Foundation
import Hummingbird
import OffloadInterface
import OffloadStore

/// `/v1/plans`: the plans of `offload plans`, and `offload plan add|rename|archive|unarchive`.
///
/// A plan is named by an id prefix or its title (any case). Every answer with one plan is its object of
/// `plans --json`.
struct PlanRoutes {
    let configuration: ServiceConfiguration

    /// The body of `POST /v1/plans`: `{"title", "steps"?}`.
    struct NewPlanRequest: Decodable {
        let title: String
        let steps: [String]

        private enum CodingKeys: String, CodingKey { case title, steps }

        init(from decoder: any Decoder) throws {
            try BodyKeys.check(decoder, allowed: ["title", "steps"])
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            steps = try container.decodeIfPresent([String].self, forKey: .steps) ?? []
        }
    }

    func register(on router: RouteBuilder) {
        let store = configuration.store
        router.get("v1/plans") { request, _ in
            let plans = try await store.plans(includingArchived: try QueryValues(request).flag("archived"))
            return try JSONResponse.response(
                NamedArrayJSON(name: "plans", elements: plans.map(OrganizerJSON.PlanJSON.init)))
        }
        router.get("v1/plans/:ref") { _, context in
            try JSONResponse.response(
                OrganizerJSON.PlanJSON(try await store.plan(try context.parameters.reference("ref"))))
        }
        router.post("v1/plans") { request, context in
            let body = try await JSONBody.read(NewPlanRequest.self, from: request)
            let plan = try await store.createPlan(titled: body.title, steps: body.steps, at: configuration.now())
            context.logger.info("Made a plan.", metadata: ["id": "\(plan.id.short)", "steps": "\(body.steps.count)"])
            return try await response(plan.id, status: .created)
        }
        router.patch("v1/plans/:ref") { request, context in
            let title = try await JSONBody.read(RenameRequest.self, from: request).name
            let renaming = try await store.renamePlan(
                try context.parameters.reference("ref"), to: title, at: configuration.now())
            return try await response(renaming.item.id)
        }
        router.post("v1/plans/:ref/steps") { request, context in
            let steps = try await JSONBody.read(TextsRequest.self, from: request).texts
            // The plan must exist: unlike `offload plan add`, a path names a plan, it does not make one.
            let id = try await store.plan(try context.parameters.reference("ref")).plan.id
            let addition = try await store.addPlanSteps(steps, to: id.lowercased, at: configuration.now())
            context.logger.info(
                "Added plan steps.", metadata: ["id": "\(id.short)", "count": "\(addition.steps.count)"])
            return try await response(id, status: .created)
        }
        for (path, archived) in [("archive", true), ("unarchive", false)] {
            router.post("v1/plans/:ref/\(path)") { _, context in
                let result = try await store.setArchived(
                    try context.parameters.reference("ref"), archived, at: configuration.now())
                return try await response(result.plan.id)
            }
        }
    }

    /// The plan `id` as `plans --json` shows it.
    private func response(_ id: UUID, status: HTTPResponse.Status = .ok) async throws -> Response {
        try JSONResponse.response(
            OrganizerJSON.PlanJSON(try await configuration.store.plan(id.lowercased)), status: status)
    }
}
