/// Varied, realistic organizer text from word lists, drawn with a seeded generator (the same seed, the same words).
struct SeedWords {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64: a fast generator whose whole state is one number.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
    mutating func chance(_ probability: Double) -> Bool { Double(next() % 10_000) < probability * 10_000 }
    /// Days from now of a due date: spread over the past and next 60 days.
    mutating func days() -> Double { Double(Int(next() % 121) - 60) + Double(next() % 24) / 24 }
    /// Days ago a row was created: up to a year.
    mutating func age() -> Double { Double(next() % 365) + Double(next() % 24) / 24 }

    private static let people = [
        "Anna", "Tom", "mom", "dad", "Matt", "Zoë", "José", "Priya", "Li Wei", "Sam", "the landlord", "Dr. Müller",
        "Grandma", "Olga", "Kenji", "Fatima", "the plumber", "Chloé", "Bjørn", "Noah",
    ]
    private static let verbs = [
        "call", "email", "buy", "book", "fix", "renew", "cancel", "pay", "order", "pick up", "return", "schedule",
        "clean", "write", "send", "print", "review", "plan", "water", "sign",
    ]
    private static let things = [
        "milk", "eggs", "bread", "oat milk", "coffee beans", "passport", "car insurance", "dentist appointment",
        "birthday present", "train tickets", "the invoice", "rent", "gym membership", "phone charger", "sunscreen",
        "crème fraîche", "jalapeños", "the bike", "kitchen tap", "tax return", "library books", "flowers",
        "printer ink", "dog food", "the garage door", "concert tickets", "the lease", "vitamins", "batteries",
        "a birthday cake", "the café booking", "headphones", "winter tyres", "the plants", "new glasses",
    ]
    private static let times = [
        "tomorrow", "on friday", "next week", "before the trip", "tonight", "by monday", "this weekend",
        "after work", "at 5pm", "end of month",
    ]
    private static let projects = [
        "Kitchen renovation", "Trip to Lisbon", "Tom's birthday", "Tax season", "Moving house", "Wedding",
        "Garden", "Job search", "Half marathon", "Car repair", "Holiday in Japan", "Office move", "Café opening",
    ]

    mutating func person() -> String { pick(Self.people) }
    mutating func thing() -> String { pick(Self.things) }

    mutating func task() -> String {
        let verb = pick(Self.verbs)
        let text = chance(0.3) ? "\(verb) \(person()) about \(thing())" : "\(verb) \(thing())"
        return (text.prefix(1).uppercased() + text.dropFirst()) + (chance(0.4) ? " \(pick(Self.times))" : "")
    }

    mutating func capture() -> String {
        switch next() % 5 {
        case 0: "\(pick(Self.verbs)) \(person()) \(pick(Self.times))"
        case 1: "\(pick(Self.verbs)) \(thing()) \(pick(Self.times))"
        case 2: "\(thing()), \(thing()) and \(thing())"
        case 3: "idea: \(pick(Self.verbs)) \(thing()) for \(pick(Self.projects).lowercased())"
        default: "remember \(person()) needs \(thing()) \(pick(Self.times))"
        }
    }

    mutating func plan() -> String { "\(pick(Self.projects)) \(next() % 1000)" }

    mutating func note() -> String {
        "\(person()) said \(thing()) is \(pick(["ready", "late", "too expensive", "in the drawer", "sold out"])); "
            + "\(pick(Self.verbs)) \(thing()) \(pick(Self.times))"
    }

    mutating func listName(_ type: String) -> String {
        switch type {
        case "shopping": pick(["Groceries", "Hardware store", "Pharmacy", "Market"])
        case "packing": pick(["Packing for Lisbon", "Camping trip", "Ski weekend"])
        case "reference": pick(["Books to read", "Films", "Restaurants to try", "Gift ideas"])
        default: pick(["Someday", "Weekend", "Errands"])
        }
    }
}
