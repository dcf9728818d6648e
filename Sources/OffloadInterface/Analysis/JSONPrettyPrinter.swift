/// Lays compact JSON, as ``JSONBytes`` writes it, out over lines exactly as `JSONEncoder`'s `.prettyPrinted` does,
/// one block at a time: the pretty mode of ``JSONBytes``, which itself writes one line only.
///
/// The pretty form is the compact one with a line break after each `{`, `[` and `,` outside strings, and one before
/// each `}` and `]`; every line indented two spaces for each object or array still open, and each key followed by
/// `" : "` instead of `":"`. An empty object or array comes out as its brackets around a blank line. Strings, numbers
/// and literals are copied as they are. Laying out the compact bytes, instead of writing objects and keys through
/// calls that know the layout, leaves the batch path's one-line writer as fast as it was.
///
/// The input must be valid compact JSON (no white space outside strings); blocks may end anywhere, even inside a
/// string or an escape.
struct JSONPrettyPrinter {
    /// How many objects and arrays are open.
    private var depth = 0
    private var isInString = false
    /// Whether the last byte was the backslash of an escape inside a string.
    private var isEscaping = false
    /// Whether an object or array was just opened, so that the next byte starts its first line unless it closes it.
    private var isOpening = false

    /// Appends the pretty form of the next block of compact JSON to `output`.
    mutating func append(_ compact: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0
        while index < compact.count {
            if isInString {
                index = copyString(compact, from: index, to: &output)
                continue
            }
            let byte = compact[index]
            index += 1
            if isOpening {
                isOpening = false
                if byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]") { indent(&output) }
            }
            switch byte {
            case UInt8(ascii: "\""):
                isInString = true
                output.append(byte)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                output.append(byte)
                output.append(UInt8(ascii: "\n"))
                depth += 1
                isOpening = true
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                output.append(UInt8(ascii: "\n"))
                indent(&output)
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                output.append(UInt8(ascii: "\n"))
                indent(&output)
            case UInt8(ascii: ":"):
                output.append(UInt8(ascii: " "))
                output.append(byte)
                output.append(UInt8(ascii: " "))
            default:
                output.append(byte)
            }
        }
    }

    /// Copies the string that goes on at `start` up to its closing quote (or the end of the block, to go on with
    /// the next), returning the index after what was copied.
    private mutating func copyString(
        _ compact: UnsafeBufferPointer<UInt8>, from start: Int, to output: inout [UInt8]
    ) -> Int {
        var index = start
        while index < compact.count {
            let byte = compact[index]
            index += 1
            if isEscaping {
                isEscaping = false
            } else if byte == UInt8(ascii: "\\") {
                isEscaping = true
            } else if byte == UInt8(ascii: "\"") {
                isInString = false
                break
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: compact[start..<index]))
        return index
    }

    /// Two spaces for each open object and array.
    private func indent(_ output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
