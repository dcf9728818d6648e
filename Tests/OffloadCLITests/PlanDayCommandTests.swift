import Foundation
import Testing

/// `offload plan-day` over a history made with the CLI itself: proposals follow it, --json moves nothing, keys
/// accept and reject, too little history proposes nothing, and a day that has passed is refused.
@Suite struct PlanDayCommandTests {
    /// Wednesday 2026-11-25, 07:00 UTC.
    static let environment = ["OFFLOAD_NOW": "2026-11-25T07:00:00Z", "TZ": "UTC", "NO_COLOR": "1"]

    struct Task: Decodable {
        let id: String
        let title: String
        let dueDate: String?
    }

    struct Inbox: Decodable {
        let tasks: [Task]
    }

    struct Plan: Decodable {
        struct Proposal: Decodable {
            let task: Task
            let at: String
            let day: String
            let reason: String
        }
        let proposals: [Proposal]
    }

    static func run(
        _ offload: OffloadProcess, _ arguments: [String], stdin: String = "", now: String? = nil
    ) async throws -> String {
        var environment = environment
        if let now { environment["OFFLOAD_NOW"] = now }
        let result = try await offload.run(arguments, stdin: Data(stdin.utf8), environment: environment)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    /// Twelve errands, each done on one of the twelve Saturdays before 2026-11-25 at 09:30.
    static func saturdayErrands(_ offload: OffloadProcess) async throws {
        let lines = (1...12).map { "Errand \($0) @errands" }.joined(separator: "\n")
        let added = try JSONDecoder().decode(
            [Task].self, from: Data(try await run(offload, ["add", "--lines", "--json"], stdin: lines).utf8))
        #expect(added.count == 12)
        let saturday = try #require(ISO8601DateFormatter().date(from: "2026-11-21T09:30:00Z"))
        for (week, task) in added.enumerated() {
            let when = ISO8601DateFormatter().string(from: saturday.addingTimeInterval(-Double(week) * 7 * 86_400))
            _ = try await run(offload, ["done", task.id], now: when)
        }
    }

    @Test("proposals follow the habit; --json moves nothing; a accepts and r leaves the task where it is")
    func proposals() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.saturdayErrands(offload)
        _ = try await Self.run(
            offload, ["add", "--lines"], stdin: "Buy stamps @errands\nPick up parcel @errands 2026-11-20\n")
        let json = try await Self.run(offload, ["plan-day", "--json"])
        let plan = try JSONDecoder().decode(Plan.self, from: Data(json.utf8))
        #expect(plan.proposals.map(\.task.title) == ["Pick up parcel", "Buy stamps"])
        // One errand is what a Saturday usually holds: the second goes to the Saturday after.
        #expect(plan.proposals.map(\.at) == ["2026-11-28T09:30:00.000Z", "2026-12-05T09:30:00.000Z"])
        let habit = "Errands tasks usually get done on Saturday mornings: 12 of the last 12."
        #expect(
            plan.proposals.map(\.reason) == [
                habit, habit + " Sat 28 Nov already holds 1, about what you usually finish on a Saturday.",
            ])
        #expect(try await Self.run(offload, ["plan-day", "--json"]) == json)

        let walked = try await Self.run(offload, ["plan-day"], stdin: "a\nr\n")
        #expect(walked.hasPrefix("Plan for Wed 25 Nov, learned from 12 tasks done on 12 days since 2025-11-25.\n"))
        #expect(walked.contains("(1/2) Pick up parcel  [errands · from Fri 20 Nov]\n  → Sat 28 Nov 09:30, 30 min\n"))
        #expect(walked.contains("  Moved 'Pick up parcel' ("))
        #expect(walked.contains("  Left where it is.\n"))
        #expect(walked.hasSuffix("Done for now: 1 accepted, 1 left where they were.\n"))
        let inbox = try JSONDecoder().decode(
            Inbox.self, from: Data(try await Self.run(offload, ["inbox", "--json"]).utf8))
        #expect(inbox.tasks.map(\.title) == ["Buy stamps"])
        let again = try JSONDecoder().decode(
            Plan.self, from: Data(try await Self.run(offload, ["plan-day", "--json"]).utf8))
        #expect(again.proposals.map(\.task.title) == ["Buy stamps"])
    }

    @Test("too little history proposes nothing and says so; a day that has passed is refused in one line")
    func tooLittleAndPassed() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        _ = try await Self.run(offload, ["add", "Buy stamps @errands"])
        let output = try await Self.run(offload, ["plan-day", "tomorrow"])
        #expect(
            output
                == "Too little history to plan from yet: 0 tasks done on 0 days since 2025-11-25. plan-day learns "
                + "from 10 done tasks on 7 different days; nothing is proposed until then.\n")
        let passed = try await offload.run(["plan-day", "2026-11-20"], environment: Self.environment)
        #expect(passed.status == 64)
        #expect(passed.stderr == "'2026-11-20' has passed; plan-day plans today or a later day.\n")
        #expect(passed.stdout.isEmpty)
    }
}
