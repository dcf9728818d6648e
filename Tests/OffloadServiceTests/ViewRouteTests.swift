import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadInterface
import OffloadStore
import Testing

/// `/v1/today`, `/v1/inbox`, `/v1/upcoming`, `/v1/week` and `/v1/month`.
@Suite struct ViewRouteTests {
    static let moment = ViewMoment(now: TestService.now, timeZone: .gmt)

    @Test("each view answers the bytes of its command's --json object")
    func sameBytes() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            _ = try await client.addTask("buy milk")
            _ = try await client.addTask("call mom tomorrow 5pm")
            _ = try await client.addTask("dentist in 3 days")
            _ = try await client.addTask("pay rent today")
            let store = service.store
            #expect(
                try await client.send(.get, "/v1/today").text
                    == (try JSONOutput.line(TodayJSON(try await store.today(at: Self.moment)))))
            #expect(
                try await client.send(.get, "/v1/inbox").text
                    == (try JSONOutput.line(InboxJSON(try await store.inbox()))))
            #expect(
                try await client.send(.get, "/v1/upcoming").text
                    == (try JSONOutput.line(UpcomingJSON(try await store.upcoming(days: 7, at: Self.moment)))))
            #expect(
                try await client.send(.get, "/v1/week").text
                    == (try JSONOutput.line(DayCountsJSON(try await store.week(at: Self.moment)))))
            #expect(
                try await client.send(.get, "/v1/month").text
                    == (try JSONOutput.line(DayCountsJSON(try await store.month(at: Self.moment)))))
        }
    }

    @Test("upcoming takes days; category and tag narrow every view")
    func parameters() async throws {
        try await TestService().app.test(.router) { client in
            _ = try await client.addTask("call mom tomorrow #family")
            _ = try await client.addTask("dentist in 3 days @health")
            let one = try await client.send(.get, "/v1/upcoming?days=1")
            #expect(one.objects("days").map { $0["date"] as? String } == ["2026-11-19"])
            let all = try await client.send(.get, "/v1/upcoming?days=3")
            #expect(all.objects("days").count == 2)
            let health = try await client.send(.get, "/v1/upcoming?category=HEALTH")
            #expect(health.objects("days").map { $0["date"] as? String } == ["2026-11-21"])
            let family = try await client.send(.get, "/v1/upcoming?tag=%23family")
            #expect(family.objects("days").map { $0["date"] as? String } == ["2026-11-19"])
            let week = try await client.send(.get, "/v1/week?tag=family")
            #expect(week.objects("days").compactMap { $0["open"] as? Int }.reduce(0, +) == 1)
        }
    }

    @Test("month takes another month as YYYY-MM; today is marked only in its own month")
    func month() async throws {
        try await TestService().app.test(.router) { client in
            _ = try await client.addTask("renew passport 2026-12-03")
            let december = try await client.send(.get, "/v1/month?month=2026-12")
            let days = december.objects("days")
            #expect(days.count == 31 && days.first?["date"] as? String == "2026-12-01")
            #expect(days.contains { $0["isToday"] as? Bool == true } == false)
            #expect(days[2]["open"] as? Int == 1)
            let november = try await client.send(.get, "/v1/month?month=2026-11")
            #expect(november.objects("days").filter { $0["isToday"] as? Bool == true }.count == 1)
        }
    }

    @Test(
        "bad view parameters answer 400 bad_parameter",
        arguments: [
            "/v1/upcoming?days=0", "/v1/upcoming?days=367", "/v1/upcoming?days=x", "/v1/month?month=2026-13",
            "/v1/month?month=26-12", "/v1/month?month=december",
        ])
    func badParameters(_ uri: String) async throws {
        try await TestService().app.test(.router) { client in
            let reply = try await client.send(.get, uri)
            #expect(reply.status == .badRequest)
            #expect(reply.errorCode == "bad_parameter")
        }
    }
}
