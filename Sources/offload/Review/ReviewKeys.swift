import Foundation
import OffloadCore
import OffloadInterface

/// The review keys and their help text.
enum ReviewKeys {
    static let help = """
        keys: a accept · r reject · e edit · i edit an item · n new item · x remove an item · s skip
              c cancel (leave this capture as it was) · u undo the last decision · q quit (decisions so far are kept)
              ? help
        """

    static let editHelp = "edit: t title · d destination · w when (due date) · g category · any other key: back"

    /// Reads one key (and, for edits, the prompts that follow) into a session input; the category prompt offers
    /// `categories`, the ones in the database (built-in and the user's own), and takes any other name too.
    static func input(
        from terminal: TerminalInput, current: Suggestion?, dueReader: DueDateReader, categories: [String] = []
    ) -> ReviewInput {
        guard let key = terminal.readKey() else { return .endOfInput }
        switch key.lowercased() {
        case "a": return .accept
        case "r": return .reject
        case "s": return .skip
        case "c": return .cancel
        case "u", "z": return .undo
        case "q": return .quit
        case "?", "h": return .help
        case "x":
            guard let text = terminal.readText(prompt: "remove item number: ") else { return .endOfInput }
            guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number >= 1 else {
                return .invalid("'\(text)' is not an item number; nothing was removed.")
            }
            return .removeItem(number - 1)
        case "i":
            guard let text = terminal.readText(prompt: "edit item number: ") else { return .endOfInput }
            guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number >= 1 else {
                return .invalid("'\(text)' is not an item number; nothing was changed.")
            }
            let old = current.flatMap { $0.items.indices.contains(number - 1) ? $0.items[number - 1].text : nil }
            guard let newText = terminal.readText(prompt: "item \(number) [\(old ?? "")]: ") else { return .endOfInput }
            return .replaceItem(number - 1, newText)
        case "n":
            guard let text = terminal.readText(prompt: "new item: ") else { return .endOfInput }
            return .addItem(text)
        case "e": return editInput(from: terminal, current: current, dueReader: dueReader, categories: categories)
        default: return .unknown(key)
        }
    }

    private static func editInput(
        from terminal: TerminalInput, current: Suggestion?, dueReader: DueDateReader, categories: [String]
    ) -> ReviewInput {
        print(editHelp)
        guard let key = terminal.readKey() else { return .endOfInput }
        switch key.lowercased() {
        case "t":
            guard let title = terminal.readText(prompt: "title [\(current?.title ?? "")]: ") else { return .endOfInput }
            return .setTitle(title)
        case "d":
            guard
                let text = terminal.readText(prompt: "destination (task, list:NAME, plan:NAME, communication, note): ")
            else { return .endOfInput }
            let destination: DestinationChoice
            do {
                destination = try DestinationChoice(text.trimmingCharacters(in: .whitespaces))
            } catch {
                return .invalid("\(error) The destination is unchanged.")
            }
            return .setDestination(destination.type, name: destination.name)
        case "w":
            guard let text = terminal.readText(prompt: "when (e.g. tomorrow 5pm, next fri; empty for none): ") else {
                return .endOfInput
            }
            if text.trimmingCharacters(in: .whitespaces).isEmpty { return .setDue(nil) }
            guard let date = try? dueReader.instant(for: text) else {
                return .invalid(
                    "Could not read '\(text)' as a date or time; the due date is unchanged. Try e.g. tomorrow 5pm.")
            }
            return .setDue(date)
        case "g":
            guard let text = terminal.readText(prompt: categoryPrompt(categories)) else { return .endOfInput }
            let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
            return .setCategory(trimmed.isEmpty ? nil : trimmed)
        default:
            return .help
        }
    }

    /// `category (yours: errands, health; empty for none): `, or without the list when there are none yet.
    static func categoryPrompt(_ categories: [String]) -> String {
        let offered = categories.isEmpty ? "" : "yours: \(categories.joined(separator: ", ")); "
        return TerminalText.safe("category (\(offered)empty for none): ")
    }
}
