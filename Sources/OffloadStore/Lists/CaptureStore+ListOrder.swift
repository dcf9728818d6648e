import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Moves a list item to the top or bottom of its list, or just before or after another item of the same list;
    /// one transaction and one undo action.
    ///
    /// Only the moved item's position changes while there is room between its new neighbours; otherwise the list
    /// is renumbered with gaps (each renumbered item is logged as reordered).
    ///
    /// - Parameters:
    ///   - reference: The item: an id prefix or `LIST:N`.
    ///   - placement: Where it goes.
    /// - Throws: ``StoreError/notOrderable(reference:reason:)`` for the item itself or an item of another list,
    ///   ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``.
    @discardableResult
    public func orderListItem(_ reference: String, _ placement: ListItemPlacement, at now: Date = Date())
        async throws -> ListItemMove
    {
        try await write("reorder a list item") { db in
            let item = try ItemResolver.resolve(reference, kinds: [.listItem], in: db)
            let id = item.id.lowercasedString
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT lists.id, lists.name FROM list_items JOIN lists ON lists.id = list_items.list_id
                    WHERE list_items.id = ?
                    """,
                arguments: [id])
            let (listID, listName): (String, String) = (row?[0] ?? "", row?[1] ?? "")
            let rows = try Row.fetchAll(
                db, sql: "SELECT id, position FROM list_items WHERE list_id = ? ORDER BY position, rowid",
                arguments: [listID])
            let before = rows.map { $0[0] as String }
            var positions = Dictionary(uniqueKeysWithValues: rows.map { ($0[0] as String, $0[1] as Int) })
            var order = before.filter { $0 != id }
            let index = try Self.index(for: placement, of: item, in: order, db: db)
            order.insert(id, at: index)
            var change = OrganizerChange(db, at: now)
            if order != before {
                for (rowID, position) in Self.positions(moving: index, in: order, from: positions) {
                    try change.willChange(.listItems, rowID)
                    try db.execute(
                        sql: "UPDATE list_items SET position = ? WHERE id = ?", arguments: [position, rowID])
                    positions[rowID] = position
                }
            }
            let action = try change.commit("Moved '\(item.title)' to number \(index + 1) in '\(listName)'")
            return ListItemMove(item: item, list: listName, number: index + 1, changed: action != nil)
        }
    }

    /// Where the item goes in `order` (its list without it).
    private static func index(
        for placement: ListItemPlacement, of item: OrganizerItemReference, in order: [String], db: Database
    ) throws -> Int {
        switch placement {
        case .top: return 0
        case .bottom: return order.count
        case .before(let other), .after(let other):
            let target = try ItemResolver.resolve(other, kinds: [.listItem], in: db)
            guard target.id != item.id else {
                throw StoreError.notOrderable(reference: other, reason: "is the item itself")
            }
            guard let at = order.firstIndex(of: target.id.lowercasedString) else {
                throw StoreError.notOrderable(reference: other, reason: "is an item of another list")
            }
            return placement == .before(other) ? at : at + 1
        }
    }

    /// The new positions: only the item at `index` when there is room between its neighbours, else every item
    /// renumbered with gaps of ``OrganizerOrder/gap``; unchanged positions are left out.
    private static func positions(moving index: Int, in order: [String], from current: [String: Int]) -> [(
        String, Int
    )] {
        let previous = index > 0 ? current[order[index - 1]] : nil
        let next = index + 1 < order.count ? current[order[index + 1]] : nil
        let position: Int? =
            switch (previous, next) {
            case (nil, nil): current[order[index]]
            case (nil, let next?): next - 1
            case (let previous?, nil): previous + 1
            case (let previous?, let next?): next - previous >= 2 ? previous + (next - previous) / 2 : nil
            }
        if let position { return [(order[index], position)] }
        return order.enumerated().compactMap { offset, rowID in
            let position = (offset + 1) * OrganizerOrder.gap
            return current[rowID] == position ? nil : (rowID, position)
        }
    }
}
