import Foundation

/// Reads review input: single keys in raw mode on a terminal, whole lines otherwise (scripts, pipes, tests).
///
/// On a terminal the previous settings are restored when the reader is closed, also after Ctrl-C.
final class TerminalInput {
    /// Whether standard input is a terminal.
    let isTerminal: Bool
    private var original = termios()
    private var isRaw = false

    init() {
        isTerminal = isatty(STDIN_FILENO) == 1
    }

    /// Switches the terminal to single-key input without echo.
    func enterRawMode() {
        guard isTerminal, !isRaw, tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        if tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 { isRaw = true }
    }

    /// Restores the terminal settings.
    func restore() {
        guard isRaw else { return }
        var settings = original
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        isRaw = false
    }

    /// The next key, or `nil` at end of input.
    ///
    /// Off a terminal, the first character of the next non-empty line.
    func readKey() -> String? {
        if isTerminal {
            var byte: UInt8 = 0
            while true {
                let count = read(STDIN_FILENO, &byte, 1)
                if count <= 0 { return nil }
                if byte == 0x04 { return nil }  // Ctrl-D
                if byte != 0x0A && byte != 0x0D { return String(UnicodeScalar(byte)) }
            }
        }
        while let line = readLine() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let first = trimmed.first { return String(first) }
        }
        return nil
    }

    /// A line of text for a prompt (echoed on a terminal), or `nil` at end of input.
    func readText(prompt: String) -> String? {
        print(prompt, terminator: "")
        fflush(nil)
        let wasRaw = isRaw
        restore()
        defer { if wasRaw { enterRawMode() } }
        return readLine()
    }
}
