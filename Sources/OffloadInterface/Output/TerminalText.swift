/// Makes stored text safe to print on a terminal: what every human renderer passes text through.
///
/// Capture text, and what hand-off derived from it, is input: a control character (ESC, BEL, a carriage return)
/// could move the cursor or recolour the terminal, and an invisible format character could reorder or hide what
/// follows (U+202E RIGHT-TO-LEFT OVERRIDE makes "exe.txt" read "txt.exe"). JSON output keeps the exact text.
public enum TerminalText {
    /// `text` with every control character (Unicode category Cc, line breaks included) and every format character
    /// (Cf: bidi controls U+202A–U+202E, U+2066–U+2069, U+200E, U+200F; U+200B, U+2060, U+FEFF, …) replaced by a
    /// space, except U+200C and U+200D, which join letters and emoji and cannot reorder text.
    ///
    /// Callers that keep line structure split the text into lines first.
    public static func safe(_ text: String) -> String {
        // Printable ASCII, the usual case, needs no Unicode property lookup (a 4 MiB capture's analysis spent a
        // third of its time here).
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
        guard text.unicodeScalars.contains(where: isNeutralized) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isNeutralized(scalar) ? " " : scalar) }
        return String(scalars)
    }

    /// Whether `scalar` is shown as a space.
    public static func isNeutralized(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return switch scalar.properties.generalCategory {
        case .control: true
        case .format: scalar.value != 0x200C && scalar.value != 0x200D
        default: false
        }
    }
}
