/// Word lists behind the keyword cues of the classifiers, keyed by normalized token text.
///
/// The cues only add evidence; their weights are learned with every other feature, so a cue that misleads
/// on real data loses its influence in training.
enum CueLexicon {
    /// Verbs that start a call, email or message.
    static let communicationVerbs: WordSet = [
        "call", "phone", "ring", "email", "e-mail", "mail", "text", "txt", "message", "msg", "ping", "dm", "whatsapp",
        "facetime", "skype", "reply", "respond", "write", "tell", "ask", "contact", "follow-up", "telephone", "sms",
        "slack", "wa", "imessage", "videocall", "rsvp", "thank", "congratulate", "invite", "notify", "inform", "answer",
        "inquire", "enquire", "reach", "followup", "chase", "nudge", "debrief", "llamar", "anrufen", "schreiben",
        "talk", "speak", "phonecall", "dial", "voicemail", "videochat",
    ]

    /// Words that open a note rather than something to do.
    static let noteStarters: WordSet = [
        "idea", "ideas", "note", "notes", "thought", "thoughts", "fyi", "til", "quote", "interesting", "observation",
        "random", "maybe", "wondering", "realized", "realised", "learned", "learnt", "apparently", "fun", "nb",
        "remember", "recipe", "password", "wifi", "code", "info", "reference",
    ]

    /// Words that open a multi-step project.
    static let planStarters: WordSet = [
        "plan", "planning", "organize", "organise", "prepare", "prep", "project", "arrange", "coordinate", "setup",
        "roadmap", "steps", "launch", "renovate", "move", "moving", "trip", "wedding", "party",
    ]

    /// Imperative verbs that start a task or a plan step.
    static let actionVerbs: WordSet = [
        "add", "apply", "arrange", "ask", "assemble", "attend", "back", "bake", "book", "borrow", "bring", "buy",
        "call",
        "cancel", "change", "charge", "check", "choose", "clean", "clear", "collect", "compare", "confirm", "contact",
        "cook", "copy", "create", "decide", "decorate", "defrost", "deliver", "deposit", "design", "do", "donate",
        "download", "draft", "drop", "dust", "edit", "email", "empty", "fill", "finalize", "finalise", "find",
        "finish", "fix", "follow", "get", "give", "go", "grab", "hang", "hire", "install", "invite", "iron", "learn",
        "make", "meet", "mop", "move", "order", "organize", "organise", "pack", "paint", "pay", "pick", "plan",
        "plant", "post", "practice", "practise", "prepare", "print", "put", "read", "rebook", "record", "register",
        "renew", "rent", "repair", "replace", "reply", "research", "reserve", "return", "review", "schedule", "scan",
        "sell", "send", "set", "share", "shop", "sign", "sort", "start", "study", "submit", "take", "test", "text",
        "tidy", "update", "upload", "vacuum", "visit", "wash", "water", "watch", "wrap", "write", "hoover", "sweep",
        "feed", "walk", "mow", "trim", "replace", "measure", "sew", "cut", "rsvp", "print", "file", "shred", "close",
        "open", "look", "figure", "work", "try", "call", "ring", "ping", "message", "see", "cook", "tell",
        "build", "acquire", "purchase", "interview", "identify", "seek", "place", "floss", "exercise", "run",
        "stretch", "reconcile", "restock", "refill", "fold", "polish", "declutter", "donate", "recycle", "bake",
    ]

    /// Fillers skipped before the first meaningful word ("pls call mom", "need to buy milk").
    static let leadingFillers: WordSet = [
        "pls", "please", "plz", "need", "needs", "to", "must", "gotta", "should", "todo", "to-do", "i", "have",
        "got", "dont", "forget", "don't", "remember", "asap", "urgent", "quick", "quickly", "really", "ought",
        "definitely", "seriously", "actually", "finally", "still", "want", "wanna", "uh", "um", "umm", "erm", "so",
        "ok", "okay", "oh",
    ]

    /// Words after "remind" that make the reminder the writer's own ("remind me to…"); any other object makes it a
    /// message to someone ("remind Anna to…").
    static let selfObjects: WordSet = ["me", "myself", "us", "ourselves", "to", "about", "that"]

    /// Words that open a question or a wondering rather than an action.
    static let questionWords: WordSet = [
        "why", "how", "what", "who", "when", "where", "which", "whether", "wonder", "does", "is", "are", "did",
    ]

    /// Verbs that make a statement about the world ("bin day is sunday", "jo got engaged").
    static let statementVerbs: WordSet = [
        "is", "are", "was", "were", "has", "have", "had", "got", "gets", "started", "prefers", "likes", "loves",
        "hates",
        "lives", "works", "said", "says", "thinks", "closes", "opens", "costs", "takes", "its", "thats", "means",
        "uses",
    ]

    /// Nouns for a message someone sent or expects.
    static let communicationNouns: WordSet = [
        "call", "calls", "email", "emails", "text", "texts", "message", "messages", "voicemail", "dm", "dms", "letter",
        "invite", "invitation", "missed", "mail", "note", "reply",
    ]

    /// Nouns that name a list.
    static let listNouns: WordSet = [
        "list", "lists", "checklist", "checklists", "playlist", "wishlist", "shoppinglist", "todolist", "agenda",
        "calendar", "tasks", "todos",
    ]

    /// Words that make a named list one of tasks rather than of items ("to do list", "my tasks", "the agenda").
    static let taskListNames: WordSet = [
        "todo", "to-do", "todos", "todolist", "tasks", "task", "agenda", "calendar", "reminders", "reminder",
        "chores",
    ]

    /// Verbs that hand a message to someone ("give her a call", "drop him a line").
    static let handingVerbs: WordSet = ["give", "drop", "shoot", "send", "fire", "pass", "leave", "gimme"]

    /// Messages that can be handed ("a call", "a line", "a ring").
    static let handedMessages: WordSet = [
        "call", "ring", "buzz", "line", "text", "email", "message", "shout", "note", "voicemail", "bell", "holler",
        "msg", "dm", "heads-up", "tinkle",
    ]
}
