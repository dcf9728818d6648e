/// The raw text as a sequence of grapheme-cluster units with their byte offsets and a coarse class.
///
/// ASCII text (without carriage returns) takes a fast path where each byte is one unit; anything else walks
/// Swift `Character`s so that a combining mark or a ZWJ emoji sequence is never split.
struct TextUnits {
    enum UnitClass: UInt8 {
        case letter, digit, space, newline, emoji, symbol
    }

    /// UTF-8 bytes of the whole text.
    let bytes: [UInt8]
    /// Byte offset where each unit starts, with one extra entry holding the total byte count; `nil` when each unit
    /// is one byte (ASCII), which spares a table of eight bytes per character (33 MB for a 4 MiB capture).
    private let starts: [Int]?
    /// Class of each unit.
    let classes: [UnitClass]
    /// For ASCII-like units, the byte; 0 for others (non-ASCII units are compared by class only).
    let asciiBytes: [UInt8]

    var count: Int { classes.count }

    init(_ text: String) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        if bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // One unit per byte: the tables are built in one pass each, and the bytes are their own ASCII forms.
            starts = nil
            classes = bytes.map { Self.classify(ascii: $0) }
            asciiBytes = bytes
            return
        }
        var starts: [Int] = []
        var classes: [UnitClass] = []
        var asciiBytes: [UInt8] = []
        starts.reserveCapacity(bytes.count + 1)
        classes.reserveCapacity(bytes.count)
        asciiBytes.reserveCapacity(bytes.count)
        var offset = 0
        for character in text {
            let length = character.utf8.count
            starts.append(offset)
            let first = character.unicodeScalars.first?.value ?? 0
            if length == 1, first < 0x80 {
                classes.append(Self.classify(ascii: UInt8(first)))
                asciiBytes.append(UInt8(first))
            } else {
                classes.append(Self.classify(character))
                asciiBytes.append(character == "\r\n" ? 0x0A : Self.asciiEquivalent(first))
            }
            offset += length
        }
        starts.append(bytes.count)
        self.starts = starts
        self.classes = classes
        self.asciiBytes = asciiBytes
    }

    private static func classify(ascii byte: UInt8) -> UnitClass {
        switch byte {
        case 0x30...0x39: .digit
        case 0x41...0x5A, 0x61...0x7A: .letter
        case 0x0A, 0x0B, 0x0C, 0x0D: .newline
        case 0x09, 0x20: .space
        default: .symbol
        }
    }

    private static func classify(_ character: Character) -> UnitClass {
        if character.isNewline { return .newline }
        if character.isWhitespace { return .space }
        guard let scalar = character.unicodeScalars.first else { return .symbol }
        let properties = scalar.properties
        if character.unicodeScalars.count > 1,
            character.unicodeScalars.contains(where: { $0.value == 0x200D || $0.value == 0xFE0F })
        {
            return properties.isEmoji ? .emoji : (character.isLetter ? .letter : .symbol)
        }
        if properties.isEmojiPresentation || (properties.isEmoji && scalar.value > 0x2100 && !character.isLetter) {
            return .emoji
        }
        if character.isLetter || properties.isAlphabetic { return .letter }
        if character.isNumber, let digit = character.wholeNumberValue, (0...9).contains(digit) { return .digit }
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark {
            return .letter
        }
        return .symbol
    }

    /// Maps typographic variants onto the ASCII byte the grammar looks for (’ → ', – → -, ＄ → $ is not needed).
    private static func asciiEquivalent(_ scalar: UInt32) -> UInt8 {
        switch scalar {
        case 0x2018, 0x2019, 0x02BC: 0x27  // ' variants
        case 0x2010, 0x2011, 0x2012, 0x2013, 0x2014: 0x2D  // dashes
        case 0x2022, 0x25E6, 0x2023: 0x2A  // bullets treated like '*'
        case 0x00A0, 0x2007, 0x202F: 0x20
        default: 0
        }
    }

    /// The byte offset where `unit` starts; `count` gives the total byte count.
    func byteOffset(ofUnit unit: Int) -> Int { starts?[unit] ?? unit }

    func isClass(_ unit: Int, _ unitClass: UnitClass) -> Bool { unit < count && classes[unit] == unitClass }

    func isASCII(_ unit: Int, _ byte: UInt8) -> Bool { unit < count && asciiBytes[unit] == byte }

    func isWordLike(_ unit: Int) -> Bool { unit < count && (classes[unit] == .letter || classes[unit] == .digit) }
}
