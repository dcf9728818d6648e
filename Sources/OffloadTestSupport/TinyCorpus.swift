import OffloadNLP

/// A small labelled corpus for hermetic classifier tests (never the shipped corpora).
public enum TinyCorpus {
    /// Eight captures per intent, with categories, four reminders (two for someone else, communications; two for
    /// oneself, tasks) and a task of two actions joined by "and".
    public static let examples: [LabelledExample] = {
        let rows: [(String, String, String?)] = [
            ("pick up dry cleaning", "task", "errands"), ("renew passport", "task", "errands"),
            ("fix the leaky tap", "task", "home"), ("submit expense report by friday", "task", "work"),
            ("pay rent on the 1st", "task", "finance"), ("book dentist appointment", "task", "health"),
            ("finish the slides", "task", "work"), ("water the plants", "task", "home"),
            ("milk, eggs and bread", "list", "errands"), ("packing: charger, passport, socks", "list", nil),
            ("tomatoes, basil, mozzarella", "list", "errands"), ("apples\nbananas\noat milk", "list", "errands"),
            ("books to read: dune, piranesi", "list", "hobby"),
            ("add detergent to the shopping list", "list", "errands"),
            ("batteries, light bulbs, tape", "list", "home"), ("coffee, sugar and tea", "list", "errands"),
            ("plan tom's birthday: book venue, send invites, order cake", "plan", "social"),
            ("trip to lisbon: book flights, find hotel, buy museum tickets", "plan", nil),
            ("move flat\n1. get boxes\n2. hire movers\n3. change address", "plan", "home"),
            ("prepare interview: research company, practise answers, iron shirt", "plan", "work"),
            ("organize offsite - pick date, find venue, send agenda", "plan", "work"),
            ("first clean the garage then sell the bike then buy shelves", "plan", "home"),
            ("plan the garden: buy seeds, dig beds, plant tomatoes", "plan", "hobby"),
            ("launch the blog: pick a name, write three posts, share it", "plan", "hobby"),
            ("call mom", "communication", "social"), ("email prof re extension", "communication", "learning"),
            ("text matt that i'll be late", "communication", "social"),
            ("ping sarah about the deck", "communication", "work"),
            ("ring the plumber tomorrow", "communication", "home"),
            ("email the landlord about the heater", "communication", "home"),
            ("call the bank about the card", "communication", "finance"),
            ("message dad happy birthday", "communication", "social"),
            ("remind dad to take his pills", "communication", "health"),
            ("remind the kids to feed the cat", "communication", "home"),
            ("remind me to renew the car tax", "task", "finance"), ("remind me to take the bins out", "task", "home"),
            // Two actions joined by "and" are things to do, not items.
            ("wash the car and post the parcel", "task", "errands"),
            ("idea: app that tracks plant watering", "note", "hobby"), ("wifi password is pinecone42", "note", "home"),
            ("remember that sam is allergic to peanuts", "note", "social"),
            ("the bakery closes at 4 on sundays", "note", "errands"),
            ("note to self: i work better in the mornings", "note", nil),
            ("interesting talk on sleep and memory", "note", "learning"),
            ("parking spot level 3 row g", "note", nil), ("quote: done is better than perfect", "note", nil),
        ]
        return rows.map { LabelledExample(text: $0.0, intent: $0.1, category: $0.2, hasCategoryGold: true) }
    }()
}

extension TinyCorpus {
    /// Models trained on ``examples`` (four folds of calibration), for tests that need an analyzer.
    public static let models: ClassifierModels = {
        var trainer = ClassifierTrainer()
        trainer.folds = 4
        // Invariant: the tiny corpus only uses the five intent labels, so training cannot throw.
        return (try? trainer.train(examples)) ?? { preconditionFailure("tiny corpus failed to train") }()
    }()
}
