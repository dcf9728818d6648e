import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadStore
import Testing

@Suite struct WebRouteTests {
    typealias F = WebFixture

    @Test("GET / renders the whole page with its empty states, HTML under a strict Content-Security-Policy")
    func page() async throws {
        let page = try await F.fetch(TestService(), "/")
        #expect(page.status == .ok)
        #expect(page.headers[.contentType] == "text/html; charset=utf-8")
        #expect(page.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'self';") == true)
        #expect(page.headers[.cacheControl] == "no-store")
        #expect(page.headers[.xContentTypeOptions] == "nosniff")
        for text in [
            #"<label for="capture-text">Capture a thought</label>"#, "Nothing to review.", "Today, Wed 18 Nov",
            "Nothing due today.", "The inbox is empty.", "Nothing due in the next 7 days.", #"role="tablist""#,
            #"id="notice" class="notice" role="status" aria-live="polite""#,
        ] {
            #expect(page.body.contains(text), "\(text)")
        }
        // No inline script or style, which the policy would block anyway: one script element, loaded by address.
        #expect(page.body.components(separatedBy: "<script").count == 2)
        #expect(page.body.contains(#"<script src="/assets/app.js?v="#))
        #expect(!page.body.contains("style="))
        #expect(!page.body.lowercased().contains("overdue"))
    }

    @Test("capture text and titles are escaped everywhere they show: a <script> capture renders inert")
    func escaping() async throws {
        let service = try TestService()
        let text = #"<script>alert('x')</script> & "quotes""#
        let made = try await F.handOff(service.store, text) {
            [
                F.suggestion($0, $1, "<b>bold</b>", due: F.instant("2026-11-18T17:00:00Z")),
                F.suggestion(
                    $0, $1, "List", .list, name: "<i>list</i>",
                    items: [SuggestedItem(text: "<img src=x onerror=alert(1)>")]),
            ]
        }
        let escapedText = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;"
        for uri in ["/", "/ui/review"] {
            let page = try await F.fetch(service, uri)
            #expect(page.body.contains(escapedText), "\(uri)")
            #expect(page.body.contains("&lt;b&gt;bold&lt;/b&gt;"), "\(uri)")
            #expect(page.body.contains(#"value="&lt;b&gt;bold&lt;/b&gt;""#), "\(uri)")
            #expect(!page.body.contains("<script>alert"), "\(uri)")
            #expect(!page.body.contains("<b>bold"), "\(uri)")
            #expect(!page.body.contains("<img") && !page.body.contains("<i>"), "\(uri)")
            #expect(page.body.contains("&lt;img src=x onerror=alert(1)&gt;"), "\(uri)")
        }
        try await service.store.decide(try #require(made.first).id, .accept, at: TestService.now)
        let today = try await F.fetch(service, "/ui/today")
        #expect(today.body.contains("&lt;b&gt;bold&lt;/b&gt;"))
        #expect(!today.body.contains("<b>bold"))
    }

    @Test("the review card shows each suggestion's destination, title, due, items, confidence and why")
    func reviewCard() async throws {
        let service = try TestService()
        let text = "milk and 2 loaves of bread, call mom tomorrow 5pm"
        let made = try await F.handOff(service.store, text) { capture, run in
            [
                F.suggestion(
                    capture, run, "Groceries", .list, name: "Groceries",
                    items: [SuggestedItem(text: "milk"), SuggestedItem(text: "bread", quantity: 2, unit: "loaf")],
                    explanation: [
                        ExplanationItem(feature: "w:milk", weight: 1.5, span: TextSpan(start: 0, end: 4)),
                        ExplanationItem(feature: "w:and", weight: -0.5, span: TextSpan(start: 5, end: 8)),
                    ]),
                F.suggestion(capture, run, "Call mom", .communication, due: F.instant("2026-11-19T17:00:00Z")),
            ]
        }
        let page = try await F.fetch(service, "/ui/review")
        #expect(page.status == .ok)
        #expect(page.headers[.contentType] == "text/html; charset=utf-8")
        #expect(page.headers[.contentSecurityPolicy] != nil)
        for fragment in [
            "Capture 1 of 1", text, #"<span class="destination">list</span>"#, "→ Groceries", "90% sure",
            "<li>milk</li>\n        <li>2 loaf bread</li>",
            #"<span class="why-label">Why:</span> &quot;milk&quot; +1.5"#,
            #"<time datetime="2026-11-19T17:00:00.000Z">Thu 19 Nov 17:00</time>"#, #"value="2026-11-19 17:00""#,
            #"data-id="\#(made[0].id.uuidString.lowercased())""#, #"aria-keyshortcuts="a">Accept"#,
            "milk\nbread</textarea>",
        ] {
            #expect(page.body.contains(fragment), "\(fragment)")
        }
        #expect(!page.body.contains("&quot;and&quot;"))
    }

    @Test("GET /ui/review?position= walks the queue, wraps past the end, and refuses a bad position")
    func reviewPositions() async throws {
        let service = try TestService()
        try await F.handOff(service.store, "first thought") { [F.suggestion($0, $1, "First")] }
        try await F.handOff(service.store, "second thought") { [F.suggestion($0, $1, "Second")] }
        let second = try await F.fetch(service, "/ui/review?position=1")
        #expect(second.body.contains("Capture 2 of 2") && second.body.contains("second thought"))
        #expect(second.body.contains(#"data-position="1" data-total="2""#))
        let wrapped = try await F.fetch(service, "/ui/review?position=2")
        #expect(wrapped.body.contains("Capture 1 of 2") && wrapped.body.contains("first thought"))
        for bad in ["-1", "x", "99999999999"] {
            let page = try await F.fetch(service, "/ui/review?position=\(bad)")
            #expect(page.status == .badRequest, "\(bad)")
            #expect(page.body.contains(#""code":"bad_parameter""#), "\(bad)")
        }
    }

    @Test("with nothing to review, the card says so and how many captures wait to be organized")
    func reviewEmpty() async throws {
        let service = try TestService()
        let none = try await F.fetch(service, "/ui/review")
        #expect(none.body.contains("Nothing to review.") && !none.body.contains("wait"))
        _ = try await service.store.add([
            try CaptureEntry(rawText: "one", createdAt: TestService.now),
            try CaptureEntry(rawText: "two", createdAt: TestService.now),
        ])
        let page = try await F.fetch(service, "/ui/review")
        #expect(page.body.contains("Nothing to review."))
        #expect(page.body.contains("2 captures wait to be organized. Press Organize when you have a minute."))
    }
}
