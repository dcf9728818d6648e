import OffloadCore

/// The words one language adds to the entity rules and the title cleaner, as plain tables.
///
/// English's words live with the rules that read them and are always on. Each other language fills one of these in
/// its own file (`EntityLexicon+German.swift`, `EntityLexicon+Spanish.swift`), and ``EntityLexicon`` merges it over
/// English's once per language, so the rules read values and never ask which language they run in.
struct EntityVocabulary: Sendable {
    /// Relation word → its canonical English reading ("oma" → "grandmother").
    var relations: [String: String] = [:]
    /// Words for the lists of ``EntityWord/Lists`` (list words, conjunctions, shop items, lead-in words, …).
    var lists: [(EntityWord.Lists, Set<String>)] = []
    /// Words for the lists of ``PersonWordClass`` (communication verbs, roles, honorifics, …).
    var personClasses: [(PersonWordClass, Set<String>)] = []
    /// One-word priority cues ("dringend").
    var priorities: [String: TaskPriority] = [:]
    /// Unit words and their singular English form ("flaschen" → "bottle").
    var units: [String: String] = [:]
    /// Spelled counts ("zwei" → 2, "medio" → 0.5).
    var numberWords: [String: Double] = [:]
    /// Spoken instructions a title leaves out at its start, as normalized word sequences ("tengo que").
    var instructions: [[String]] = []
    /// Words or phrases that open a spoken sentence without meaning anything ("o sea").
    var openers: [[String]] = []
    /// Endings that make a capitalized word a common noun, for a language that capitalizes its nouns ("ung").
    var nounSuffixes: [String] = []
    /// Whether every noun is written with a capital, so a capital inside a sentence says nothing about a name.
    var capitalizesNouns = false
    /// Whether the verb closes its clause ("Oma morgen anrufen"), so a communication verb reaches back to the
    /// people and places before it.
    var closesClauseWithVerb = false
}
