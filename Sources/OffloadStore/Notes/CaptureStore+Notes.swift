import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// One note with its category and tags, named by an id prefix.
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/corruptRow(path:table:id:)``.
    public func note(_ reference: String) async throws -> NoteOutline {
        let path = path
        return try await read("show a note") { db in
            let note = try ItemResolver.resolve(reference, kinds: [.note], in: db)
            let id = note.id.lowercasedString
            guard
                let row = try Row.fetchOne(
                    db, sql: Self.labelledSelect("notes", link: "note_tags", owner: "note_id") + " WHERE notes.id = ?",
                    arguments: [id]),
                let outline = OrganizerRows.noteOutline(row)
            else { throw StoreError.corruptRow(path: path, table: "notes", id: id) }
            return outline
        }
    }
}
