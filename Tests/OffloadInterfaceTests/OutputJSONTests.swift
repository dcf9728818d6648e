import Foundation
import OffloadCore
import OffloadInterface
@testable import OffloadStore
import Testing

@Suite("JSON shapes")
struct OutputJSONTests {
    /// A fixed instant with exact milliseconds.
    private static let instant = ISOInstant.parse("2026-11-21T19:20:01.250Z") ?? Date.distantPast

    @Test("A capture object: sorted keys, milliseconds in UTC, slashes not escaped")
    func captureObject() throws {
        let id = try #require(UUID(uuidString: "3F2A9C1B-0000-4000-8000-000000000001"))
        let entry = try CaptureEntry(id: id, rawText: "call mom / dad tomorrow", createdAt: Self.instant)
        #expect(
            try JSONOutput.line(CaptureJSON(entry))
                == #"{"createdAt":"2026-11-21T19:20:01.250Z","id":"3f2a9c1b-0000-4000-8000-000000000001","#
                + #""rawText":"call mom / dad tomorrow","source":"text","status":"pending"}"#)
        #expect(entry.shortID == "3f2a9c1b")
    }

    @Test("A task object leaves absent values out and keeps its labels and postponed count")
    func taskObject() throws {
        let id = try #require(UUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000002"))
        let task = try TaskItem(
            id: id, title: "Pay rent", createdAt: Self.instant, dueDate: Self.instant, priority: .high, position: 3,
            postponed: 1)
        let outline = TaskOutline(task: task, category: nil, tags: ["home"], planTitle: nil)
        #expect(
            try JSONOutput.line(TaskJSON(outline))
                == #"{"dueDate":"2026-11-21T19:20:01.250Z","id":"1a2b3c4d-0000-4000-8000-000000000002","#
                + #""position":3,"postponed":1,"priority":"high","status":"open","tags":["home"],"title":"Pay rent"}"#)
    }

    @Test("Pretty JSON indents with sorted keys; one-line JSON has no spaces")
    func encoderSettings() throws {
        let value = ["b": "x/y", "a": "z"]
        #expect(try JSONOutput.line(value) == #"{"a":"z","b":"x/y"}"#)
        #expect(try JSONOutput.string(value) == "{\n  \"a\" : \"z\",\n  \"b\" : \"x/y\"\n}")
    }
}
