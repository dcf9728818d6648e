import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadInterface
import OffloadService
import OffloadStore
import Testing

@Suite struct ReviewRouteTests {
    /// A capture with a task suggestion due at 17:00 today and one with a list suggestion of two items.
    static func seed(_ store: CaptureStore) async throws -> (task: Suggestion, list: Suggestion) {
        let due = TestService.now.addingTimeInterval(6 * 3600)
        let (_, tasks) = try await StoredSuggestions.handOff(store, "renew passport today 5pm") {
            [StoredSuggestions.suggestion($0, $1, "Renew passport", .task, due: due, priority: .high)]
        }
        let (_, lists) = try await StoredSuggestions.handOff(store, "milk and eggs") {
            [StoredSuggestions.suggestion($0, $1, "Groceries", .list, name: "Groceries", items: ["milk", "eggs"])]
        }
        return (tasks[0], lists[0])
    }

    static func decide(
        _ client: some TestClientProtocol, _ suggestion: Suggestion, _ body: String, headers: HTTPFields = [:]
    ) async throws -> (HTTPResponse.Status, String) {
        try await client.execute(
            uri: "/v1/suggestions/\(suggestion.id.uuidString.lowercased())/decision", method: .post, headers: headers,
            body: ByteBuffer(string: body)
        ) { ($0.status, String(buffer: $0.body)) }
    }

    @Test("GET /v1/review answers the queue offload suggestions --json shows, in order; limit cuts it")
    func queue() async throws {
        let service = try TestService()
        _ = try await Self.seed(service.store)
        let items = try await service.store.awaitingReview()
        try await service.app.test(.router) { client in
            try await client.execute(uri: "/v1/review", method: .get) { response in
                #expect(response.status == .ok)
                let expected = try JSONOutput.line(items.map(ReviewItemJSON.init))
                #expect(String(buffer: response.body) == #"{"items":"# + expected + "}")
            }
            try await client.execute(uri: "/v1/review?limit=1", method: .get) { response in
                let listed = TestService.object(response.body)["items"] as? [[String: Any]]
                #expect(listed?.count == 1)
            }
            for uri in ["/v1/review?limit=0", "/v1/review?limit=x"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .badRequest)
                    #expect(TestService.errorCode(response.body) == "bad_parameter")
                }
            }
            try await client.execute(uri: "/v1/review", method: .post) { #expect($0.status == .methodNotAllowed) }
        }
    }

    @Test("GET /v1/suggestions/{id} answers one suggestion by id prefix; unknown is 404, a bad prefix 400")
    func oneSuggestion() async throws {
        let service = try TestService()
        let (task, _) = try await Self.seed(service.store)
        let expected = try JSONOutput.line(SuggestionJSON(task))
        try await service.app.test(.router) { client in
            try await client.execute(uri: "/v1/suggestions/\(task.id.uuidString.prefix(8))", method: .get) {
                response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == expected)
            }
            try await client.execute(uri: "/v1/suggestions/abcdef12", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(TestService.errorCode(response.body) == "not_found")
            }
            try await client.execute(uri: "/v1/suggestions/zz", method: .get) { #expect($0.status == .badRequest) }
            try await client.execute(uri: "/v1/suggestions/\(task.id)", method: .delete) {
                #expect($0.status == .methodNotAllowed)
            }
        }
    }

    @Test("accept answers the decide --json object and places the task; a second decision is 409")
    func accept() async throws {
        let service = try TestService()
        let (task, _) = try await Self.seed(service.store)
        try await service.app.test(.router) { client in
            let (status, body) = try await Self.decide(client, task, #"{"action":"accept"}"#)
            #expect(status == .ok)
            let object = TestService.object(ByteBuffer(string: body))
            #expect(object["kind"] as? String == "accepted")
            #expect(object["decidedAt"] as? String == "2026-11-18T11:06:40.000Z")
            #expect((object["placement"] as? [String: Any])?["destinationType"] as? String == "task")
            #expect(String(body.utf8.prefix(1)) == "{")
            let again = try await Self.decide(client, task, #"{"action":"reject"}"#)
            #expect(again.0 == .conflict)
            #expect(TestService.errorCode(ByteBuffer(string: again.1)) == "conflict")
        }
        #expect(try await service.store.undoHistory(limit: 1).count == 1)
    }

    @Test("edit applies title, due (read like decide --due, in tz), category and items as offload decide does")
    func edit() async throws {
        let service = try TestService()
        let (task, list) = try await Self.seed(service.store)
        let reader = try WhenReader(now: TestService.now, timeZone: "Europe/Berlin")
        var expected = SuggestionEdit()
        expected.title = "Renew the passport"
        expected.due = .text("tomorrow 9am")
        expected.category = " Errands "
        let placed = try expected.applied(to: task, reader: reader)
        try await service.app.test(.router) { client in
            let body =
                #"{"action":"edit","title":"Renew the passport","due":"tomorrow 9am","category":" Errands ","#
                + #""tz":"Europe/Berlin"}"#
            let (status, text) = try await Self.decide(client, task, body)
            #expect(status == .ok)
            let suggestion = try #require(TestService.object(ByteBuffer(string: text))["suggestion"] as? [String: Any])
            #expect(suggestion["title"] as? String == "Renew the passport")
            #expect(suggestion["dueDate"] as? String == placed.dueDate.map(ISODate.string))
            #expect(suggestion["dueDate"] as? String == "2026-11-19T08:00:00.000Z")
            #expect(suggestion["category"] as? String == "errands")
            let items = #"{"action":"edit","items":["milk","brown bread"," oat milk"]}"#
            let (listStatus, listText) = try await Self.decide(client, list, items)
            #expect(listStatus == .ok)
            let listed = TestService.object(ByteBuffer(string: listText))["suggestion"] as? [String: Any]
            let texts = (listed?["items"] as? [[String: Any]])?.map { $0["text"] as? String }
            #expect(texts == ["milk", "brown bread", "oat milk"])
        }
    }

    @Test("due null removes the due date, so the task is placed without one")
    func dueNull() async throws {
        let service = try TestService()
        let (task, _) = try await Self.seed(service.store)
        try await service.app.test(.router) { client in
            let (status, text) = try await Self.decide(client, task, #"{"action":"edit","due":null}"#)
            #expect(status == .ok)
            let suggestion = TestService.object(ByteBuffer(string: text))["suggestion"] as? [String: Any]
            #expect(suggestion?["dueDate"] == nil)
            #expect(suggestion?["priority"] as? String == "high")
        }
    }

    struct BadDecision: Sendable, CustomTestStringConvertible {
        let body: String
        let status: HTTPResponse.Status
        let code: String
        var testDescription: String { body }
    }

    static let badDecisions = [
        BadDecision(body: "{", status: .badRequest, code: "bad_json"),
        BadDecision(body: #"{"action":"maybe"}"#, status: .badRequest, code: "bad_json"),
        BadDecision(body: #"{"title":"x"}"#, status: .badRequest, code: "bad_json"),
        BadDecision(body: #"{"action":"accept","titel":"x"}"#, status: .badRequest, code: "bad_json"),
        BadDecision(body: #"{"action":"edit","title":null}"#, status: .badRequest, code: "bad_json"),
        BadDecision(body: #"{"action":"edit"}"#, status: .badRequest, code: "bad_field"),
        BadDecision(body: #"{"action":"accept","title":"x"}"#, status: .badRequest, code: "bad_field"),
        BadDecision(body: #"{"action":"reject","again":true}"#, status: .badRequest, code: "bad_field"),
        BadDecision(body: #"{"action":"edit","title":"  "}"#, status: .badRequest, code: "bad_field"),
        BadDecision(body: #"{"action":"edit","category":""}"#, status: .badRequest, code: "bad_field"),
        BadDecision(body: #"{"action":"edit","destination":"shelf"}"#, status: .badRequest, code: "bad_field"),
        BadDecision(body: #"{"action":"edit","due":"whenever"}"#, status: .badRequest, code: "unreadable_when"),
        BadDecision(
            body: #"{"action":"edit","due":"tomorrow","tz":"Mars/Olympus"}"#, status: .badRequest, code: "bad_field"),
        BadDecision(body: #"{"action":"edit","items":["a",""]}"#, status: .badRequest, code: "bad_field"),
        BadDecision(
            body: #"{"action":"edit","destination":"list:Errands"}"#, status: .badRequest, code: "field_not_held"),
        BadDecision(body: #"{"action":"edit","items":["one"]}"#, status: .badRequest, code: "field_not_held"),
    ]

    @Test(
        "a decision the suggestion cannot take is refused by field name and nothing is placed", arguments: badDecisions)
    func refused(_ bad: BadDecision) async throws {
        let service = try TestService()
        let (task, _) = try await Self.seed(service.store)
        try await service.app.test(.router) { client in
            let (status, text) = try await Self.decide(client, task, bad.body)
            #expect(status == bad.status)
            #expect(TestService.errorCode(ByteBuffer(string: text)) == bad.code)
            #expect(!text.contains("Renew passport"))
        }
        #expect(try await service.store.undoHistory(limit: 1).isEmpty)
    }

    @Test("a list destination refuses the task's due date by name: field_not_held says a due date")
    func fieldNotHeldMessage() async throws {
        let service = try TestService()
        let (task, _) = try await Self.seed(service.store)
        try await service.app.test(.router) { client in
            let (_, text) = try await Self.decide(client, task, #"{"action":"edit","destination":"list:Errands"}"#)
            let message = (TestService.object(ByteBuffer(string: text))["error"] as? [String: Any])?["message"]
            #expect(
                message as? String
                    == "A list cannot hold a due date, so nothing was placed. Send \"due\": null, or choose task, "
                    + "plan or communication as the destination.")
        }
    }

    @Test(
        "accepting what an earlier run of the capture placed is 409 already_placed, without its title; again places it")
    func alreadyPlaced() async throws {
        let service = try TestService()
        let (entry, first) = try await StoredSuggestions.handOff(service.store, "renew passport") {
            [StoredSuggestions.suggestion($0, $1, "Renew passport", .task)]
        }
        _ = try await service.store.decide(first[0].id, .accept, at: TestService.now)
        let second = try await StoredSuggestions.run(service.store, entry.id, mode: .reprocess) {
            [StoredSuggestions.suggestion($0, $1, "Renew passport", .task)]
        }
        try await service.app.test(.router) { client in
            let (status, text) = try await Self.decide(client, second[0], #"{"action":"accept"}"#)
            #expect(status == .conflict)
            #expect(TestService.errorCode(ByteBuffer(string: text)) == "already_placed")
            #expect(!text.contains("Renew passport"))
            let again = try await Self.decide(client, second[0], #"{"action":"accept","again":true}"#)
            #expect(again.0 == .ok)
        }
    }

    @Test("decisions on unknown suggestions are 404; from a foreign origin 403; GET is 405")
    func decisionErrors() async throws {
        let service = try TestService()
        let (task, _) = try await Self.seed(service.store)
        try await service.app.test(.router) { client in
            try await client.execute(
                uri: "/v1/suggestions/abcdef12/decision", method: .post,
                body: ByteBuffer(string: #"{"action":"accept"}"#)
            ) { #expect($0.status == .notFound) }
            let (status, _) = try await Self.decide(
                client, task, #"{"action":"accept"}"#, headers: [.origin: "http://evil.example"])
            #expect(status == .forbidden)
            try await client.execute(uri: "/v1/suggestions/\(task.id)/decision", method: .get) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST")
            }
        }
    }
}
