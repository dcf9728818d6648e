/// Grammatical roles of small words, shared by every language's lexicon.
enum DateWord: UInt8, Sendable {
    case the, on, at, inside, of, from, to, until, between, and, every, each, ago, agoPrefix, later, now, right
    case next, this, last, coming, previous, following, end, beginning, middle, half, quarter, article, oclock
    case am, pm, weekend, endOfDay, endOfMonth, endOfYear, endOfWeek, before, after, by, around, past, since
    case other, fromNow, ish, within, plus, day, hence, once, week, dash, during, everyDay, weekday, that, comes
    case couple, few, several, some, dueDate, starting, over, twice, early, late
    case than, earlier, rest, all, another
    /// The one after the next ("übernächste Woche").
    case afterNext
}

/// A set of ``DateWord``s as a bit mask: membership tests without hashing or allocation.
struct DateWordSet: ExpressibleByArrayLiteral, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    // Always inlined: the rules build sets from literals on every call, and inlined the loop folds to constants.
    @inline(__always)
    init(arrayLiteral elements: DateWord...) {
        for word in elements {
            if word.rawValue < 64 { low |= 1 << UInt64(word.rawValue) } else { high |= 1 << UInt64(word.rawValue - 64) }
        }
    }

    @inline(__always)
    func contains(_ word: DateWord) -> Bool {
        word.rawValue < 64 ? low & (1 << UInt64(word.rawValue)) != 0 : high & (1 << UInt64(word.rawValue - 64)) != 0
    }

    /// Whether the set shares a word with `other`.
    @inline(__always)
    func intersects(_ other: DateWordSet) -> Bool {
        low & other.low != 0 || high & other.high != 0
    }

    /// Whether the set holds no word.
    var isEmpty: Bool { low == 0 && high == 0 }

    /// The words and dash that join a range's two ends ("to", "bis", "hasta", "-", "–"); where a range opens with
    /// "of" ("de 9 a 18"), "at" joins too (see ``withAt``).
    @inline(__always)
    static var rangeJoins: DateWordSet { [.to, .until, .dash] }

    /// The set with "at" added ("a" closes a Spanish range: "de lunes a viernes").
    @inline(__always)
    var withAt: DateWordSet {
        var set = self
        set.insert(.at)
        return set
    }

    /// Adds `word`.
    mutating func insert(_ word: DateWord) {
        if word.rawValue < 64 { low |= 1 << UInt64(word.rawValue) } else { high |= 1 << UInt64(word.rawValue - 64) }
    }
}

/// Everything the lexicon knows about one normalized word; a word can play several roles ("second").
struct DateLexeme: Sendable {
    /// Month 1-12, or 0.
    var month: Int8 = 0
    /// ISO weekday 1 (Monday) - 7 (Sunday), or 0.
    var weekday: Int8 = 0
    /// Whether the weekday word is a plural ("mondays"), which reads as a recurrence.
    var isWeekdayPlural = false
    /// Spelled cardinal value, or -1.
    var cardinal: Int16 = -1
    /// Spelled ordinal value, or 0.
    var ordinal: Int8 = 0
    /// Calendar unit ("days", "wk").
    var unit: DateUnit?
    /// Day offset for today / tomorrow / yesterday words.
    var relativeDay: Int8?
    /// Part of the day.
    var daypart: Daypart?
    /// Function-word role.
    var word: DateWord?
    /// Frequency adverb ("daily").
    var frequency: DateUnit?
    /// Fixed-date holiday as month * 100 + day, or 0.
    var holiday: Int16 = 0
    /// Whether the month or weekday reading needs context ("may", "march", "sat", "sun", "wed").
    var isAmbiguous = false
    /// A part of a year written as a code: quarters "q1"-"q4" are 1-4, halves "h1"/"h2" are 5 and 6; else 0.
    var yearPart: Int8 = 0
    /// Season 1 (spring) - 4 (winter), or 0.
    var season: Int8 = 0
    /// Whether the part-of-day word is a time on its own, with no preposition ("lunchtime").
    var isSelfStandingDaypart = false
    /// Whether a named day ("independence day", "new year's eve") can start with this word.
    var startsNamedDay = false
    /// Whether the word is a named day by itself ("thanksgiving", "easter"); only such words make a capture worth
    /// parsing, common first words ("new", "good") do not.
    var isNamedDay = false
    /// Whether the weekday abbreviation is also an ordinary word ("sat", "sun", "wed"), so it needs more context
    /// than one that is not ("thu", "fri").
    var isOrdinaryWord = false
    /// Whether the weekday abbreviation also abbreviates a title before a name.
    ///
    /// "Fr. Schulze" is Frau Schulze.
    var isHonorific = false
    /// Whether the word opens a noun phrase or stands for one (a determiner or pronoun: "my", "our", "we",
    /// "some"): a weekday after it is an attribute ("our friday standup") and a short weekday a verb or noun ("we
    /// sat").
    var isDeterminer = false
    /// Whether the word is a verb particle ("up", "out", "off"): "set it up the 21st" is not read as a date.
    var isParticle = false
    /// Whether an ordinal before the word counts it rather than naming a day ("3rd street", "4th floor").
    var isCountedNoun = false
    /// Whether the word names something chosen for a period ("soup of the day", "employee of the month").
    var isPerPeriodNoun = false
    /// Whether the word after a plural weekday makes it the subject of a statement ("tuesdays are for laundry").
    var isStatementVerb = false
    /// Whether the word says what happens as a rule: a verb in the third person of the present ("opens",
    /// "delivers") or an adverb of frequency ("usually").
    var isHabitualVerb = false
    /// Whether the word is a past form of "be" ("was", "war", "fue"): a sentence with one records what happened.
    var isPastBe = false
    /// Whether the word is a subject pronoun of the first person ("i", "we", "ich"): the verb after it tells what the
    /// writer does, unless it is a modal.
    var isHabitSubject = false
    /// Whether the word is a modal or a verb of need or intent ("need", "have", "will", "muss"): after a subject it
    /// tells what is to be done, not what is done.
    var isModal = false
    /// Whether the word is an auxiliary of the future or the passive in the third person ("wird", "wurde"): a verb
    /// after it in its clause tells what will happen or is done to something ("wird der Waldtag verschoben").
    var isReportingAuxiliary = false
    /// Whether the word is a simple-past form that puts its clause in the past ("hatte", "fue").
    var isPastTenseWord = false
    /// Whether the word moves an appointment ("moved", "verschoben", "cambiado"): "from a to b" after it is the
    /// new day b, not a range.
    var isMoveVerb = false
    /// Whether the word is an auxiliary of the perfect ("habe", "ist", "he").
    var isPerfectAuxiliary = false
    /// Whether the article makes a weekday after it plural ("los lunes": Mondays).
    var isPluralArticle = false
    /// Whether the preposition holds an article ("am" = an dem, "al" = a el): a noun after it has its article.
    var includesArticle = false
    /// Whether the day word is a part of the day after an article or "every" ("la mañana", "jeden Morgen"), and
    /// needs one of them to be that: bare it is the day ("mañana", "morgen": tomorrow).
    var isNounAfterArticle = false
    /// Whether the word before "tomorrow" makes the day after it ("pasado mañana").
    var isDayAfterPrefix = false
    /// Whether the modifier can follow the weekday or unit it modifies ("el viernes próximo", "el mes pasado").
    var isPostposedModifier = false
    /// Whether the article before a bare day number names that day of the month ("el 17", "para el 30").
    var isDayArticle = false
    /// Whether the word is a part of the day said as an adverb ("abends", "morgens"): it sets the half of the day
    /// of a clock time right after it, and alone it names a habit, no date.
    var isDaypartAdverb = false
    /// Whether the word counts only when written in capitals ("WE" is the weekend, "we" a pronoun).
    var needsCapitals = false
    /// Whether the word counts only when written with its accent ("mañ" is tomorrow, "man" is not).
    var needsAccent = false
    /// Whether the date words and numbers right after the noun (across "of", articles, "für", "para") belong to a
    /// name or a label, not a date: titles ("Herr Freitag"), places ("Calle del Primero de Mayo"), numbered
    /// things ("Seite 5/6", "Gleis 9", "Real Decreto 7/2021").
    var isLabelNoun = false
    /// Minutes before the hour that follows the word ("halb 9" is 8:30, "dreiviertel 8" 7:45), or 0.
    var minutesBeforeHour: Int8 = 0
    /// Minutes past the hour that follows the word (British "half 8" is 8:30), or 0.
    var minutesPastHour: Int8 = 0
    /// Whether the word names a day that comes back every year ("birthday", "Geburtstag", "cumple").
    var isAnniversary = false
    /// Whether the word is a unit of measure a fraction comes before ("3/4 cup", "5/8 inch").
    var isMeasureNoun = false
    /// Whether the word is the unit of a reading taken ("°", "Grad", "grados", "bar").
    var isReadingUnit = false
    /// Whether the word names a reading written before its number ("BZ", "RR", "glucosa").
    var isReadingLabel = false
    /// Whether the word leaves a day out of a rule ("except", "außer", "excepto").
    var isExceptWord = false
    /// Whether the word opens a condition ("if", "wenn", "si").
    var isConditionWord = false
    /// Whether the word opens a condition when it comes first in its sentence, before a subject ("Sollte es …").
    var isInvertedCondition = false
    /// Whether the word is the adjective of a greeting ("guten").
    var isGreetingAdjective = false
    /// Whether the word says no ("no", "nicht", "not").
    var isNegation = false
    /// Whether the word makes a negation before it "no longer" ("nicht mehr").
    var isNegationTail = false
    /// Whether the word reports what someone says ("sagt", "says", "dice").
    var isSpeechVerb = false
    /// Whether the word says that someone is away or travels ("fliegt", "Urlaub", "vacation").
    var isAwayWord = false
    /// Whether the word belongs to the weather or its forecasts ("Sturmböen", "Wetterbericht").
    var isWeatherWord = false
    /// Whether the word says that something comes before a day ("vorher", "beforehand").
    var isBeforehandWord = false
    /// Whether the word tells someone's event ("hat", "heiratet").
    var isEventVerb = false
    /// Whether the word says that a day is closed or off ("zu", "Feiertag", "closed").
    var isClosedWord = false
    /// Whether the word says that a state goes on ("noch", "still", "todavía").
    var isStillWord = false
    /// Whether the word says that something has happened by then ("schon", "bereits").
    var isAlreadyWord = false
    /// Whether the word makes the text a wish without a date ("irgendwann", "am liebsten").
    var isWishWord = false
    /// Whether a name follows the word ("heißt", "named", "llamado").
    var isNamingWord = false
    /// Whether the word names a schedule or a timetable ("Stundenplan", "rota", "horario").
    var isScheduleNoun = false
    /// Whether the word hands a quantity to each of several ("je", "each", "cada").
    var isDistributive = false
    /// Whether the word is an article that names no day before a day number ("la").
    var isNonDayArticle = false
    /// Whether the word names a relative ("abuelo").
    var isKinship = false
    /// Whether the word names a shift ("turno").
    var isShiftNoun = false
    /// Whether a day name after the word is a place's name ("im").
    var isPlacePreposition = false
    /// Whether the word says an age before a number ("wird").
    var isAgeVerb = false
    /// Whether the word makes a future or a passive that looks ahead ("wird … geliefert").
    var isFutureAuxiliary = false
    /// How the word joins minutes said before an hour to it ("zehn vor 9": `.to`); English uses the word roles.
    var minutesToHour: ClockDirection?
    /// How the word joins minutes said after an hour to it ("las 6 y cuarto": `.past`, "las 6 menos cuarto": `.to`).
    var hourToMinutes: ClockDirection?

    /// Whether the word plays a part in dates itself, beyond the context flags above (determiners, particles,
    /// counted and per-period nouns, statement verbs), which only qualify the date words next to them.
    var hasDateRole: Bool {
        month > 0 || weekday > 0 || cardinal >= 0 || ordinal > 0 || unit != nil || relativeDay != nil
            || daypart != nil || word != nil || frequency != nil || holiday > 0 || yearPart > 0 || season > 0
            || startsNamedDay || isNamedDay || minutesBeforeHour > 0 || minutesPastHour > 0
    }
}

/// The words of one language, as plain tables: one file per language fills one of these.
struct LexiconTable: Sendable {
    var months: [String: Int] = [:]
    var ambiguousMonths: Set<String> = []
    var weekdays: [String: Int] = [:]
    var weekdayPlurals: [String: Int] = [:]
    var ambiguousWeekdays: Set<String> = []
    var relativeDays: [String: Int] = [:]
    var cardinals: [String: Int] = [:]
    var ordinals: [String: Int] = [:]
    var units: [String: DateUnit] = [:]
    var dayparts: [String: Daypart] = [:]
    var words: [String: DateWord] = [:]
    var frequencies: [String: DateUnit] = [:]
    var holidays: [String: Int] = [:]
    var yearParts: [String: Int] = [:]
    var seasons: [String: Int] = [:]
    /// Part-of-day words that are times on their own, with no preposition ("lunchtime").
    var selfStandingDayparts: Set<String> = []
    /// Named days by their normalized words joined with one space ("independence day", "new year eve").
    var namedDays: [String: NamedDay] = [:]
    /// Weekday abbreviations that are also ordinary words ("sat", "sun", "wed", "mon").
    var ordinaryWordWeekdays: Set<String> = []
    /// Weekday abbreviations that also abbreviate a title before a name.
    ///
    /// German "Fr." is Frau before a name ("Fr. Schulze").
    var honorificWeekdays: Set<String> = []
    /// Determiners and pronouns ("my", "our", "we", "some").
    var determiners: Set<String> = []
    /// Verb particles ("up", "out", "off").
    var particles: Set<String> = []
    /// Nouns an ordinal counts ("street", "ave", "floor", "grade", "time").
    var countedNouns: Set<String> = []
    /// Nouns for what is chosen for a period ("soup", "word", "employee", "player").
    var perPeriodNouns: Set<String> = []
    /// Verbs and adverbs that make a plural weekday before them a subject ("are", "feel", "always").
    var statementVerbs: Set<String> = []
    /// Verbs in the third person of the present and adverbs of frequency that make a sentence say what happens as
    /// a rule ("opens", "delivers", "usually").
    var habitualVerbs: Set<String> = []
    /// First-person subject pronouns: with a recurrence, "i walk the dog every morning at 6" says what the writer
    /// does as a rule (empty where the pronoun is left out, Spanish).
    var habitSubjects: Set<String> = []
    /// Modals and verbs of need or intent after such a pronoun ("i need to walk the dog every morning").
    var modalVerbs: Set<String> = []
    /// Auxiliaries of the future and the passive in the third person ("wird", "wurde"; empty where the future and
    /// the passive need no auxiliary of their own, or one a command also uses).
    var reportingAuxiliaries: Set<String> = []
    /// Past forms of "be" that make a sentence a record of what happened ("was", "war", "fue").
    var pastBeWords: Set<String> = []
    /// Verbs that move an appointment ("moved", "rescheduled", "verschoben", "cambiado"): "moved from tue to thu" is
    /// the new day, Thursday.
    var moveVerbs: Set<String> = []
    /// Simple-past forms that put a clause in the past ("war", "hatte", "fue", "hubo"); empty where they are no
    /// surer sign than the tense of "be" (English "was" also says what a deadline was moved to).
    var pastTenseWords: Set<String> = []
    /// Auxiliaries of the perfect ("habe", "ist", "he", "ha"): with a participle after them in the clause, it tells
    /// what happened.
    var perfectAuxiliaries: Set<String> = []
    /// The shapes of participles and of accented simple-past endings (see ``PastForms``).
    var pastForms = PastForms()
    /// Articles that make a weekday after them plural where its plural is spelled as the singular ("los lunes":
    /// Mondays); empty where plurals have their own spelling ("mondays", "montags", "les lundis").
    var pluralArticles: Set<String> = []
    /// Prepositions that hold an article ("am", "im", "al", "au").
    var articlePrepositions: Set<String> = []
    /// Letters the language may also write as two ("ä" as "ae"): each key with them gets that spelling too.
    var digraphs: [Character: String] = [:]
    /// Day words that are a part of the day after an article or "every" ("mañana", "morgen").
    var nounsAfterArticle: Set<String> = []
    /// Words before "tomorrow" that make the day after it ("pasado").
    var dayAfterPrefixes: Set<String> = []
    /// Modifiers that can follow their weekday or unit ("próximo", "pasado").
    var postposedModifiers: Set<String> = []
    /// Articles that, before a bare day number, name that day of the month ("el").
    var dayArticles: Set<String> = []
    /// Parts of the day said as adverbs ("abends", "morgens").
    var daypartAdverbs: Set<String> = []
    /// Words that count only when written in capitals ("we" as "WE").
    var capitalsOnly: Set<String> = []
    /// Words that count only when written with their accent ("mañ").
    var accentedOnly: Set<String> = []
    /// Titles, places and numbered things whose name or number may look like a date ("herr", "calle", "seite").
    var labelNouns: Set<String> = []
    /// Words before an hour that name minutes before it ("halb": 30, "dreiviertel": 15).
    var minutesBeforeHour: [String: Int] = [:]
    /// Words before an hour that name minutes past it (British "half": 30, "half 8" is 8:30).
    var minutesPastHour: [String: Int] = [:]
    /// Words for a day that comes back every year ("birthday", "turns"): a capture that only states one asks for
    /// nothing on it ("mam's birthday is the 22nd of jan").
    var anniversaryWords: Set<String> = []
    /// Units of measure: two numbers joined by a slash before one are a fraction ("3/4 cup"), not a date.
    var measureNouns: Set<String> = []
    /// Units of a reading taken ("°", "Grad", "bar"): a time or today in a sentence that records one, in a text that
    /// asks for nothing, is when it was read ("Temp 180 °C um 04:10"), not when something is due.
    var readingUnits: Set<String> = []
    /// Names of a reading written before its number ("BZ 7.8", "RR 145/90", "glucosa 110"): the number after one is
    /// a reading, as a number and its unit are.
    var readingLabels: Set<String> = []
    /// Words that leave a day out of a rule ("except", "außer", "excepto"): the day after one is no due date
    /// ("open every day except Christmas").
    var exceptWords: Set<String> = []
    /// Words that open a condition ("if", "wenn", "si"): a verb in the few words after one asks for nothing ("if
    /// anyone asks").
    var conditionWords: Set<String> = []
    /// Verbs that open a condition when they come first in a sentence, before a subject, and a clause follows in the
    /// sentence ("Sollte es am Freitag eine Sturmwarnung geben, fällt das Seefest aus").
    var invertedConditionWords: Set<String> = []
    /// Adjectives of a greeting: a day word after one that is also a noun is the noun ("Guten Morgen").
    var greetingAdjectives: Set<String> = []
    /// Words that say no: a day with one right after it and then a pause is turned down ("mañana no, el lunes",
    /// "morgen nicht, erst Montag").
    var negationWords: Set<String> = []
    /// Words that make a negation right before them "no longer": a clause that ends with both refuses its day as
    /// a negation alone does ("am Sonntag fahr ich nicht mehr").
    var negationTails: Set<String> = []
    /// Verbs that report speech: what follows one and a colon is a quotation ("wie der Chef immer sagt: morgen ist
    /// auch noch ein Tag"), and its days are no one's due dates.
    var speechVerbs: Set<String> = []
    /// Words that say someone is away or travels.
    ///
    /// In a sentence with no first-person subject (``habitSubjects``) and a text that asks for nothing, the day is
    /// someone else's ("Serkan fliegt am 26. nach Izmir", "Frau Hofmeier ist ab 20.12. im Urlaub").
    var awayWords: Set<String> = []
    /// Words of the weather and its forecasts ("Wetterbericht", "Sturmböen", "Bodenfrost"): in a text that asks for
    /// nothing, a day in their sentence is the forecast's ("DWD für Sonntag Sturmböen bis 80 km/h").
    var weatherWords: Set<String> = []
    /// Words that put something before a day named in the text ("vorher", "beforehand").
    ///
    /// The text asks for it, even where its verb is not known ("da max hod am 22. firmung, vorher no a gwand kaffa").
    var beforehandWords: Set<String> = []
    /// Third-person verbs of someone's event: a clause with one and no first-person subject, in a text that asks
    /// for nothing, tells someone else's day ("Lara hat am Donnerstag ihre Schulreise", "da sepp heirat am 29.").
    var eventVerbs: Set<String> = []
    /// Words that say a day is closed or off: as the last word of the day's clause they turn the day down ("morgen
    /// ist zu", "Montag ist Feiertag", "monday the clinic is closed").
    var closedWords: Set<String> = []
    /// Words that say a state goes on: "bis" after one, in a text that asks for nothing, ends the state ("die
    /// Baustelle dauert noch bis Ende August", "the pool is still closed until june").
    var stillWords: Set<String> = []
    /// Words that say something has happened by then: one right after a time today tells what was done by that
    /// time ("heute um 7 schon 40 Kronen verkauft", "heit um 6 scho am hbf").
    var alreadyWords: Set<String> = []
    /// Words that make a text a wish: a month or a longer time in such a text, not marked as a deadline, is when
    /// the writer would like it, not a due date ("Irgendwann möchte ich nach Norderney, am liebsten im September";
    /// "am liebsten am Freitag" names a day).
    var wishWords: Set<String> = []
    /// Words after which a name follows: a day name right after one is a name ("de hund heisst fritig", "a cat
    /// named Tuesday", "se llama Domingo").
    var namingWords: Set<String> = []
    /// Nouns for a schedule or a timetable: a text that opens with a label holding one and a colon, and asks for
    /// nothing, is a schedule pasted as information, and its days are the schedule's ("Stundenplan Januar: Mo 18.30
    /// Vinyasa, Mi 7.00 Morgenklasse").
    var scheduleNouns: Set<String> = []
    /// Endings of compound nouns for a schedule ("Raumplan", "Streamplan", "Lieferzeiten"): a label holding one
    /// opens a schedule as ``scheduleNouns`` do when the text names two weekdays or more ("WG-Putzplan: Bad ist dran
    /// am WE" is one duty, with its day).
    var scheduleNounEndings: [String] = []
    /// Words that hand a quantity to each of several: a clock time one or two words after one is a split or a
    /// rate, not a time of day ("4x400 in je 1:35", "each rep 1:45").
    var distributiveWords: Set<String> = []
    /// Articles that name no day before a day number: "la 5 de Mayo" is a street, "el 5 de mayo" a day.
    var nonDayArticles: Set<String> = []
    /// Words for relatives ("abuelo", "tía"): where day names are written in lower case, a capitalized one right
    /// after one is a name ("mi abuelo Domingo").
    var kinshipNouns: Set<String> = []
    /// Nouns for a shift ("turno"): "de mañana" after one is the morning shift, not tomorrow.
    var shiftNouns: Set<String> = []
    /// Prepositions after which a day name is a place's name ("im Sonntag", a bar; "am Sonntag" is the day).
    var placePrepositions: Set<String> = []
    /// Verbs that say an age before a number, which with the number name a birthday ("Oma wird am Freitag 90").
    var ageVerbs: Set<String> = []
    /// Auxiliaries of the future and of the passive ("wird", "werden"): a participle in their clause looks ahead
    /// ("die Waschmaschine wird am Donnerstag geliefert").
    var futureAuxiliaries: Set<String> = []
    /// Words between minutes and the hour after them ("vor": `.to`), beyond the roles "past", "after", "to".
    var minutesToHour: [String: ClockDirection] = [:]
    /// Words between an hour and the minutes after it ("y": `.past`, "menos": `.to`).
    var hourToMinutes: [String: ClockDirection] = [:]
    /// How the language writes numbers in dates.
    var conventions = DateConventions()
}

/// A language's date words, merged into one dictionary keyed by the normalized token text.
///
/// A class: one is built per language and shared, and the matchers pass it around for every token, so a copy
/// should cost one reference count, not one per table.
final class DateLexicon: Sendable {
    /// Entries by ``Token/normalized``.
    let entries: [String: DateLexeme]
    /// The same entries in a table that is cheaper to probe (see ``lexeme(for:)``).
    private let table: WordTable<DateLexeme>
    /// Named days by their normalized words joined with one space.
    let namedDays: [String: NamedDay]
    /// The most words a named day has.
    let longestNamedDay: Int
    /// Misspelled full weekday names ("wendsday").
    let weekdayTypo: WeekdayTypo
    /// How the language writes dates in numbers.
    let conventions: DateConventions
    /// How the language writes past verb forms.
    let pastForms: PastForms
    /// See ``LexiconTable/scheduleNounEndings``.
    let scheduleNounEndings: [String]

    init(_ table: LexiconTable) {
        var entries: [String: DateLexeme] = [:]
        let spellings = SpellingVariants(digraphs: table.digraphs)
        func update(_ key: String, _ change: (inout DateLexeme) -> Void) {
            for spelling in spellings.forms(of: key) {
                var lexeme = entries[spelling] ?? DateLexeme()
                change(&lexeme)
                entries[spelling] = lexeme
            }
        }
        for (key, value) in table.months { update(key) { $0.month = Int8(value) } }
        for key in table.ambiguousMonths { update(key) { $0.isAmbiguous = true } }
        for (key, value) in table.weekdays { update(key) { $0.weekday = Int8(value) } }
        for (key, value) in table.weekdayPlurals {
            update(key) {
                $0.weekday = Int8(value)
                $0.isWeekdayPlural = true
            }
        }
        for key in table.ambiguousWeekdays { update(key) { $0.isAmbiguous = true } }
        for key in table.ordinaryWordWeekdays { update(key) { $0.isOrdinaryWord = true } }
        for key in table.honorificWeekdays { update(key) { $0.isHonorific = true } }
        for key in table.determiners { update(key) { $0.isDeterminer = true } }
        for key in table.particles { update(key) { $0.isParticle = true } }
        for key in table.countedNouns { update(key) { $0.isCountedNoun = true } }
        for key in table.perPeriodNouns { update(key) { $0.isPerPeriodNoun = true } }
        for key in table.statementVerbs { update(key) { $0.isStatementVerb = true } }
        for key in table.habitualVerbs { update(key) { $0.isHabitualVerb = true } }
        for key in table.pastBeWords { update(key) { $0.isPastBe = true } }
        for key in table.habitSubjects { update(key) { $0.isHabitSubject = true } }
        for key in table.modalVerbs { update(key) { $0.isModal = true } }
        for key in table.reportingAuxiliaries { update(key) { $0.isReportingAuxiliary = true } }
        for key in table.articlePrepositions { update(key) { $0.includesArticle = true } }
        for key in table.pluralArticles { update(key) { $0.isPluralArticle = true } }
        for key in table.pastTenseWords { update(key) { $0.isPastTenseWord = true } }
        for key in table.moveVerbs { update(key) { $0.isMoveVerb = true } }
        for key in table.perfectAuxiliaries { update(key) { $0.isPerfectAuxiliary = true } }
        for (key, value) in table.relativeDays { update(key) { $0.relativeDay = Int8(value) } }
        for (key, value) in table.cardinals { update(key) { $0.cardinal = Int16(value) } }
        for (key, value) in table.ordinals { update(key) { $0.ordinal = Int8(value) } }
        for (key, value) in table.units { update(key) { $0.unit = value } }
        for (key, value) in table.dayparts { update(key) { $0.daypart = value } }
        for (key, value) in table.words { update(key) { $0.word = value } }
        for (key, value) in table.frequencies { update(key) { $0.frequency = value } }
        for (key, value) in table.holidays { update(key) { $0.holiday = Int16(value) } }
        for key in table.selfStandingDayparts { update(key) { $0.isSelfStandingDaypart = true } }
        for (key, value) in table.seasons { update(key) { $0.season = Int8(value) } }
        for (key, value) in table.yearParts { update(key) { $0.yearPart = Int8(value) } }
        Self.addContextWords(of: table, update)
        var longest = 0
        for key in table.namedDays.keys {
            let words = key.split(separator: " ")
            longest = max(longest, words.count)
            if let first = words.first { update(String(first)) { $0.startsNamedDay = true } }
            if words.count == 1 { update(key) { $0.isNamedDay = true } }
        }
        self.entries = entries
        self.table = WordTable(entries)
        self.namedDays = table.namedDays
        self.longestNamedDay = longest
        self.weekdayTypo = WeekdayTypo(weekdays: table.weekdays)
        self.conventions = table.conventions
        self.pastForms = table.pastForms
        scheduleNounEndings = table.scheduleNounEndings
    }

    /// The entry for `word` (a ``Token/normalized`` form), or `nil`; the same as `entries[word]`, faster.
    func lexeme(for word: String) -> DateLexeme? { table.value(for: word) }

    /// The entry for `word`, or for the weekday it misspells ("wendsday", "thrusday").
    func lexemeOrWeekdayTypo(for word: String) -> DateLexeme? {
        if let lexeme = table.value(for: word) { return lexeme }
        guard let weekday = weekdayTypo.weekday(for: word) else { return nil }
        var lexeme = DateLexeme()
        lexeme.weekday = Int8(weekday)
        return lexeme
    }

    /// The lexicon of each ``LanguagePack``, in ``LanguagePack/all`` order, built once.
    static let all = LanguagePack.all.map { DateLexicon($0.dates) }

    /// English's lexicon.
    static let english = all[0]

    /// The lexicon for a language code (`en`, `es`, `de`, …); English for a language without a pack.
    static func forLanguage(_ language: String) -> DateLexicon {
        all[LanguagePack.index(of: language)]
    }

    /// Cardinals 0-99 from the words for units and tens, joined the way the language writes them.
    static func compoundNumbers(
        units: [String], tens: [Int: String], join: (String, String) -> [String]
    ) -> [String: Int] {
        var result: [String: Int] = [:]
        for (value, tensWord) in tens {
            for unit in 1...9 where unit < units.count {
                for form in join(tensWord, units[unit]) { result[form] = value + unit }
            }
        }
        return result
    }
}
