/// `manifest.json` of an export archive: every other file in it, with its size, rows and SHA-256, so that an
/// import can prove the archive is whole and unchanged before reading it.
public struct ExportManifest: Codable, Sendable, Equatable {
    /// One file of the archive.
    public struct File: Codable, Sendable, Equatable {
        /// Its name in the archive (`offload.json`, `tasks.csv`).
        public let name: String
        /// Its size in bytes, uncompressed.
        public let bytes: Int
        /// Its rows: every table's rows for the JSON, data rows (without the header) for a CSV file.
        public let rows: Int
        /// The SHA-256 of its bytes, 64 lowercase hexadecimal digits.
        public let sha256: String

        /// Describes one file.
        public init(name: String, bytes: Int, rows: Int, sha256: String) {
            self.name = name
            self.bytes = bytes
            self.rows = rows
            self.sha256 = sha256
        }
    }

    /// The name of the manifest in the archive.
    public static let fileName = "manifest.json"
    /// The name of the JSON export in the archive.
    public static let documentName = "offload.json"

    /// The export format version (``ExportHeader/currentVersion``).
    public let formatVersion: Int
    /// Every other file of the archive, in the order it was added.
    public let files: [File]

    /// A manifest of this build's format version.
    public init(files: [File]) {
        formatVersion = ExportHeader.currentVersion
        self.files = files
    }
}
