import Foundation

/// `offload analyze --json`: the record written by ``JSONBytes`` and laid out by ``JSONPrettyPrinter``, without
/// `JSONEncoder`, whose tree of boxed values took longer than the analysis itself for the 90,000 dates of a 4 MiB
/// capture.
extension AnalysisRecord {
    /// The record pretty printed, byte for byte what ``JSONOutput/string(_:pretty:)`` gives, handed to `output` in
    /// blocks as it is written, so that the JSON of a long capture (some 50 MB for 4 MiB) is never held whole.
    ///
    /// The blocks, in order, make the JSON text (no final line break). When a number is NaN or infinite the record
    /// goes through `JSONEncoder` before anything is handed out: it refuses a `Double` (and writes a `Decimal` as
    /// `NaN`).
    ///
    /// - Parameters:
    ///   - blockSize: About how many bytes each block holds (more when one date, entity or token is longer).
    ///   - output: Takes each block.
    /// - Throws: `EncodingError` when a `Double` is NaN or infinite.
    public func prettyJSON(blockSize: Int = 1 << 16, to output: ([UInt8]) -> Void) throws {
        guard !hasNonFiniteNumber else {
            return output(Array(try JSONOutput.string(self).utf8))
        }
        var json = JSONBytes()
        var printer = JSONPrettyPrinter()
        var pretty: [UInt8] = []
        pretty.reserveCapacity(blockSize * 4)
        func handOut(_ json: inout JSONBytes) {
            json.bytes.withUnsafeBufferPointer { printer.append($0, to: &pretty) }
            json.bytes.removeAll(keepingCapacity: true)
            output(pretty)
            pretty.removeAll(keepingCapacity: true)
        }
        write(to: &json) { json in
            if json.bytes.count >= blockSize { handOut(&json) }
        }
        handOut(&json)
    }

    /// Whether a number in the record is NaN or infinite, which JSON cannot hold.
    var hasNonFiniteNumber: Bool {
        !confidence.isFinite || !categoryConfidence.isFinite
            || explanation.contains { !$0.weight.isFinite }
            || dates.contains { $0.durationSeconds?.isFinite == false }
            || entities.contains { entity in
                !entity.confidence.isFinite || entity.value.amount?.isNaN == true
                    || entity.value.quantity?.isFinite == false || entity.value.seconds?.isFinite == false
            }
    }
}
