import ArgumentParser
import Foundation

/// Reads one line from the terminal on standard input without echoing it, for a passphrase.
///
/// The terminal takes single bytes with echo and signals off, so Ctrl-C is seen here and the settings are restored
/// before the process stops; Backspace removes a whole character, Ctrl-U the whole line, and Enter or Ctrl-D at the
/// end ends it. The prompt goes to stderr, so stdout stays for results.
enum HiddenLine {
    /// The line typed at `prompt` (without its end), as UTF-8 with invalid bytes replaced.
    ///
    /// - Throws: `ExitCode(130)` when Ctrl-C cancels it.
    static func read(prompt: String) throws -> String {
        StandardError.write(prompt)
        var original = termios()
        let hasSettings = tcgetattr(STDIN_FILENO, &original) == 0
        if hasSettings {
            var quiet = original
            quiet.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            withUnsafeMutableBytes(of: &quiet.c_cc) { bytes in
                bytes[Int(VMIN)] = 1
                bytes[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        }
        let bytes = readBytes()
        if hasSettings { tcsetattr(STDIN_FILENO, TCSAFLUSH, &original) }
        StandardError.write("\n")
        guard let bytes else { throw ExitCode(130) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes up to Enter or end of input; `nil` after Ctrl-C.
    private static func readBytes() -> [UInt8]? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while Foundation.read(STDIN_FILENO, &byte, 1) == 1 {
            switch byte {
            case 0x0A, 0x0D, 0x04: return line
            case 0x03: return nil
            case 0x15: line.removeAll()
            case 0x7F, 0x08:
                // Drops the continuation bytes of the last character, then its first byte.
                while let last = line.last, last & 0xC0 == 0x80 { line.removeLast() }
                if !line.isEmpty { line.removeLast() }
            default: line.append(byte)
            }
        }
        return line
    }
}
