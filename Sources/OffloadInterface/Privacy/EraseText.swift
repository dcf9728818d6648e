import Foundation
import OffloadStore

/// What `offload erase` says before asking and after erasing.
public enum EraseText {
    /// The tables people know by name, in the order they are listed, with their singular and plural words.
    private static let named: [(table: String, one: String, many: String)] = [
        ("captures", "capture", "captures"), ("tasks", "task", "tasks"), ("lists", "list", "lists"),
        ("list_items", "list item", "list items"), ("plans", "plan", "plans"),
        ("communication_items", "communication", "communications"), ("notes", "note", "notes"),
        ("reminders", "reminder", "reminders"), ("categories", "category", "categories"), ("tags", "tag", "tags"),
    ]

    /// "151 captures, 12 tasks, 1 plan and 420 rows of history (…)": the rows in words, named tables first.
    public static func rows(_ counts: [String: Int]) -> String {
        var parts = named.compactMap { table, one, many in
            counts[table].flatMap { $0 > 0 ? "\(number($0)) \($0 == 1 ? one : many)" : nil }
        }
        let names = Set(named.map(\.table))
        let other = counts.filter { !names.contains($0.key) }.values.reduce(0, +)
        if other > 0 {
            parts.append(
                "\(number(other)) \(other == 1 ? "row" : "rows") of history (hand-off runs, suggestions, decisions, "
                    + "events, undo)")
        }
        guard parts.count > 1, let last = parts.popLast() else { return parts.first ?? "nothing" }
        return parts.joined(separator: ", ") + " and " + last
    }

    /// The lines before the question: what will go, and how to keep a copy first.
    public static func summary(_ counts: [String: Int], path: String) -> [String] {
        let total = counts.values.reduce(0, +)
        return [
            "This erases everything in \(path): \(rows(counts)); \(number(total)) rows in all. It cannot be undone.",
            "To keep a copy first: offload export --format zip -o offload-export.zip",
        ]
    }

    /// The question; only `DELETE` goes on.
    public static let question = "Type DELETE to erase everything (anything else keeps it): "

    /// The lines after erasing: what went, and the byte scan's proof.
    public static func report(_ report: EraseReport) -> [String] {
        let total = report.removedRows.values.reduce(0, +)
        let tables = report.removedRows.count { $0.value > 0 }
        var lines = [
            total == 0
                ? "There was nothing to erase; the file was scrubbed anyway (VACUUM with secure_delete)."
                : "Erased \(number(total)) \(total == 1 ? "row" : "rows") from \(tables) "
                    + "\(tables == 1 ? "table" : "tables"); the empty database is ready for a fresh start."
        ]
        if report.sampledTexts == 0 {
            lines.append("No capture text was there to check for.")
        } else if report.textsStillFound == 0 {
            lines.append(
                "Checked: none of \(report.sampledTexts) sampled capture texts is left in the database file or its "
                    + "-wal and -shm files.")
        } else {
            lines.append(
                "\(report.textsStillFound) of \(report.sampledTexts) sampled capture texts are still in the files; "
                    + "the rows are gone, but copy what you need and delete the files to be sure.")
        }
        return lines
    }

    /// `1,234`.
    static func number(_ value: Int) -> String {
        let digits = String(value)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
