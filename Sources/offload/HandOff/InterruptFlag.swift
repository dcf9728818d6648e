import Dispatch
import Foundation
import Synchronization

/// Turns the first Ctrl-C (SIGINT) into a flag that batch loops check between transactions.
///
/// A second Ctrl-C exits at once with status 130; that is safe too, because every batch is one transaction.
final class InterruptFlag: Sendable {
    /// Ctrl-C presses so far; shared with the signal handler.
    private final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }

    private let counter = Counter()
    // Invariant: the source is only touched in init (configure, resume) and deinit (cancel), never concurrently.
    nonisolated(unsafe) private let source: any DispatchSourceSignal

    /// Installs the handler; `onFirst` runs (on a background queue) at the first Ctrl-C.
    init(onFirst: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        let counter = counter
        source.setEventHandler {
            let previous = counter.value.add(1, ordering: .sequentiallyConsistent).oldValue
            if previous == 0 { onFirst() } else { exit(130) }
        }
        source.resume()
    }

    /// Whether Ctrl-C was pressed.
    var isRaised: Bool { counter.value.load(ordering: .sequentiallyConsistent) > 0 }

    deinit {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
