import Synchronization

/// Prepares numbered batches in the background, one after the other, and hands them out in order.
///
/// Each scheduled batch starts once the one scheduled before it is done, so the batches never compete with each
/// other for the cores, and the caller decides how far ahead they run by when it schedules them.
struct Prefetch<Batch: Sendable> {
    private let prepare: @Sendable (Int) async throws -> Batch
    private let pending = PendingTasks<Batch>()

    init(_ prepare: @escaping @Sendable (Int) async throws -> Batch) {
        self.prepare = prepare
    }

    /// Starts preparing batch `index` once every batch scheduled before it is ready.
    mutating func schedule(_ index: Int) {
        let previous = pending.last
        let prepare = prepare
        pending.append(
            Task {
                _ = try await previous?.value
                return try await prepare(index)
            })
    }

    /// The oldest scheduled batch, once ready.
    ///
    /// - Throws: The error that preparing it (or a batch before it) threw; `CancellationError` after ``cancel()``
    ///   or ``cancelAll``, unless it was ready before.
    mutating func next() async throws -> Batch {
        guard let first = pending.first else { preconditionFailure("next() without a scheduled batch") }
        // It stays in the list while awaited, so that cancelAll can still stop it.
        defer { pending.removeFirst() }
        return try await first.value
    }

    /// Stops every batch not yet handed out; their work is dropped.
    func cancel() {
        pending.cancelAll()
    }

    /// ``cancel()`` for another task to call, such as one watching for Ctrl-C while ``next()`` waits.
    var cancelAll: @Sendable () -> Void {
        { [pending] in pending.cancelAll() }
    }
}

/// The tasks of a ``Prefetch`` not yet handed out, shared with whoever may cancel them.
private final class PendingTasks<Batch: Sendable>: Sendable {
    private let tasks = Mutex<[Task<Batch, any Error>]>([])

    var first: Task<Batch, any Error>? { tasks.withLock { $0.first } }
    var last: Task<Batch, any Error>? { tasks.withLock { $0.last } }

    func append(_ task: Task<Batch, any Error>) {
        tasks.withLock { $0.append(task) }
    }

    func removeFirst() {
        tasks.withLock { _ = $0.removeFirst() }
    }

    func cancelAll() {
        tasks.withLock { tasks in
            for task in tasks { task.cancel() }
        }
    }
}
