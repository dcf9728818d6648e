import Foundation
import OffloadCore
import OffloadStore

/// Which captures a hand-off or a re-process takes, the same for `offload handoff`, `offload reprocess` and the
/// service's jobs.
public enum HandOffSelection {
    /// The captures a first hand-off takes: every pending one (with `includingFailed`, failed ones too), oldest
    /// first.
    ///
    /// Captures shown as `processing` are included: with no hand-off running, they are what a stopped or killed
    /// one did not reach.
    ///
    /// - Throws: ``OffloadStore/StoreError/databaseFailed(path:operation:reason:)``.
    public static func handOff(includingFailed: Bool, in store: CaptureStore) async throws -> [UUID] {
        let statuses: Set<CaptureStatus> =
            includingFailed ? [.pending, .failed, .processing] : [.pending, .processing]
        return try await store.captureIDs(withStatus: statuses)
    }

    /// The captures a first hand-off takes of those `prefixes` name, in the order named, each once; a capture
    /// handed off already is left out and passed to `handedOff` (as it is met, so a later unknown prefix does not
    /// hide it).
    ///
    /// - Throws: ``OffloadStore/StoreError/invalidIDPrefix(_:)``, ``OffloadStore/StoreError/captureNotFound(idPrefix:)``,
    ///   ``OffloadStore/StoreError/ambiguousID(prefix:candidates:)``.
    public static func handOff(
        _ prefixes: [String], in store: CaptureStore, handedOff: (CaptureEntry) -> Void = { _ in }
    ) async throws -> [UUID] {
        var chosen: [UUID] = []
        var seen: Set<UUID> = []
        for prefix in prefixes {
            let entry = try await store.capture(idPrefix: prefix)
            if entry.status.isHandedOff {
                handedOff(entry)
            } else if seen.insert(entry.id).inserted {
                chosen.append(entry.id)
            }
        }
        return chosen
    }

    /// The captures a re-process takes: every live capture, oldest first.
    ///
    /// - Throws: ``OffloadStore/StoreError/databaseFailed(path:operation:reason:)``.
    public static func reprocessAll(in store: CaptureStore) async throws -> [UUID] {
        try await store.captureIDs(withStatus: Set(CaptureStatus.allCases))
    }

    /// The captures a re-process of those `prefixes` name takes, in the order named, each once.
    ///
    /// - Throws: ``OffloadStore/StoreError/invalidIDPrefix(_:)``, ``OffloadStore/StoreError/captureNotFound(idPrefix:)``,
    ///   ``OffloadStore/StoreError/ambiguousID(prefix:candidates:)``.
    public static func reprocess(_ prefixes: [String], in store: CaptureStore) async throws -> [UUID] {
        var chosen: [UUID] = []
        var seen: Set<UUID> = []
        for prefix in prefixes {
            let id = try await store.capture(idPrefix: prefix).id
            if seen.insert(id).inserted { chosen.append(id) }
        }
        return chosen
    }
}
