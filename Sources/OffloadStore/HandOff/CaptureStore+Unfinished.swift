import Foundation
import GRDB
import OffloadCore

/// A hand-off request an earlier process left open (it was stopped for shutdown or killed), with the captures it
/// still has to organize.
public struct UnfinishedHandOff: Hashable, Sendable {
    /// The open request's id.
    public let requestID: UUID
    /// Whether it was a first hand-off or a re-process.
    public let mode: HandOffMode
    /// The captures it named and did not reach, in the order it named them: live, without a run of this request,
    /// and for a first hand-off not handed off meanwhile (the captures that read as `processing`).
    public let captureIDs: [UUID]
}

extension CaptureStore {
    /// The newest hand-off request still open, with the captures it has not reached; `nil` when none is open.
    ///
    /// A request stays open when its hand-off ended without ``finishHandOffRequest(_:at:)``: the process was killed,
    /// or it stopped for a shutdown and left the rest to the next start. Its captures read as `processing` until a
    /// new request (which closes it) or ``finishHandOffRequest(_:at:)``.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func unfinishedHandOff() async throws -> UnfinishedHandOff? {
        try await read("find an unfinished hand-off") { db in
            guard
                let request = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT id, mode FROM handoff_requests WHERE finished_at IS NULL
                        ORDER BY requested_at DESC, rowid DESC LIMIT 1
                        """),
                let requestID = UUID(storedText: request["id"])
            else { return nil }
            let mode: HandOffMode = (request["mode"] as String?) == "reprocess" ? .reprocess : .firstTime
            let ids = try String.fetchAll(
                db,
                sql: """
                    SELECT qc.capture_id FROM handoff_request_captures qc
                    JOIN captures c ON c.id = qc.capture_id
                    WHERE qc.request_id = ? AND c.deleted_at IS NULL
                        AND (? OR c.status IN ('pending', 'failed'))
                        AND qc.capture_id NOT IN (SELECT capture_id FROM handoff_runs WHERE request_id = ?)
                    ORDER BY qc.position
                    """,
                arguments: [request["id"] as String, mode == .reprocess, request["id"] as String])
            return UnfinishedHandOff(
                requestID: requestID, mode: mode, captureIDs: ids.compactMap(UUID.init(storedText:)))
        }
    }
}
