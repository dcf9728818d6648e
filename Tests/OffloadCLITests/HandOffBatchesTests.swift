import Foundation
import Testing

@testable import OffloadHandOff

@Suite struct HandOffBatchesTests {
    @Test(
        "Batches keep every id once and in order, and the last of several is at most a fifth of a batch",
        arguments: [(1, 5000), (4999, 5000), (5000, 5000), (5001, 5000), (9999, 5000), (100_000, 5000), (7, 3), (2, 1)])
    func batches(count: Int, size: Int) {
        let ids = (0..<count).map { _ in UUID() }
        let batches = HandOffEngine.batches(of: ids, size: size)
        #expect(batches.flatMap { $0 } == ids)
        #expect(batches.allSatisfy { !$0.isEmpty && $0.count <= size })
        if let last = batches.last, batches.count > 1 {
            #expect(last.count <= max(1, size / 5))
        } else {
            #expect(count <= size)
        }
    }
}
