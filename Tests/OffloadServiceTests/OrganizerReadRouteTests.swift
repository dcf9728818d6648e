import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadInterface
import OffloadStore
import Testing

/// `/v1/comms`, `/v1/notes`, `/v1/categories`, `/v1/tags` and `/v1/search`.
@Suite struct OrganizerReadRouteTests {
    @Test("comms and notes wrap the arrays of their commands; an unknown note is 404")
    func commsAndNotes() async throws {
        try await TestService().app.test(.router) { client in
            #expect(try await client.send(.get, "/v1/comms").text == #"{"communications":[]}"#)
            #expect(try await client.send(.get, "/v1/notes").text == #"{"notes":[]}"#)
            let missing = try await client.send(.get, "/v1/notes/abcd1234")
            #expect(missing.status == .notFound && missing.errorCode == "not_found")
        }
    }

    @Test("comms and notes list what was placed; a note is read whole by id prefix")
    func placed() async throws {
        let service = try TestService()
        let call = try await service.place("Call Anna about the trip", as: .communication, contact: "Anna")
        let note = try await service.place("Ideas for the garden", as: .note)
        try await service.app.test(.router) { client in
            let comms = try await client.send(.get, "/v1/comms")
            let outlines = try await service.store.communicationItems()
            #expect(
                comms.text == #"{"communications":"#
                    + (try JSONOutput.line(outlines.map(OrganizerJSON.Communication.init))) + "}")
            #expect(comms.objects("communications").first?["id"] as? String == call)
            let notes = try await client.send(.get, "/v1/notes")
            #expect(notes.objects("notes").first?["id"] as? String == note)
            let one = try await client.send(.get, "/v1/notes/\(note.prefix(8))")
            #expect(one.text == (try JSONOutput.line(OrganizerJSON.Note(try await service.store.note(note)))))
        }
    }

    @Test("categories and tags answer the objects of `categories|tags --json`")
    func labels() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            _ = try await client.addTask("call mom #family @home")
            _ = try await client.addTask("visit gran #family")
            let categories = try await client.send(.get, "/v1/categories")
            let expected = try JSONOutput.line(try await service.store.labels(.category).map(LabelCountJSON.init))
            #expect(categories.text == #"{"categories":"# + expected + "}")
            let tags = try await client.send(.get, "/v1/tags")
            #expect(tags.objects("tags").first?["name"] as? String == "family")
            #expect(tags.objects("tags").first?["tasks"] as? Int == 2)
        }
    }

    @Test("search answers the object of `search --json`; q is required, limit is 1…1000")
    func search() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            _ = try await client.addTask("buy oat milk")
            _ = try await client.addTask("call mom")
            let reply = try await client.send(.get, "/v1/search?q=mil&limit=5")
            let expected = SearchJSON(query: "mil", hits: try await service.store.search("mil", limit: 5))
            #expect(reply.text == (try JSONOutput.line(expected)))
            #expect(reply.objects("hits").count == 1)
            for uri in ["/v1/search", "/v1/search?q=%20", "/v1/search?q=milk&limit=0", "/v1/search?q=milk&limit=x"] {
                let bad = try await client.send(.get, uri)
                #expect(bad.status == .badRequest && bad.errorCode == "bad_parameter", "\(uri)")
            }
        }
    }
}
