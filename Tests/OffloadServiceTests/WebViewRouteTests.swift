import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadStore
import Testing

@Suite struct WebViewRouteTests {
    typealias F = WebFixture

    /// Adds tasks due at the given instants (nil for none) and returns their ids, lowercase.
    static func add(_ store: CaptureStore, _ tasks: [(String, String?)]) async throws -> [String] {
        let drafts = try tasks.map { try TaskDraft(title: $0.0, dueDate: $0.1.map(F.instant)) }
        return try await store.addTasks(drafts, at: TestService.now).map { $0.outline.task.id.uuidString.lowercased() }
    }

    @Test("the views render each task as a row with a labelled done checkbox, a move field and order buttons")
    func views() async throws {
        let service = try TestService()
        let ids = try await Self.add(
            service.store,
            [
                ("Pay rent", "2026-11-18T17:00:00Z"), ("File taxes", nil), ("Call plumber", "2026-11-19T09:00:00Z"),
                ("Water plants", "2026-11-17T00:00:00Z"), ("Buy stamps", "2026-11-18T00:00:00Z"),
            ])
        _ = try await service.store.setState([ids[4]], to: .done, at: TestService.now, timeZone: .gmt)
        let today = try await F.fetch(service, "/ui/today")
        #expect(today.status == .ok && today.headers[.contentType] == "text/html; charset=utf-8")
        for fragment in [
            "Today, Wed 18 Nov", #"<input type="checkbox" id="done-today-\#(ids[0])" class="done-box""#,
            #"<label for="done-today-\#(ids[0])" id="label-today-\#(ids[0])" class="task-title">Pay rent</label>"#,
            #"<time class="when" datetime="2026-11-18T17:00:00.000Z">17:00</time>"#,
            "From earlier — decide when you have a minute", ">Tue 17 Nov</time>",
            #"<li class="task done" id="task-today-\#(ids[4])""#, #"class="done-box" checked"#,
            #"<label for="move-today-\#(ids[0])" class="visually-hidden">Move to"#, #"data-action="up""#,
        ] {
            #expect(today.body.contains(fragment), "\(fragment)")
        }
        #expect(!today.body.lowercased().contains("overdue"))
        let inbox = try await F.fetch(service, "/ui/inbox")
        #expect(inbox.body.contains("Inbox (1)") && inbox.body.contains(">File taxes</label>"))
        let upcoming = try await F.fetch(service, "/ui/upcoming?days=1")
        #expect(upcoming.body.contains("Thu 19 Nov") && upcoming.body.contains(">09:00</time>"))
        #expect(upcoming.body.contains(#"data-days="1""#))
    }

    @Test("empty views say so calmly; Upcoming counts the days it was asked for")
    func emptyViews() async throws {
        let service = try TestService()
        #expect(try await F.fetch(service, "/ui/today").body.contains("Nothing due today."))
        #expect(try await F.fetch(service, "/ui/inbox").body.contains("The inbox is empty."))
        #expect(try await F.fetch(service, "/ui/upcoming").body.contains("Nothing due in the next 7 days."))
        #expect(try await F.fetch(service, "/ui/upcoming?days=1").body.contains("Nothing due tomorrow."))
    }

    @Test("a bad days parameter is 400 bad_parameter")
    func badDays() async throws {
        let service = try TestService()
        for bad in ["0", "367", "soon"] {
            let page = try await F.fetch(service, "/ui/upcoming?days=\(bad)")
            #expect(page.status == .badRequest, "\(bad)")
            #expect(page.body.contains(#""code":"bad_parameter""#), "\(bad)")
        }
    }

    @Test("assets have their content types, a version ETag and a year's caching; a matching If-None-Match is 304")
    func assets() async throws {
        let service = try TestService()
        let page = try await F.fetch(service, "/")
        for (path, type) in [
            ("/assets/app.css", "text/css; charset=utf-8"), ("/assets/app.js", "text/javascript; charset=utf-8"),
        ] {
            let asset = try await F.fetch(service, path)
            #expect(asset.status == .ok, "\(path)")
            #expect(asset.headers[.contentType] == type, "\(path)")
            #expect(asset.headers[.cacheControl] == "public, max-age=31536000, immutable", "\(path)")
            let tag = try #require(asset.headers[.eTag], "\(path)")
            // The page names the asset by the version its ETag carries.
            #expect(page.body.contains("\(path)?v=\(tag.dropFirst().dropLast())"), "\(path)")
            #expect(!asset.body.isEmpty)
            let again = try await F.fetch(service, path, headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified && again.body.isEmpty, "\(path)")
            let other = try await F.fetch(service, path, headers: [.ifNoneMatch: #""0000""#])
            #expect(other.status == .ok, "\(path)")
        }
    }

    @Test("the page and its fragments take GET only: other methods are 405 with Allow GET")
    func methods() async throws {
        let service = try TestService()
        for path in ["/", "/ui/review", "/ui/today", "/assets/app.js"] {
            let page = try await F.fetch(service, path, method: .post)
            #expect(page.status == .methodNotAllowed, "\(path)")
            #expect(page.headers[.allow] == "GET", "\(path)")
        }
    }
}
