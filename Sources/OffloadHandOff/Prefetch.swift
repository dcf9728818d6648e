/// Prepares numbered batches in the background, one after the other, and hands them out in order.
///
/// Each scheduled batch starts once the one scheduled before it is done, so the batches never compete with each
/// other for the cores, and the caller decides how far ahead they run by when it schedules them.
struct Prefetch<Batch: Sendable> {
    private let prepare: @Sendable (Int) async throws -> Batch
    private var pending: [Task<Batch, any Error>] = []

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
    /// - Throws: The error that preparing it (or a batch before it) threw; `CancellationError` after ``cancel()``.
    mutating func next() async throws -> Batch {
        precondition(!pending.isEmpty, "next() without a scheduled batch")
        return try await pending.removeFirst().value
    }

    /// Stops every batch not yet handed out; their work is dropped.
    func cancel() {
        for task in pending { task.cancel() }
    }
}
