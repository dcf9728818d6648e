import Foundation
import Mustache
import OffloadCore
import OffloadStore

/// Renders the page and its fragments from the store, through the mustache templates (which escape every value).
struct WebPages: Sendable {
    /// The store, clock and time zone to render with.
    let configuration: ServiceConfiguration

    /// How many days the Upcoming panel covers unless asked otherwise, like `offload upcoming`.
    static let defaultUpcomingDays = 7

    /// The templates, parsed once.
    static let library: MustacheLibrary = {
        let templates = [
            "page": PageTemplate.page, "review": ReviewTemplate.review, "task": ViewTemplates.task,
            "today": ViewTemplates.today, "inbox": ViewTemplates.inbox, "upcoming": ViewTemplates.upcoming,
        ]
        var library = MustacheLibrary()
        for (name, text) in templates {
            do {
                try library.register(text, named: name)
            } catch {
                // Invariant: the templates are constants of this target, and WebRouteTests render each of them.
                fatalError("The web template '\(name)' does not parse: \(error)")
            }
        }
        return library
    }()

    private var dates: WebDates { WebDates(timeZone: configuration.timeZone) }
    private var moment: ViewMoment { configuration.moment }

    /// The whole page: capture box, the first capture awaiting review, and the three views (Today shown).
    func page() async throws -> String {
        let model = PageModel(
            styleVersion: WebAsset.style.version, scriptVersion: WebAsset.script.version,
            review: try await reviewPanel(position: 0), today: try await todayPanel(), inbox: try await inboxPanel(),
            upcoming: try await upcomingPanel(days: Self.defaultUpcomingDays))
        return Self.render(model, "page")
    }

    /// The review card of the capture at `position` in the queue (from 0); past the end, the first.
    func review(position: Int) async throws -> String {
        Self.render(try await reviewPanel(position: position), "review")
    }

    /// The Today panel.
    func today() async throws -> String { Self.render(try await todayPanel(), "today") }

    /// The Inbox panel.
    func inbox() async throws -> String { Self.render(try await inboxPanel(), "inbox") }

    /// The Upcoming panel over `days` days after today.
    func upcoming(days: Int) async throws -> String { Self.render(try await upcomingPanel(days: days), "upcoming") }

    private func reviewPanel(position: Int) async throws -> ReviewPanel {
        let store = configuration.store
        // The queue is the captures in review; asking for one more than the position finds the one to show
        // without reading the whole queue.
        let total = try await store.captureCount(status: .review)
        var position = position % max(total, 1)
        var items = try await store.awaitingReview(limit: position + 1)
        if items.count <= position {
            position = 0
            items = Array(items.prefix(1))
        }
        return ReviewPanel(
            item: items.last, position: position, total: max(total, items.count),
            pending: try await store.captureCount(status: .pending), dates: dates)
    }

    private func todayPanel() async throws -> TodayPanel {
        TodayPanel(try await configuration.store.today(at: moment), dates: dates)
    }

    private func inboxPanel() async throws -> InboxPanel { InboxPanel(try await configuration.store.inbox()) }

    private func upcomingPanel(days: Int) async throws -> UpcomingPanel {
        UpcomingPanel(try await configuration.store.upcoming(days: days, at: moment), days: days, dates: dates)
    }

    private static func render(_ model: Any, _ template: String) -> String {
        // Every name passed here is registered in `library`.
        library.render(model, withTemplate: template) ?? ""
    }
}

/// What the page template shows.
struct PageModel: Sendable {
    /// The version tags of the assets, so a new build's assets are fetched anew.
    let styleVersion: String
    let scriptVersion: String
    /// The review card.
    let review: ReviewPanel
    /// The three views.
    let today: TodayPanel
    let inbox: InboxPanel
    let upcoming: UpcomingPanel
}
