import Foundation
import OffloadNLP

/// A short fingerprint of the model files a run used, stored with every hand-off run.
public enum ModelVersion {
    /// `models-` and 16 hex digits of FNV-1a over `intent.json` then `category.json`, then, when the folder has
    /// them, `language.json` and each language folder's pair (in code order); `models-unknown` when the English
    /// files cannot be read.
    public static func fingerprint(of directory: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ data: Data) {
            for byte in data {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let pair = [ClassifierModels.intentFileName, ClassifierModels.categoryFileName]
        for name in pair {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
                return "models-unknown"
            }
            mix(data)
        }
        var optional = [LanguageModel.fileName]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for entry in entries.sorted() where ModelShelf.isLanguageCode(entry) {
            optional += pair.map { entry + "/" + $0 }
        }
        for name in optional {
            if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) {
                mix(data)
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
