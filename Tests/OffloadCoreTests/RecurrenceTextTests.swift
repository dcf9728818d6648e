import OffloadCore
import Testing

struct RecurrenceCase: Sendable, CustomTestStringConvertible {
    let rule: String
    let words: String
    var testDescription: String { rule }
}

@Suite struct RecurrenceTextTests {
    static let cases = [
        RecurrenceCase(rule: "FREQ=DAILY", words: "every day"),
        RecurrenceCase(rule: "FREQ=DAILY;INTERVAL=3", words: "every 3 days"),
        RecurrenceCase(rule: "FREQ=DAILY;BYHOUR=9;BYMINUTE=0", words: "every day 09:00"),
        RecurrenceCase(rule: "FREQ=DAILY;BYHOUR=19", words: "every day 19:00"),
        RecurrenceCase(rule: "FREQ=WEEKLY", words: "every week"),
        RecurrenceCase(rule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0", words: "every Mon 08:00"),
        RecurrenceCase(rule: "FREQ=WEEKLY;BYDAY=TH,MO", words: "every Mon, Thu"),
        RecurrenceCase(rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", words: "every weekday"),
        RecurrenceCase(rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", words: "every 2 weeks on Fri"),
        RecurrenceCase(rule: "FREQ=MONTHLY", words: "every month"),
        RecurrenceCase(rule: "FREQ=MONTHLY;BYMONTHDAY=15", words: "every month on the 15th"),
        RecurrenceCase(rule: "FREQ=MONTHLY;BYMONTHDAY=-1", words: "every month on the last day"),
        RecurrenceCase(rule: "FREQ=MONTHLY;BYDAY=1MO", words: "every month on the first Mon"),
        RecurrenceCase(
            rule: "FREQ=MONTHLY;BYDAY=-1FR;BYHOUR=17;BYMINUTE=30", words: "every month on the last Fri 17:30"),
        RecurrenceCase(rule: "FREQ=MONTHLY;INTERVAL=3", words: "every 3 months"),
        RecurrenceCase(rule: "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", words: "every year on Mar 3"),
        RecurrenceCase(rule: "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=-1", words: "every year on the last day of Dec"),
        RecurrenceCase(rule: "FREQ=YEARLY;BYMONTH=3", words: "every year in Mar"),
        RecurrenceCase(rule: "FREQ=DAILY;COUNT=2", words: "every day, 2 times"),
        RecurrenceCase(rule: "FREQ=HOURLY;INTERVAL=2", words: "every 2 hours"),
    ]

    @Test("reads the rules the date grammar writes in words", arguments: cases)
    func words(_ c: RecurrenceCase) {
        #expect(RecurrenceText.words(c.rule) == c.words)
    }

    @Test(
        "shows a rule it cannot read as written",
        arguments: [
            "", "FREQ=FORTNIGHTLY", "FREQ=WEEKLY;BYDAY=XX", "FREQ=DAILY;BYHOUR=25", "FREQ=WEEKLY;UNTIL=20261231",
            "FREQ=DAILY;FREQ=WEEKLY", "FREQ=DAILY;INTERVAL=0", "BYDAY=MO", "FREQ=MONTHLY;BYMONTHDAY=32", "garbage",
            "FREQ=WEEKLY;BYDAY=MO,1TU",
        ])
    func unreadable(_ rule: String) {
        #expect(RecurrenceText.words(rule) == rule)
    }
}
