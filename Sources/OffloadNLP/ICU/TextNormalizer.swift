import COffloadICU

/// Locale-aware text folding through ICU, used by every matcher.
///
/// Matching compares folded strings: NFKC case folding makes "Ｃａｆé" and "café" equal, diacritic folding
/// makes "café" and "cafe" equal. The raw text is never changed; folding produces new strings.
public struct TextNormalizer: Sendable {
    /// Creates a normalizer.
    public init() {}

    /// Applies Unicode NFKC case folding (`NFKC_Casefold`).
    ///
    /// Returns the input unchanged if ICU fails, which only happens for allocation failures.
    public func caseFold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(text) }
        return transform(text, offload_nfkc_casefold) ?? text.lowercased()
    }

    /// Case folds and removes diacritics: "Café" → "cafe", "Straße" → "strasse".
    public func foldForMatching(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(text) }
        let folded = caseFold(text)
        return transform(folded, offload_fold_diacritics) ?? folded
    }

    private func asciiLowercased(_ text: String) -> String {
        var bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] += 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    private typealias ICUTransform = (UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<UInt16>?, Int32) -> Int32

    private func transform(_ text: String, _ function: ICUTransform) -> String? {
        let units = Array(text.utf16)
        guard units.count < Int(Int32.max / 4) else { return nil }
        var capacity = max(16, units.count * 2)
        for _ in 0..<2 {
            var output = [UInt16](repeating: 0, count: capacity)
            let written = units.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { out in
                    function(input.baseAddress, Int32(input.count), out.baseAddress, Int32(capacity))
                }
            }
            if written < 0 { return nil }
            if Int(written) <= capacity { return String(decoding: output[0..<Int(written)], as: UTF16.self) }
            capacity = Int(written)
        }
        return nil
    }
}
