import Foundation
import OffloadCore
import Testing

@testable import OffloadStore
@testable import offload

/// `offload categories|tags [rename|merge|delete]`.
@Suite struct LabelCommandTests {
    typealias Fields = OrganizerFieldsTests

    /// Places "Pay rent" [finance] and "Call bank" [money] as tasks, and a note [money].
    static func labelled(_ offload: OffloadProcess) async throws {
        let made = try await Fields.suggestions(offload, ["pay rent", "call bank", "rent idea"])
        for (suggestion, (category, destination)) in zip(
            made, [("finance", "task"), ("money", "task"), ("money", "note")])
        {
            _ = try await Fields.stdout(
                offload, ["decide", suggestion.id, "edit", "--destination", destination, "--category", category])
        }
    }

    @Test("categories lists counts; rename, merge and delete change every item and are undone one by one")
    func categories() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.labelled(offload)
        let listing = "finance  1 task, 0 others\nmoney    1 task, 1 other\n"
        #expect(try await Fields.stdout(offload, ["categories"]) == listing)
        #expect(
            try await Fields.stdout(offload, ["categories", "--json"])
                == #"[{"name":"finance","others":0,"tasks":1},{"name":"money","others":1,"tasks":1}]"# + "\n")
        #expect(
            try await Fields.stdout(offload, ["categories", "rename", "Money", "cash"])
                == "Renamed category 'money' to 'cash' (2 items).\n`offload undo` takes it back.\n")
        #expect(
            try await Fields.stdout(offload, ["categories", "merge", "cash", "finance"])
                == "Merged category 'cash' into 'finance' (2 items).\n`offload undo` takes it back.\n")
        #expect(try await Fields.stdout(offload, ["categories"]) == "finance  2 tasks, 1 other\n")
        #expect(
            try await Fields.stdout(offload, ["categories", "delete", "FINANCE"])
                == "Deleted category 'finance', cleared from 3 items.\n`offload undo` takes it back.\n")
        #expect(try await Fields.stdout(offload, ["categories"]) == "No categories yet.\n")
        for _ in 0..<3 { _ = try await Fields.stdout(offload, ["undo"]) }
        #expect(try await Fields.stdout(offload, ["categories"]) == listing)
    }

    @Test("renaming onto a taken name, an empty name and an unknown name are one-line errors")
    func refusals() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.labelled(offload)
        let taken = try await offload.run(["categories", "rename", "money", "FINANCE"])
        #expect(taken.status == 65)
        #expect(
            taken.stderr
                == "There is already a category called 'finance', so nothing was changed. To join the two, use merge.\n"
        )
        #expect(try await offload.run(["tags", "rename", "x", " "]).status == 65)
        let unknown = try await offload.run(["tags", "delete", "nothing"])
        #expect(unknown.status == 66 && unknown.stderr.split(separator: "\n").count == 1)
        #expect(try await Fields.stdout(offload, ["tags"]) == "No tags yet.\n")
    }

    @Test("review's category prompt offers the categories in the database")
    func reviewOffersCategories() {
        #expect(
            ReviewKeys.categoryPrompt(["errands", "money"]) == "category (yours: errands, money; empty for none): ")
        #expect(ReviewKeys.categoryPrompt([]) == "category (empty for none): ")
    }
}
