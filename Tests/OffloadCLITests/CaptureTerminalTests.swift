import Foundation
import Testing

/// `offload capture` typed on a terminal, driven through a pseudo-terminal by python3's `pty` module.
@Suite(.enabled(if: PseudoTerminal.python != nil, "python3 drives the pseudo-terminal"))
struct CaptureTerminalTests {
    @Test(
        "Given a terminal, When a thought is typed and Ctrl-D pressed once, Then capture saves it and exits",
        arguments: [["pay rent on the 1st"], ["buy milk", "call mom"]])
    func oneControlD(lines: [String]) async throws {
        // Given offload capture on a pseudo-terminal
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let script = offload.directory.appendingPathComponent("drive.py")
        try Data(PseudoTerminal.driver.utf8).write(to: script)
        let binary = try #require(OffloadProcess.binary)
        let python = try #require(PseudoTerminal.python)
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path, binary.path, offload.databasePath] + lines
        let output = Pipe()
        process.standardOutput = output
        // When the lines are typed and Ctrl-D is pressed once
        try process.run()
        let shown = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .replacingOccurrences(of: "\r\n", with: "\n")
        process.waitUntilExit()
        // Then the prompt was shown, offload exited 0 at once, and the text was saved
        #expect(shown.hasSuffix("status: 0\n"), "\(shown)")
        let prompt =
            lines.count == 1
            ? "Type your thought; Ctrl-D on an empty line saves it.\n"
            : "Type one thought a line; Ctrl-D on an empty line saves them.\n"
        #expect(shown.hasPrefix(prompt), "\(shown)")
        #expect(shown.contains(lines.count == 1 ? "Saved. Organize later. (id " : "Saved 2 captures. Organize later."))
        let saved = try await offload.run(["captures", "--json"]).captures()
        #expect(saved.map(\.rawText) == lines)
    }
}

/// What drives a pseudo-terminal for the terminal tests.
enum PseudoTerminal {
    /// python3 on `PATH`, if any.
    static let python: URL? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("python3")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// Starts `offload capture` on a new terminal, waits for its prompt, types each line and Enter, then one
    /// Ctrl-D, and prints what the terminal showed and `status: N` (or that it still waited 5 s later).
    static let driver = #"""
        import os, pty, select, signal, sys, time
        binary, db = sys.argv[1], sys.argv[2]
        lines = sys.argv[3:]
        pid, fd = pty.fork()
        if pid == 0:
            args = [binary, "capture", "--db", db] + (["--lines"] if len(lines) > 1 else [])
            os.execve(binary, args, {"TZ": "UTC", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"})
        output = b""
        def pump(seconds):
            global output
            end = time.time() + seconds
            while time.time() < end:
                ready, _, _ = select.select([fd], [], [], 0.05)
                if not ready:
                    continue
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    return
                if not chunk:
                    return
                output += chunk
        deadline = time.time() + 10
        while b"Ctrl-D" not in output and time.time() < deadline:
            pump(0.1)
        for line in lines:
            os.write(fd, line.encode() + b"\n")
            pump(0.2)
        os.write(fd, b"\x04")
        status = None
        deadline = time.time() + 5
        while status is None and time.time() < deadline:
            pump(0.1)
            done, raw = os.waitpid(pid, os.WNOHANG)
            if done:
                status = os.waitstatus_to_exitcode(raw)
        if status is None:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        pump(0.3)
        sys.stdout.write(output.decode("utf-8", "replace"))
        sys.stdout.write("\nstatus: %s\n" % ("still waiting after one Ctrl-D" if status is None else status))
        """#
}
