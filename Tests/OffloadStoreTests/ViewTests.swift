import Foundation
import Testing

@testable import OffloadStore

/// Which tasks each view shows, in which order, for which day.
@Suite struct ViewTests {
    /// Monday 2026-11-23, 09:00 UTC.
    static let monday = ViewMoment(now: ViewSeed.instant("2026-11-23T09:00:00Z"), timeZone: .gmt)

    static func titles(_ tasks: [TaskOutline]) -> [String] { tasks.map(\.task.title) }

    @Test("today: unfinished due today and done today (whatever the due date), in position order; apart, earlier")
    func todayMembership() async throws {
        let seed = try ViewSeed.make()
        try await seed.task("Waiting on Ann", "waiting", due: "2026-11-23T17:00:00Z", position: 3072)
        try await seed.task("Call mom", "active", due: "2026-11-23T08:00:00Z", position: 1024)
        try await seed.task("Buy milk", due: "2026-11-23T23:59:00Z", position: 2048)
        try await seed.task(
            "Paid rent", "done", due: "2026-11-16T09:00:00Z", completed: "2026-11-23T07:00:00Z", position: 512)
        try await seed.task(
            "Done yesterday", "done", due: "2026-11-23T09:00:00Z", completed: "2026-11-22T20:00:00Z", position: 4096)
        try await seed.task("Some day", "someday", due: "2026-11-23T10:00:00Z", position: 5120)
        try await seed.task("Not needed", "cancelled", due: "2026-11-23T10:00:00Z", position: 6144)
        try await seed.task("Tomorrow", due: "2026-11-24T00:00:00Z", position: 7168)
        try await seed.task("Scheduled", scheduled: "2026-11-23T12:00:00Z", position: 8192)
        try await seed.task("Overdue B", due: "2026-11-20T09:00:00Z", position: 400)
        try await seed.task("Overdue A", "active", due: "2026-11-22T23:59:00Z", position: 300)
        try await seed.task("Old someday", "someday", due: "2026-11-20T09:00:00Z", position: 200)

        let today = try await seed.store.today(at: Self.monday)
        #expect(today.day.date == "2026-11-23")
        #expect(Self.titles(today.tasks) == ["Paid rent", "Call mom", "Buy milk", "Waiting on Ann", "Scheduled"])
        #expect(Self.titles(today.fromEarlier) == ["Overdue A", "Overdue B"])
    }

    @Test("from earlier never moves: the next day it is still there, unchanged, with its own date")
    func fromEarlierStays() async throws {
        let seed = try ViewSeed.make()
        try await seed.task("Overdue", due: "2026-11-20T09:00:00Z", position: 1024)
        let first = try await seed.store.today(at: Self.monday)
        let tuesday = ViewMoment(now: ViewSeed.instant("2026-11-24T09:00:00Z"), timeZone: .gmt)
        let second = try await seed.store.today(at: tuesday)
        #expect(first.fromEarlier == second.fromEarlier)
        #expect(second.tasks.isEmpty)
        #expect(second.fromEarlier.first?.task.dueDate == ViewSeed.instant("2026-11-20T09:00:00Z"))
    }

    @Test("a task done today stays in today until the day ends, and is gone the next day")
    func doneTodayStays() async throws {
        let seed = try ViewSeed.make()
        try await seed.task("Done", "done", due: "2026-11-23T10:00:00Z", completed: "2026-11-23T08:30:00Z", position: 1)
        #expect(Self.titles(try await seed.store.today(at: Self.monday).tasks) == ["Done"])
        let lateEvening = ViewMoment(now: ViewSeed.instant("2026-11-23T23:59:59Z"), timeZone: .gmt)
        #expect(Self.titles(try await seed.store.today(at: lateEvening).tasks) == ["Done"])
        let tuesday = ViewMoment(now: ViewSeed.instant("2026-11-24T00:00:00Z"), timeZone: .gmt)
        #expect(try await seed.store.today(at: tuesday).tasks.isEmpty)
    }

    @Test("across the fall-back change today has 25 hours: 23:30 local is today, 23:30 the day before is earlier")
    func daylightSavingDay() async throws {
        let seed = try ViewSeed.make()
        // 2026-10-25 in Berlin: CEST (+2) until 03:00, then CET (+1); the day runs 2026-10-24T22:00Z..10-25T23:00Z.
        try await seed.task("Late tonight", due: "2026-10-25T22:30:00Z", position: 1)
        try await seed.task("Late last night", due: "2026-10-24T21:30:00Z", position: 2)
        try await seed.task("Just after midnight", due: "2026-10-24T22:00:00Z", position: 3)
        try await seed.task("Tomorrow early", due: "2026-10-25T23:00:00Z", position: 4)
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let sunday = ViewMoment(now: ViewSeed.instant("2026-10-25T10:00:00Z"), timeZone: berlin)
        let today = try await seed.store.today(at: sunday)
        #expect(today.day.date == "2026-10-25")
        #expect(today.day.end.timeIntervalSince(today.day.start) == 25 * 3600)
        #expect(Self.titles(today.tasks) == ["Late tonight", "Just after midnight"])
        #expect(Self.titles(today.fromEarlier) == ["Late last night"])
        let upcoming = try await seed.store.upcoming(days: 1, at: sunday)
        #expect(upcoming.map(\.day.date) == ["2026-10-26"])
        #expect(Self.titles(upcoming.first?.tasks ?? []) == ["Tomorrow early"])
    }

    @Test("inbox: unfinished tasks with no due date outside plans; plan steps, someday and finished ones stay out")
    func inboxMembership() async throws {
        let seed = try ViewSeed.make()
        try await seed.task("Second", position: 2048)
        try await seed.task("First", "waiting", position: 1024)
        try await seed.task("Step", position: 10, plan: "Move house")
        try await seed.task("Later", "someday", position: 20)
        try await seed.task("Finished", "done", completed: "2026-11-20T09:00:00Z", position: 30)
        try await seed.task("Dropped", "cancelled", position: 40)
        try await seed.task("Dated", due: "2026-11-30T09:00:00Z", position: 50)
        #expect(Self.titles(try await seed.store.inbox()) == ["First", "Second"])
    }

    @Test("upcoming: the N days after today, grouped by day, each in position order; empty days left out")
    func upcomingDays() async throws {
        let seed = try ViewSeed.make()
        try await seed.task("Today", due: "2026-11-23T18:00:00Z", position: 1)
        try await seed.task("Tue B", due: "2026-11-24T08:00:00Z", position: 300)
        try await seed.task("Tue A", due: "2026-11-24T18:00:00Z", position: 200)
        try await seed.task("Tue done", "done", due: "2026-11-24T08:00:00Z", position: 250)
        try await seed.task("Mon next", due: "2026-11-30T23:59:00Z", position: 400)
        try await seed.task("Tue next", due: "2026-12-01T00:00:00Z", position: 500)
        let week = try await seed.store.upcoming(days: 7, at: Self.monday)
        #expect(week.map(\.day.date) == ["2026-11-24", "2026-11-30"])
        #expect(week.map { Self.titles($0.tasks) } == [["Tue A", "Tue B"], ["Mon next"]])
        let eight = try await seed.store.upcoming(days: 8, at: Self.monday)
        #expect(eight.map(\.day.date) == ["2026-11-24", "2026-11-30", "2026-12-01"])
    }

    @Test("week and month count open (due that day) and done (completed that day) per day, Monday first")
    func counts() async throws {
        let seed = try ViewSeed.make()
        let wednesday = ViewMoment(now: ViewSeed.instant("2026-11-25T12:00:00Z"), timeZone: .gmt)
        try await seed.task("Mon open", due: "2026-11-23T09:00:00Z", position: 1)
        try await seed.task("Wed open", due: "2026-11-25T09:00:00Z", position: 2)
        try await seed.task("Wed open 2", "active", due: "2026-11-25T19:00:00Z", position: 3)
        try await seed.task(
            "Done Tue", "done", due: "2026-11-20T09:00:00Z", completed: "2026-11-24T10:00:00Z", position: 4)
        try await seed.task("Sun someday", "someday", due: "2026-11-29T09:00:00Z", position: 5)
        try await seed.task("Dec", due: "2026-12-01T09:00:00Z", position: 6)
        let week = try await seed.store.week(at: wednesday)
        #expect(week.map(\.day.date).first == "2026-11-23" && week.map(\.day.date).last == "2026-11-29")
        #expect(week.map(\.open) == [1, 0, 2, 0, 0, 0, 0])
        #expect(week.map(\.done) == [0, 1, 0, 0, 0, 0, 0])
        #expect(week.map(\.isToday) == [false, false, true, false, false, false, false])
        let month = try await seed.store.month(at: wednesday)
        #expect(month.count == 30 && month.first?.day.date == "2026-11-01" && month.last?.day.date == "2026-11-30")
        #expect(month.reduce(0) { $0 + $1.open } == 3 && month.filter(\.isToday).map(\.day.dayOfMonth) == [25])
    }

    @Test("category and tag filters match names ignoring case, Unicode included; an unknown name shows nothing")
    func filters() async throws {
        let seed = try ViewSeed.make()
        try await seed.task("Groceries", position: 1, category: "Errands", tags: ["Été", "home"])
        try await seed.task("Taxes", position: 2, category: "Admin", tags: ["home"])
        try await seed.task("Gift", position: 3, category: "errands-2")
        #expect(Self.titles(try await seed.store.inbox(filter: ViewFilter(category: "ERRANDS"))) == ["Groceries"])
        #expect(Self.titles(try await seed.store.inbox(filter: ViewFilter(tag: "éTÉ"))) == ["Groceries"])
        #expect(Self.titles(try await seed.store.inbox(filter: ViewFilter(tag: "HOME"))) == ["Groceries", "Taxes"])
        #expect(
            Self.titles(try await seed.store.inbox(filter: ViewFilter(category: "admin", tag: "home"))) == ["Taxes"])
        #expect(try await seed.store.inbox(filter: ViewFilter(category: "nowhere")).isEmpty)
        #expect(
            try await seed.store.week(at: Self.monday, filter: ViewFilter(tag: "nothing")).map(\.open).allSatisfy {
                $0 == 0
            })
    }

    @Test("a view task carries its postponed count, category, tags and plan title")
    func carriedFields() async throws {
        let seed = try ViewSeed.make()
        try await seed.task(
            "Step", due: "2026-11-23T10:00:00Z", position: 1, plan: "Trip", category: "Travel", tags: ["b", "A"],
            postponed: 4, recurrence: "FREQ=DAILY")
        let task = try #require(try await seed.store.today(at: Self.monday).tasks.first)
        #expect(task.task.postponed == 4 && task.planTitle == "Trip" && task.category == "Travel")
        #expect(task.tags == ["A", "b"] && task.task.recurrence == "FREQ=DAILY")
    }
}
