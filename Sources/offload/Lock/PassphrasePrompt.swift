import ArgumentParser
import Foundation
import OffloadInterface

/// Where a passphrase comes from: `OFFLOAD_PASSPHRASE` for scripts and tests, else a prompt on the terminal with no
/// echo; off a terminal without the variable, nowhere.
enum PassphrasePrompt {
    /// The environment variable that gives the passphrase without a prompt.
    static let variable = "OFFLOAD_PASSPHRASE"

    /// The passphrase of `OFFLOAD_PASSPHRASE`, else one typed at `prompt`; `nil` when there is neither.
    ///
    /// - Throws: `ExitCode(130)` when Ctrl-C cancels the prompt.
    static func passphrase(prompt: String = "Passphrase: ") throws -> String? {
        if let given = getenv(variable) { return String(cString: given) }
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        return try HiddenLine.read(prompt: prompt)
    }

    /// A new passphrase: `OFFLOAD_PASSPHRASE`, else typed twice at a prompt.
    ///
    /// - Throws: ``LockError/noPassphrase`` when there is no way to ask, ``LockError/passphrasesDiffer``, and
    ///   `ExitCode(130)` on Ctrl-C.
    static func newPassphrase() throws -> String {
        if let given = getenv(variable) { return String(cString: given) }
        guard isatty(STDIN_FILENO) == 1 else { throw LockError.noPassphrase }
        let first = try HiddenLine.read(prompt: "New passphrase: ")
        let second = try HiddenLine.read(prompt: "The same again: ")
        guard first == second else { throw LockError.passphrasesDiffer }
        return first
    }
}
