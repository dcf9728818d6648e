import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload doctor`: checks the database file without writing to it, and says what to do about each problem.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the database: integrity, privacy, schema, sizes and row counts.",
        discussion: """
            Reads the file only (nothing is written, created or migrated). Exits 0 when nothing is wrong, 65 when \
            a problem is found (each comes with what to do next).
            """)

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let diagnosis = try CaptureStore.diagnose(atPath: DatabaseLocation.resolve(database))
        try await output.emit(DoctorJSON(diagnosis)) { DoctorText.render(diagnosis) }
        if !diagnosis.isHealthy { throw OffloadExit.dataError }
    }
}
