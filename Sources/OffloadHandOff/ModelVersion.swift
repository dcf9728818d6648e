import Foundation
import OffloadNLP

/// A short fingerprint of the model files a run used, stored with every hand-off run.
public enum ModelVersion {
    /// `models-` and 16 hex digits of FNV-1a over `intent.json` then `category.json`; `models-unknown` when they
    /// cannot be read.
    public static func fingerprint(of directory: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for name in [ClassifierModels.intentFileName, ClassifierModels.categoryFileName] {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
                return "models-unknown"
            }
            for byte in data {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return "models-" + String(hash, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
