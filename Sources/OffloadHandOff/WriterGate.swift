import Synchronization

/// Tells analysis workers when the single SQLite writer is busy, so that one core stays free for it.
///
/// Batch hand-off is bound by the writer: while it stores batch N, every core that analyzes batch N+1 competes with
/// it for the CPU, and a writer that gets two thirds of a core makes the whole hand-off wait. Workers beyond the
/// first pass through the gate before each piece of work: they go on at once while nothing is being written, and
/// wait for the write to end otherwise.
final class WriterGate: Sendable {
    private struct State {
        var isWriting = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Runs `write` with the gate closed: workers that pass it meanwhile wait until `write` returns or throws.
    func whileWriting<T>(_ write: () async throws -> T) async rethrows -> T {
        state.withLock { $0.isWriting = true }
        defer { open() }
        return try await write()
    }

    /// Marks the end of a write and lets every waiting worker go on.
    private func open() {
        let waiting = state.withLock { state in
            state.isWriting = false
            defer { state.waiting = [] }
            return state.waiting
        }
        for worker in waiting { worker.resume() }
    }

    /// Returns at once while nothing is written; otherwise when the write ends.
    func pass() async {
        await withCheckedContinuation { (worker: CheckedContinuation<Void, Never>) in
            let goesOn = state.withLock { state in
                guard state.isWriting else { return true }
                state.waiting.append(worker)
                return false
            }
            if goesOn { worker.resume() }
        }
    }
}
