import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadInterface
import OffloadStore
import Testing

/// `/v1/plans`.
@Suite struct PlanRouteTests {
    @Test("POST /v1/plans makes a plan with steps (201, the `plans --json` object); the same title again is 409")
    func create() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let made = try await client.send(.post, "/v1/plans", #"{"title":"Garden","steps":["dig","plant"]}"#)
            #expect(made.status == .created)
            let plan = try #require(try await service.store.plans().first)
            #expect(made.text == (try JSONOutput.line(OrganizerJSON.PlanJSON(plan))))
            #expect(plan.tasks.map(\.task.title) == ["dig", "plant"])
            let again = try await client.send(.post, "/v1/plans", #"{"title":"GARDEN"}"#)
            #expect(again.status == .conflict && again.errorCode == "name_taken")
            let blank = try await client.send(.post, "/v1/plans", #"{"title":""}"#)
            #expect(blank.status == .badRequest && blank.errorCode == "empty_name")
            let unknown = try await client.send(.post, "/v1/plans", #"{"name":"Garden"}"#)
            #expect(unknown.status == .badRequest && unknown.errorCode == "bad_json")
        }
    }

    @Test("plans are read, renamed, given steps, archived and brought back by title or id prefix")
    func lifecycle() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let made = try await client.send(.post, "/v1/plans", #"{"title":"Garden"}"#)
            let id = try #require(made.object["id"] as? String)
            #expect(try await client.send(.get, "/v1/plans/garden").text == made.text)
            #expect(try await client.send(.get, "/v1/plans").text == #"{"plans":["# + made.text + "]}")
            let renamed = try await client.send(.patch, "/v1/plans/\(id.prefix(8))", #"{"title":"Backyard"}"#)
            #expect(renamed.object["title"] as? String == "Backyard")
            let steps = try await client.send(.post, "/v1/plans/backyard/steps", #"{"steps":["dig","plant"]}"#)
            #expect(steps.status == .created)
            #expect((steps.object["tasks"] as? [[String: Any]])?.count == 2)
            let archived = try await client.send(.post, "/v1/plans/backyard/archive")
            #expect(archived.status == .ok && archived.object["archivedAt"] is String)
            #expect(try await client.send(.get, "/v1/plans").text == #"{"plans":[]}"#)
            #expect(try await client.send(.get, "/v1/plans?archived=true").objects("plans").count == 1)
            #expect(try await client.send(.get, "/v1/plans/backyard").status == .ok)
            let back = try await client.send(.post, "/v1/plans/backyard/unarchive")
            #expect(back.object["archivedAt"] == nil)
        }
        _ = try await service.store.undo()
        #expect(try await service.store.plans().isEmpty)
    }

    @Test("unknown plans are 404; a bad archived flag is 400; steps to an unknown plan make nothing")
    func errors() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let unknown: [(HTTPRequest.Method, String, String?)] = [
                (.get, "/v1/plans/garden", nil), (.patch, "/v1/plans/garden", #"{"title":"x"}"#),
                (.post, "/v1/plans/garden/steps", #"{"text":"dig"}"#), (.post, "/v1/plans/garden/archive", nil),
                (.post, "/v1/plans/garden/unarchive", nil),
            ]
            for (method, uri, body) in unknown {
                let reply = try await client.send(method, uri, body)
                #expect(reply.status == .notFound, "\(method) \(uri)")
            }
            #expect(try await client.send(.get, "/v1/plans?archived=yes").status == .badRequest)
            _ = try await client.send(.post, "/v1/plans", #"{"title":"Garden"}"#)
            _ = try await client.send(.post, "/v1/plans", #"{"title":"Kitchen"}"#)
            let taken = try await client.send(.patch, "/v1/plans/garden", #"{"title":"kitchen"}"#)
            #expect(taken.status == .conflict)
            let noSteps = try await client.send(.post, "/v1/plans/garden/steps", #"{"steps":[]}"#)
            #expect(noSteps.status == .badRequest)
        }
        #expect(try await service.store.plans().count == 2)
    }
}
