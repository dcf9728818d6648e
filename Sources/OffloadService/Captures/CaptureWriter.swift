import OffloadCore
import OffloadStore

/// Saves the captures of concurrent requests in shared transactions: a group commit.
///
/// Every capture is durable before its request is answered (`synchronous = FULL`), so a commit costs an fsync. One
/// request at a time, the fsyncs set the pace; here a request that arrives while a transaction is being written
/// waits for the next one, which takes everything that arrived meanwhile (at most ``maximumGroup`` requests). Each
/// request still gets exactly its own entries back, in its order. A group whose transaction fails is written again
/// request by request, so one request's refusal (a NUL, say) never costs another its capture.
actor CaptureWriter {
    /// The most requests one transaction takes.
    static let maximumGroup = 256

    private typealias Waiter = (entries: [CaptureEntry], continuation: CheckedContinuation<[CaptureEntry], any Error>)

    private let store: CaptureStore
    private var waiting: [Waiter] = []
    private var isWriting = false

    init(store: CaptureStore) { self.store = store }

    /// Saves `entries` (one request's) and returns them as stored, once their transaction is committed.
    ///
    /// - Throws: What ``OffloadStore/CaptureStore/add(_:)-([CaptureEntry])`` throws for these entries.
    func add(_ entries: [CaptureEntry]) async throws -> [CaptureEntry] {
        try await withCheckedThrowingContinuation { continuation in
            waiting.append((entries, continuation))
            guard !isWriting else { return }
            isWriting = true
            Task { await drain() }
        }
    }

    /// Writes groups until nobody waits, then adds what was saved to the search index.
    ///
    /// Indexing waits until no request does: it is one more transaction on the one writer, without an fsync, and
    /// a search catches up by itself before it looks.
    private func drain() async {
        while true {
            while !waiting.isEmpty {
                let group = Array(waiting.prefix(Self.maximumGroup))
                waiting.removeFirst(group.count)
                await write(group)
            }
            _ = try? await store.indexNewCaptures()
            if waiting.isEmpty { break }
        }
        isWriting = false
    }

    private func write(_ group: [Waiter]) async {
        if group.count > 1, let saved = try? await store.add(group.flatMap(\.entries)) {
            var start = 0
            for waiter in group {
                waiter.continuation.resume(returning: Array(saved[start..<start + waiter.entries.count]))
                start += waiter.entries.count
            }
            return
        }
        for waiter in group {
            do {
                waiter.continuation.resume(returning: try await store.add(waiter.entries))
            } catch {
                waiter.continuation.resume(throwing: error)
            }
        }
    }
}
