import Foundation
import Testing

/// A database built through the real CLI that fills every table an export holds: captures (one deleted), hand-off
/// with its requests, runs, suggestions, decisions and placements, tasks open, done and cancelled with a category,
/// tags and a plan, a list with a checked item, a communication, a note, tags on each kind, reminders, a
/// milestone, events and the undo history.
enum ExportFixture {
    static let environment = ["OFFLOAD_NOW": "2026-11-23T09:00:00Z"]

    static func build(_ offload: OffloadProcess) async throws {
        for text in [
            "milk, eggs and bread #weekly", "plan tom's birthday #party: book venue, send invites, order cake",
            "call mom", "wifi password is pinecone42 #home", "water the plants", "renew passport",
        ] {
            try await run(offload, ["capture", text])
        }
        try await run(offload, ["add", "pay rent today 10am #home @finance"])
        try await run(offload, ["add", "finish the slides tomorrow +Launch"])
        try await run(offload, ["handoff"] + TinyModels.arguments())
        try await run(offload, ["review"], stdin: String(repeating: "a\n", count: 12))
        let tasks = try await offload.run(["tasks", "--json"]).objects()
        let id = { (title: String) in
            (tasks.first { ($0["title"] as? String) == title }?["id"] as? String).map { String($0.prefix(8)) } ?? title
        }
        try await run(offload, ["done", id("Pay rent")])
        try await run(offload, ["cancel", id("Finish the slides")])
        try await run(
            offload, ["edit", id("Water the plants"), "--tag", "+garden", "--notes", "use the can, \"not\" the hose"])
        try await run(offload, ["remind", id("Water the plants"), "tomorrow", "8am"])
        let call = try #require(try await offload.run(["comms", "--json"]).objects().first?["id"] as? String)
        try await run(offload, ["edit", String(call.prefix(8)), "--tag", "+family"])
        try await run(offload, ["list", "add", "Packing", "passport", "2 chargers"])
        try await run(offload, ["check", "Packing:1"])
        try await run(offload, ["stats"])
        let captures = try await offload.run(["captures", "--json"]).captures()
        let renew = try #require(captures.first { $0.rawText == "renew passport" })
        try await run(offload, ["delete", String(renew.id.prefix(8))])
    }

    /// Runs one step of the build, which must succeed.
    static func run(_ offload: OffloadProcess, _ arguments: [String], stdin: String = "") async throws {
        let result = try await offload.run(arguments, stdin: Data(stdin.utf8), environment: environment)
        #expect(result.status == 0, "offload \(arguments.joined(separator: " ")): \(result.stderr)")
    }

    /// The export's rows per table, decoded.
    static func tables(_ json: String) throws -> [String: [[String: Any]]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(document["tables"] as? [String: [[String: Any]]])
    }

    /// The export without its `exportedAt`, for byte comparisons.
    static func masked(_ json: String) -> String {
        json.replacingOccurrences(
            of: #""exportedAt":"[^"]*""#, with: "\"exportedAt\":\"\"", options: .regularExpression)
    }
}
