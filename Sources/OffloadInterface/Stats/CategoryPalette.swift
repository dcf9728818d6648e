/// Colours for category names in the charts of `offload stats --html`, stable from one page to the next.
///
/// The colours are the Okabe–Ito palette, told apart with the common kinds of colour blindness (black left out,
/// as it vanishes on a dark page). A name picks its colour from a hash of its UTF-8 bytes (FNV-1a, the same on
/// every run and machine), so "Home" keeps its colour as other categories come and go; when two names of one page
/// pick the same colour, the later one by name takes the next free one. Past seven categories colours repeat.
/// Completions without a category (`none`) are always grey.
struct CategoryPalette {
    /// Okabe–Ito: orange, sky blue, bluish green, yellow, blue, vermilion, reddish purple.
    static let colours = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7"]
    /// The colour of `none`.
    static let noneColour = "#999999"

    /// The colour of each name.
    let colours: [String: String]

    /// The palette of `names` (`none` included or not).
    init(_ names: some Sequence<String>) {
        var taken: Set<Int> = []
        var colours = ["none": Self.noneColour]
        for name in Set(names).subtracting(["none"]).sorted() {
            let preferred = Self.slot(name)
            let free = (0..<Self.colours.count).map { (preferred + $0) % Self.colours.count }
                .first { !taken.contains($0) }
            let slot = free ?? preferred
            taken.insert(slot)
            colours[name] = Self.colours[slot]
        }
        self.colours = colours
    }

    /// The colour of `name`; grey for a name the palette was not made with.
    func colour(of name: String) -> String { colours[name] ?? Self.noneColour }

    /// The preferred colour index of `name`: its 64-bit FNV-1a hash modulo the palette size.
    static func slot(_ name: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(colours.count))
    }
}
