/// Makes stored text safe inside HTML and SVG: what every HTML renderer passes text through.
///
/// Titles and category names are input: `<script>` in a title must stay text, and a control character (NUL, ESC)
/// or a noncharacter (U+FFFE, U+FFFF) would make the page ill-formed as XML. The result is safe both between tags
/// and inside a quoted attribute value.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, and every character that
    /// ``TerminalText/isNeutralized(_:)`` replaces, and every noncharacter, replaced by a space.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                let isHidden = TerminalText.isNeutralized(scalar) || scalar.properties.isNoncharacterCodePoint
                result.unicodeScalars.append(isHidden ? " " : scalar)
            }
        }
        return result
    }
}
