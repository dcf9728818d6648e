import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload plan-day`: when to do tasks without a day or left from earlier days, learned from the user's own
/// habits; each proposal is accepted, changed or rejected, and nothing moves without that.
struct PlanDayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan-day",
        abstract: "Propose when to do tasks without a day or left from earlier days, from your own habits.",
        discussion: """
            Learns from the tasks you finished in the last year: the weekdays and hours when tasks of each \
            category get done, how long started tasks take, and how many you usually finish on a weekday. Tasks \
            left from earlier days come first, then higher priority, then your order; at most \
            \(DayPlanner.maximumProposals) at once. Each proposal says why. Keys: a accept, c change (type a \
            date and time), r reject (the task stays where it is), u undo, q quit, ? help; on a terminal single \
            keys, piped one key per line. Every accepted proposal is a move and one step of `offload undo`. With \
            fewer than \(DayPlanner.minimumDone) done tasks on \(DayPlanner.minimumDays) days it says so and \
            proposes nothing. --json prints the proposals and moves nothing.
            """)

    static let help = "Keys: a accept · c change · r reject · u undo · q quit · ? help"

    @Argument(help: "The day to plan (today by default), read like any date: tomorrow, sat, 2026-12-01.")
    var day: [String] = []

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let reader = try WhenReader.standard()
        let moment = ViewMoment(now: reader.now, settings: .process, timeZone: reader.calendar.timeZone)
        let offset = try dayOffset(reader: reader, moment: moment)
        let planner = DayPlanner(moment: moment)
        let store = try await output.json ? openStoreForReading(database) : openStore(database)
        let records = try await store.planningRecords(
            since: planner.since, overdueBefore: moment.today.start, load: planner.loadRange(dayOffset: offset))
        let plan = planner.plan(records, dayOffset: offset)
        guard !output.json else { return print(try OutputOptions.encode(PlanDayJSON(plan), pretty: false)) }
        for line in PlanDayText.header(plan) { print(line) }
        if !plan.proposals.isEmpty {
            print(Self.help)
            try await walk(plan.proposals, store: store, reader: reader)
        }
        for line in PlanDayText.footer(plan) { print(line) }
    }

    /// Days from today to the day asked for; refuses a day that has passed.
    private func dayOffset(reader: WhenReader, moment: ViewMoment) throws -> Int {
        guard !day.isEmpty else { return 0 }
        let words = day.joined(separator: " ")
        let instant = try reader.reading(of: words).instant
        let offset =
            reader.calendar.dateComponents(
                [.day], from: reader.calendar.startOfDay(for: moment.today.start),
                to: reader.calendar.startOfDay(for: instant)
            ).day ?? 0
        guard offset >= 0 else {
            throw PlanDayError.dayPassed(words)
        }
        return offset
    }

    /// Offers each proposal, one key each, and moves what is accepted or changed.
    private func walk(_ proposals: [DayPlan.Proposal], store: CaptureStore, reader: WhenReader) async throws {
        let terminal = TerminalInput()
        terminal.enterRawMode()
        defer { terminal.restore() }
        var walk = DecisionWalk<PlanDayChoice>(
            count: proposals.count, untouchedNote: "nothing moved for them.", nothingNote: "Nothing moved.")
        while let index = walk.current {
            for line in PlanDayText.proposal(proposals[index], index: index, count: proposals.count) { print(line) }
            guard let key = terminal.readKey()?.lowercased() else { break }
            guard let choice = PlanDayChoice(rawValue: key) else {
                print("'\(TerminalText.safe(key))' is not a key here. \(Self.help)")
                continue
            }
            do {
                try await apply(
                    choice, to: proposals[index], walk: &walk, store: store, reader: reader, terminal: terminal)
            } catch {
                print((error as? any OffloadExitReporting)?.description ?? "That could not be done; nothing changed.")
            }
        }
        print(walk.summary)
    }

    /// Carries out one key for `proposal`.
    private func apply(
        _ choice: PlanDayChoice, to proposal: DayPlan.Proposal, walk: inout DecisionWalk<PlanDayChoice>,
        store: CaptureStore,
        reader: WhenReader, terminal: TerminalInput
    ) async throws {
        let id = proposal.task.task.id.uuidString
        switch choice {
        case .accept, .change:
            var target = MoveTarget.date(proposal.at)
            if choice == .change {
                guard let text = terminal.readText(prompt: "  When? "), !text.isBlank else {
                    return print("  Nothing read; the task stays where it is.")
                }
                target = MoveTarget.target(try reader.reading(of: text))
            }
            let outcome = try await store.move(id, to: target, calendar: reader.calendar, at: reader.now)
            print(TerminalText.safe("  " + ItemText.line(outcome, target: target, reader: reader, undoHint: false)))
            walk.decided(choice)
        case .reject:
            print("  Left where it is.")
            walk.decided(choice)
        case .undo:
            guard walk.canUndo else { return print("  Nothing moved in this plan yet.") }
            let undone = try await store.undo(at: reader.now)
            print(TerminalText.safe("  Undid: \(undone.summary)."))
            walk.undo()
        case .quit: walk.quit()
        case .help: print(Self.help)
        }
    }
}
