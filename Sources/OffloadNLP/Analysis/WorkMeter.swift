import Synchronization

/// Counts the steps an analysis takes (tokens read, grammar rules applied, ranges probed, words revisited), so that
/// tests can check that the work grows in proportion to the text, which a clock on a shared machine cannot.
///
/// Install one with `WorkMeter.$current.withValue(meter) { … }`; the stages add their counts once per call, so an
/// analysis without a meter pays one task-local read per stage.
final class WorkMeter: Sendable {
    /// The meter the current task's analyses add to, if any.
    @TaskLocal static var current: WorkMeter?

    private let total = Atomic<Int>(0)

    /// Creates a meter at zero.
    init() {}

    /// The steps counted so far.
    var steps: Int { total.load(ordering: .relaxed) }

    /// Adds `steps` to the current task's meter, if one is installed.
    static func add(_ steps: Int) {
        current?.total.add(steps, ordering: .relaxed)
    }
}
