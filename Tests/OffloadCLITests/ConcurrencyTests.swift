import Foundation
import Testing

@Suite struct ConcurrencyTests {
    @Test("4 processes × 250 captures into one fresh database end with exactly 1,000, none lost or duplicated")
    func fourWriters() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let failures = try await withThrowingTaskGroup(of: [Int32].self) { group in
            for worker in 0..<4 {
                group.addTask {
                    var failed: [Int32] = []
                    for index in 0..<250 {
                        let result = try await cli.run(["capture", "worker \(worker) entry \(index)"])
                        if result.status != 0 { failed.append(result.status) }
                    }
                    return failed
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty)
        let rows = try await cli.run(["captures", "--json"]).captures()
        #expect(rows.count == 1_000)
        #expect(Set(rows.map(\.rawText)).count == 1_000)
        #expect(Set(rows.map(\.id)).count == 1_000)
        let expected = Set((0..<4).flatMap { worker in (0..<250).map { "worker \(worker) entry \($0)" } })
        #expect(Set(rows.map(\.rawText)) == expected)
    }
}
