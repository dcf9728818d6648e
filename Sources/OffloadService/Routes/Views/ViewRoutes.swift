import Foundation
import Hummingbird
import OffloadInterface
import OffloadStore

/// The views: `/v1/today`, `/v1/inbox`, `/v1/upcoming`, `/v1/week` and `/v1/month`, each the object of the command
/// of that name with `--json`, with `category` and `tag` as `--category` and `--tag`; "now" and the zone of the days
/// come from the configuration.
struct ViewRoutes {
    let configuration: ServiceConfiguration

    func register(on router: RouteBuilder) {
        let store = configuration.store
        router.get("v1/today") { request, _ in
            let query = QueryValues(request)
            return try JSONResponse.response(
                TodayJSON(try await store.today(at: configuration.moment, filter: query.filter)))
        }
        router.get("v1/inbox") { request, _ in
            try JSONResponse.response(InboxJSON(try await store.inbox(filter: QueryValues(request).filter)))
        }
        router.get("v1/upcoming") { request, _ in
            let query = QueryValues(request)
            let days = try query.integer("days", in: 1...366, default: 7)
            return try JSONResponse.response(
                UpcomingJSON(try await store.upcoming(days: days, at: configuration.moment, filter: query.filter)))
        }
        router.get("v1/week") { request, _ in
            let query = QueryValues(request)
            return try JSONResponse.response(
                DayCountsJSON(try await store.week(at: configuration.moment, filter: query.filter)))
        }
        router.get("v1/month") { request, _ in
            let query = QueryValues(request)
            let moment = configuration.moment
            guard let text = query.text("month") else {
                return try JSONResponse.response(DayCountsJSON(try await store.month(at: moment, filter: query.filter)))
            }
            guard let month = ViewMonth(text) else {
                throw ServiceError.badParameter("month", "must be a month as YYYY-MM, e.g. 2026-12.")
            }
            return try JSONResponse.response(
                DayCountsJSON(try await store.month(month.month, of: month.year, at: moment, filter: query.filter)))
        }
    }
}
