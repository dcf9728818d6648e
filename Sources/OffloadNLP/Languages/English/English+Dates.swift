extension LexiconTable {
    /// English date words.
    static let english: LexiconTable = {
        var table = LexiconTable()
        table.conventions = DateConventions(readsArticlePeriodAsCurrent: true, gluesLetterMeridiem: true)
        // "scale 1:50": a ratio after its label is no time (streets and rooms have rules of their own in English).
        table.labelNouns = ["scale", "ratio", "size", "sizes", "timer", "pace", "split", "splits", "lap"]
        table.months = [
            "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
            "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
            "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
        ]
        table.ambiguousMonths = ["may", "march", "mar", "jan", "jun", "aug", "dec", "sep"]
        table.weekdays = [
            "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "wednesday": 3, "wed": 3, "weds": 3,
            "thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "friday": 5, "fri": 5, "saturday": 6, "sat": 6,
            "sunday": 7, "sun": 7,
        ]
        table.weekdayPlurals = [
            "mondays": 1, "tuesdays": 2, "wednesdays": 3, "thursdays": 4, "fridays": 5, "saturdays": 6, "sundays": 7,
        ]
        table.ambiguousWeekdays = ["sat", "sun", "wed", "mon", "thu", "fri", "tue"]
        table.ordinaryWordWeekdays = ["sat", "sun", "wed", "mon"]
        table.determiners = [
            "i", "you", "he", "she", "we", "they", "it", "my", "your", "his", "her", "our", "their", "its", "some",
            "any", "no", "these", "those", "who",
        ]
        table.particles = ["up", "down", "out", "off", "away", "back"]
        table.countedNouns = [
            "st", "street", "ave", "av", "avenue", "rd", "road", "blvd", "boulevard", "ln", "lane", "dr", "drive",
            "pl", "place", "sq", "square", "pkwy", "parkway", "hwy", "highway", "ct", "court", "terrace", "floor",
            "fl", "flr", "level", "story", "storey", "grade", "century", "birthday", "anniversary", "edition", "time",
            "times", "round", "row", "period", "inning", "attempt", "try", "generation", "gen", "amendment", "ward",
            "district", "precinct", "percentile", "seat", "gate", "platform", "hole", "lap", "rank", "semester",
            "chapter", "episode", "season", "volume", "vol", "draft", "version", "revision", "option", "item", "step",
        ]
        table.perPeriodNouns = [
            "soup", "word", "words", "quote", "dish", "special", "specials", "deal", "deals", "tip", "question",
            "photo", "picture", "pic", "song", "track", "album", "book", "film", "movie", "employee", "player",
            "pick", "recipe", "flavor", "flavour", "fact", "joke", "verse", "puzzle", "challenge", "highlight",
            "catch", "plant", "product", "app", "artist", "person", "man", "woman", "rookie", "coach", "goal",
            "game", "play", "post", "story", "video", "thought", "lesson", "menu", "beer", "wine", "cocktail",
        ]
        // Not "shift", "push" or "change": nouns too ("stall shift sat 8-4").
        table.moveVerbs = [
            "moved", "move", "rescheduled", "reschedule", "pushed", "postponed", "postpone", "shifted", "bumped",
            "changed", "switched", "delayed", "swapped",
        ]
        table.statementVerbs = [
            "are", "is", "were", "was", "be", "feel", "feels", "seem", "seems", "suck", "sucks", "always", "never",
            "usually", "often", "tend", "mean", "means", "turns", "turning", "valid",
        ]
        table.pastBeWords = ["was", "were", "wasnt", "werent"]
        // British "half 8" is 8:30 (German "halb 9" is 8:30 too, named from the hour after).
        table.minutesPastHour = ["half": 30]
        table.habitSubjects = ["i", "we"]
        table.modalVerbs = [
            "need", "needs", "have", "has", "had", "must", "should", "shall", "will", "would", "gotta", "got", "want",
            "wanna", "gonna", "might", "may", "could", "can", "cant", "am", "m", "ll", "d", "plan", "hope", "try",
            "ought", "better", "mustnt", "shouldnt", "wont", "also", "really", "definitely", "still", "just",
        ]
        // No plural articles: plural weekdays have their own spelling ("mondays").
        table.pluralArticles = []
        // Irregular simple pasts that tell what happened ("inspector came tues", "paid on monday"); not "had", "got",
        // "said" or the "-ed" forms, which also tell what a deadline was moved to or is planned for ("had to move it
        // to friday", "scheduled for monday"; a clause with a move verb is never a report).
        table.pastTenseWords = [
            "was", "were", "came", "went", "paid", "did", "sold", "bought", "broke", "fell", "met", "saw", "took",
            "gave", "ate", "won", "lost", "spent", "ran", "drove", "flew", "slept", "felt", "threw", "wrote",
        ]
        table.perfectAuxiliaries = []
        table.pastForms = PastForms()
        table.measureNouns = [
            "cup", "cups", "tsp", "tbsp", "teaspoon", "teaspoons", "tablespoon", "tablespoons", "inch", "inches", "ft",
            "foot", "feet", "yard", "yards", "mile", "miles", "oz", "ounce", "ounces", "lb", "lbs", "pound", "pounds",
            "gallon", "gallons", "pint", "pints", "quart", "quarts", "liter", "liters", "litre", "litres", "ml", "mm",
            "cm", "km", "kg", "pitch", "gauge",
        ]
        table.readingUnits = ["°", "degrees", "degree", "deg", "bar", "mbar", "hpa", "mmhg", "psi", "mm"]
        table.readingLabels = ["bp", "bg", "temp", "pulse", "glucose", "sugar", "weight", "spo2", "sats", "inr"]
        table.exceptWords = ["except", "excluding", "excl"]
        table.conditionWords = ["if", "unless"]
        table.distributiveWords = ["each", "per"]
        table.speechVerbs = ["says", "said", "say", "writes", "wrote", "motto", "saying", "mantra"]
        table.awayWords = ["flies", "flying", "fly", "vacation"]
        table.stillWords = ["still"]
        table.beforehandWords = ["beforehand"]
        table.namingWords = ["named", "nicknamed", "called"]
        table.scheduleNouns = ["schedule", "timetable", "menu", "hours", "lineup", "fixtures"]
        table.negationWords = ["not", "no"]
        table.anniversaryWords = ["birthday", "birthdays", "bday", "bdays", "b-day", "anniversary", "turns", "turning"]
        table.habitualVerbs = [
            "opens", "closes", "shuts", "delivers", "sells", "pays", "gives", "does", "goes", "runs", "serves",
            "offers", "keeps", "happens", "meets", "comes", "arrives", "departs", "works", "usually", "normally",
            "generally", "always", "often", "typically", "never", "rarely", "seldom",
        ]
        table.relativeDays = [
            "today": 0, "tonight": 0, "tonite": 0, "tomorrow": 1, "tmrw": 1, "tmr": 1, "tmw": 1, "tmrow": 1,
            "tomorow": 1, "tommorow": 1, "tommorrow": 1, "2moro": 1, "2mrw": 1, "yesterday": -1, "tod": 0,
        ]
        table.dayparts = [
            "morning": .morning, "mornings": .morning, "noon": .noon, "midday": .noon, "lunchtime": .noon,
            "afternoon": .afternoon, "afternoons": .afternoon, "evening": .evening, "evenings": .evening,
            "night": .night, "nights": .night, "tonight": .night, "tonite": .night, "midnight": .midnight,
            "dinner": .evening, "supper": .evening, "dinnertime": .evening, "suppertime": .evening,
            "lunch": .noon, "breakfast": .morning, "brunch": .morning, "arvo": .afternoon, "arvos": .afternoon,
        ]
        table.selfStandingDayparts = ["lunchtime", "dinnertime", "suppertime"]
        let units = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        table.cardinals = [
            "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
            "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
            "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000,
        ]
        let tens = [
            20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty",
            90: "ninety",
        ]
        table.cardinals.merge(
            DateLexicon.compoundNumbers(units: units, tens: tens) { [$0 + "-" + $1] }, uniquingKeysWith: { a, _ in a })
        table.ordinals = [
            "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
            "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
            "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
            "thirtieth": 30,
        ]
        let ordinalUnits = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
        for unit in 1...9 { table.ordinals["twenty-" + ordinalUnits[unit]] = 20 + unit }
        table.ordinals["thirty-first"] = 31
        table.units = [
            "sec": .second, "secs": .second, "seconds": .second, "second": .second, "s": .second,
            "min": .minute, "mins": .minute, "minute": .minute, "minutes": .minute, "m": .minute,
            "hour": .hour, "hours": .hour, "hr": .hour, "hrs": .hour, "h": .hour,
            "day": .day, "days": .day, "d": .day, "week": .week, "weeks": .week, "wk": .week, "wks": .week,
            "fortnight": .fortnight, "fortnights": .fortnight, "month": .month, "months": .month, "mo": .month,
            "mos": .month, "quarter": .quarter, "quarters": .quarter, "year": .year, "years": .year, "yr": .year,
            "yrs": .year, "y": .year, "night": .day, "nights": .day,
        ]
        table.words = [
            "the": .the, "on": .on, "at": .at, "@": .at, "in": .inside, "of": .of, "from": .from, "to": .to,
            "until": .until, "till": .until, "til": .until, "through": .until, "thru": .until, "between": .between,
            "and": .and, "every": .every, "each": .each, "ago": .ago, "later": .later, "now": .now, "right": .right,
            "next": .next, "this": .this, "last": .last, "coming": .coming, "upcoming": .coming,
            "previous": .previous, "past": .past, "following": .following, "end": .end, "beginning": .beginning,
            "start": .beginning, "middle": .middle, "mid": .middle, "half": .half, "a": .article, "an": .article,
            "oclock": .oclock, "o'clock": .oclock, "am": .am, "a.m.": .am, "a.m": .am, "pm": .pm, "p.m.": .pm,
            "p.m": .pm, "weekend": .weekend, "eod": .endOfDay, "cob": .endOfDay, "eom": .endOfMonth,
            "eoy": .endOfYear, "eow": .endOfWeek, "before": .before, "b4": .before, "after": .after, "by": .by,
            "around": .around,
            "about": .around, "approximately": .around, "since": .since, "other": .other, "ish": .ish,
            "within": .within, "-": .dash, "–": .dash, "½": .half, "day": .day, "hence": .hence, "once": .once,
            "week": .week,
            "during": .during, "everyday": .everyDay, "weekday": .weekday, "weekdays": .weekday, "that": .that,
            "couple": .couple, "few": .few, "several": .several, "some": .some, "due": .dueDate, "deadline": .dueDate,
            "starting": .starting, "over": .over, "early": .early, "late": .late, "twice": .twice, "current": .this,
            "quarter": .quarter, "for": .during, "than": .than, "earlier": .earlier, "rest": .rest,
            "remainder": .rest, "remaining": .rest, "all": .all, "whole": .all, "entire": .all,
            "another": .another,
        ]
        table.seasons = ["spring": 1, "summer": 2, "fall": 3, "autumn": 3, "winter": 4]
        table.yearParts = ["q1": 1, "q2": 2, "q3": 3, "q4": 4, "h1": 5, "h2": 6]
        table.namedDays = Self.englishNamedDays
        table.frequencies = [
            "daily": .day, "weekly": .week, "monthly": .month, "yearly": .year, "annually": .year,
            "quarterly": .quarter, "hourly": .hour, "biweekly": .fortnight, "fortnightly": .fortnight,
            "nightly": .day,
        ]
        table.holidays = [
            "christmas": 1225, "xmas": 1225, "halloween": 1031, "valentines": 214, "valentine": 214,
        ]
        return table
    }()
}
