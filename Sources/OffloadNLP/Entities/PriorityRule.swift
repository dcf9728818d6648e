import OffloadCore

/// Priority cues: "urgent", "asap", "!!"/"!!!", "p1"–"p4", "important", "high priority", "whenever", "low prio".
struct PriorityRule {
    /// One-word cues and what they stand for.
    static let words: [String: TaskPriority] = [
        "urgent": .urgent, "urgently": .urgent, "asap": .urgent, "emergency": .urgent, "p1": .urgent,
        "p2": .high, "p3": .medium, "p4": .low, "important": .high, "whenever": .low, "someday": .low,
        "eventually": .low,
    ]

    /// Words before "priority"/"prio" and the level they give.
    static let levels: [String: TaskPriority] = [
        "top": .urgent, "highest": .urgent, "max": .urgent, "high": .high, "medium": .medium, "normal": .medium,
        "mid": .medium, "low": .low, "lowest": .low,
    ]

    func entities(in scan: EntityScan) -> [Entity] {
        var entities: [Entity] = []
        var index = 0
        let tokens = scan.tokens
        while index < tokens.count {
            let token = tokens[index]
            // Compared as bytes: a run of "!" Characters is exactly a run of 0x21 bytes.
            if token.kind == .punctuation, token.text.utf8.count >= 2, token.text.utf8.allSatisfy({ $0 == 0x21 }) {
                let level: TaskPriority = token.text.utf8.count >= 3 ? .urgent : .high
                entities.append(scan.entity(.priority, index, index, value: .init(priority: level), confidence: 0.8))
            } else if token.kind == .word, let level = scan.words[index].level,
                scan.isWord(index + 1, "priority") || scan.isWord(index + 1, "prio")
            {
                entities.append(
                    scan.entity(.priority, index, index + 1, value: .init(priority: level), confidence: 0.9))
                index += 1
            } else if scan.isWord(index, "no"), scan.isWord(index + 1, "rush") {
                entities.append(scan.entity(.priority, index, index + 1, value: .init(priority: .low), confidence: 0.8))
                index += 1
            } else if token.kind == .word, let level = scan.words[index].priority, !scan.isDate[index] {
                let confidence = token.normalized == "important" || level == .low ? 0.7 : 0.9
                entities.append(
                    scan.entity(.priority, index, index, value: .init(priority: level), confidence: confidence))
            }
            index += 1
        }
        return entities
    }
}
