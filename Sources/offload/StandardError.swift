import Foundation

/// Writes diagnostics to the process's standard error.
enum StandardError {
    /// Writes `text` as UTF-8 to stderr, unbuffered.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
