import Foundation
import OffloadCore
import Testing

@testable import offload

/// Categories, tags and plan titles stored by a placement show in `suggestions`, `tasks` and `plans`.
///
/// The tiny test models suggest no category with enough confidence, so categories are given in a scripted
/// `offload review` (`e`, `g`, the name, `a`); tags come from hashtags.
@Suite struct OrganizerLabelsTests {
    /// Captures `text`, hands it off with the tiny models, and returns its one suggestion as a JSON object.
    static func suggestion(_ offload: OffloadProcess, _ text: String) async throws -> [String: Any] {
        #expect(try await offload.run(["capture", text]).status == 0)
        #expect(try await offload.run(["handoff"] + TinyModels.arguments()).status == 0)
        let items = try await offload.run(["suggestions", "--json"]).objects()
        let suggestions = try #require(items.first?["suggestions"] as? [[String: Any]])
        try #require(suggestions.count == 1)
        return suggestions[0]
    }

    @Test("Given tasks placed with a tag, and with a category and a tag, Then tasks and tasks --json show them")
    func taskCategoryAndTags() async throws {
        // Given a handed-off capture with a hashtag, whose suggestion line shows the tag
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let suggestion = try await Self.suggestion(offload, "pay rent on the 1st #home")
        let id = try #require(suggestion["id"] as? String)
        #expect(suggestion["tags"] as? [String] == ["home"])
        let listed = try await offload.run(["suggestions"])
        #expect(listed.stdout.hasSuffix(" · #home\n"), "\(listed.stdout)")
        // When it is accepted, and a second one is accepted in review with the category "home"
        #expect(try await offload.run(["decide", id, "accept"]).status == 0)
        _ = try await Self.suggestion(offload, "water the plants #garden")
        let review = try await offload.run(["review"], stdin: Data("e\ng\nhome\na\n".utf8))
        #expect(review.status == 0, "\(review.stderr)")
        // Then tasks shows the category in brackets and the tags, and tasks --json carries both
        let lines = try await offload.run(["tasks"]).stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.contains { $0.hasSuffix("Pay rent  #home") }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("Water the plants  [home]  #garden") }, "\(lines)")
        let tasks = try await offload.run(["tasks", "--json"]).objects()
        let rent = try #require(tasks.first { $0["title"] as? String == "Pay rent" })
        let plants = try #require(tasks.first { $0["title"] as? String == "Water the plants" })
        #expect(rent["category"] == nil)
        #expect(rent["tags"] as? [String] == ["home"])
        #expect(rent["planTitle"] == nil)
        #expect(plants["category"] as? String == "home")
        #expect(plants["tags"] as? [String] == ["garden"])
    }

    @Test("Given a plan accepted with a category, Then tasks labels each step with its plan and plans shows it")
    func planSteps() async throws {
        // Given a plan suggestion, accepted in review with the category "social"
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let suggestion = try await Self.suggestion(
            offload, "plan tom's birthday: book venue, send invites, order cake")
        #expect(suggestion["destinationType"] as? String == "plan")
        #expect(try await offload.run(["review"], stdin: Data("e\ng\nsocial\na\n".utf8)).status == 0)
        // Then plans --json carries the category and each step its plan's title
        let plan = try #require(try await offload.run(["plans", "--json"]).objects().first)
        let title = try #require(plan["title"] as? String)
        let planID = try #require(plan["id"] as? String)
        #expect(plan["category"] as? String == "social")
        let steps = try #require(plan["tasks"] as? [[String: Any]])
        #expect(steps.map { $0["planTitle"] as? String } == Array(repeating: title, count: 3))
        // And tasks names the plan on every step instead of showing three bare titles
        let lines = try await offload.run(["tasks"]).stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        for (line, step) in zip(lines, ["book venue", "send invites", "order cake"]) {
            #expect(line.hasSuffix("  \(step)  (plan: \(title))"), "\(line)")
        }
        let tasks = try await offload.run(["tasks", "--json"]).objects()
        #expect(tasks.map { $0["planTitle"] as? String } == Array(repeating: title, count: 3))
        #expect(tasks.map { $0["planID"] as? String } == Array(repeating: planID, count: 3))
        #expect(tasks.map { $0["tags"] as? [String] } == Array(repeating: [], count: 3))
        // And the plan's human header shows its category
        let plans = try await offload.run(["plans"])
        #expect(plans.stdout.hasPrefix("\(title)  (0/3 done, \(planID.prefix(8)))  [social]\n"), "\(plans.stdout)")
    }

    @Test(
        "A suggestion line ends with its category in brackets and its tags; the review screen leaves the category out")
    func suggestionLine() throws {
        let suggestion = Suggestion(
            runID: UUID(), captureID: UUID(), title: "Pay rent", confidence: try #require(Confidence(0.97)),
            destinationType: .task, category: "finance", tags: ["home", "bills"])
        #expect(
            SuggestionText.line(for: suggestion)
                == "\(suggestion.shortID)  task  Pay rent  (97%) · [finance] · #home #bills")
        #expect(
            SuggestionText.line(for: suggestion, showsCategory: false)
                == "\(suggestion.shortID)  task  Pay rent  (97%) · #home #bills")
    }
}
