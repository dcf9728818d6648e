import Hummingbird

/// The web page at `/`, the fragments its script swaps in after each action (`/ui/…`), and its two assets.
///
/// The fragments render the same partials as the page, so the script never renders anything itself: after an
/// action through the JSON routes it asks for the fragment anew.
struct WebRoutes {
    let configuration: ServiceConfiguration

    /// The largest `days` of `/ui/upcoming`, like `offload upcoming --days`.
    static let maximumDays = 366

    func register(on routes: RouteBuilder) {
        let pages = WebPages(configuration: configuration)
        routes.get("/") { _, _ in HTMLResponse.response(try await pages.page()) }
        routes.get("ui/review") { request, _ in
            let position = try Self.integer("position", in: request, range: 0...Int(Int32.max), default: 0)
            return HTMLResponse.response(try await pages.review(position: position))
        }
        routes.get("ui/today") { _, _ in HTMLResponse.response(try await pages.today()) }
        routes.get("ui/inbox") { _, _ in HTMLResponse.response(try await pages.inbox()) }
        routes.get("ui/upcoming") { request, _ in
            let days = try Self.integer(
                "days", in: request, range: 1...Self.maximumDays, default: WebPages.defaultUpcomingDays)
            return HTMLResponse.response(try await pages.upcoming(days: days))
        }
        routes.get("assets/app.css") { request, _ in WebAsset.style.response(to: request) }
        routes.get("assets/app.js") { request, _ in WebAsset.script.response(to: request) }
    }

    /// The whole number in the query parameter `name`, `fallback` when it is absent.
    ///
    /// - Throws: ``ServiceError`` 400 `bad_parameter` when it is not a whole number within `range`.
    static func integer(_ name: String, in request: Request, range: ClosedRange<Int>, default fallback: Int) throws
        -> Int
    {
        guard let text = request.uri.queryParameters[Substring(name)] else { return fallback }
        guard let value = Int(String(text)), range.contains(value) else {
            throw ServiceError.badParameter(
                name, "must be a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return value
    }
}
