/// An import file that cannot be imported.
///
/// Not an export, another format version, cut short, damaged, or an archive whose contents do not match its
/// manifest. Nothing is written when one is found.
public struct ExportFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Equatable, Sendable {
        /// The first line is not an export header.
        case notAnExport
        /// The format version is not the one this build reads.
        case unsupportedVersion(Int)
        /// A line starts a table this build does not know.
        case unknownTable(String, line: Int)
        /// A table comes twice, or before a table it refers to.
        case tableOutOfPlace(String, line: Int)
        /// A line is not what an export holds at that point.
        case malformedLine(Int)
        /// A line is longer than any export writes.
        case lineTooLong(Int)
        /// The file ends before the export does: inside a table, or before its last line.
        case cutShort(table: String?)
        /// A table holds another number of rows than the header says.
        case countMismatch(table: String, expected: Int)
        /// The file is not a ZIP archive that can be read.
        case notAnArchive
        /// The archive has no `manifest.json`, or one that cannot be read.
        case unreadableManifest
        /// The manifest is of another format version.
        case unsupportedManifestVersion(Int)
        /// A file the manifest lists is missing from the archive.
        case missingFile(String)
        /// The archive holds a file the manifest does not list.
        case unlistedFile(String)
        /// A file's size or SHA-256 differs from the manifest, or its compressed data is damaged.
        case changedFile(String)
    }

    /// The file as the user named it, once known.
    public var path: String?
    /// What is wrong.
    public let problem: Problem

    /// An error about the file at `path`.
    public init(_ problem: Problem, path: String? = nil) {
        self.problem = problem
        self.path = path
    }

    public var description: String {
        let file = path.map { "'\($0)'" } ?? "the file"
        let sentence: String
        switch problem {
        case .notAnExport:
            sentence = "\(file) is not an Offload export (its first line is not an export header)"
        case .unsupportedVersion(let version):
            sentence =
                "\(file) is an export of format version \(version); this offload reads version "
                + "\(ExportHeader.currentVersion)"
        case .unknownTable(let name, let line):
            sentence = "Line \(line) of \(file) starts a table this offload does not know ('\(name)')"
        case .tableOutOfPlace(let name, let line):
            sentence = "Line \(line) of \(file) starts the table '\(name)' out of place (twice, or before its parent)"
        case .malformedLine(let line):
            sentence = "Line \(line) of \(file) is not what an Offload export holds there (the file is damaged)"
        case .lineTooLong(let line):
            sentence = "Line \(line) of \(file) is longer than any export writes (the file is damaged)"
        case .cutShort(let table):
            sentence =
                "\(file) is cut short (it ends \(table.map { "inside the table '\($0)'" } ?? "before its last line"))"
        case .countMismatch(let table, let expected):
            sentence = "\(file) does not hold the \(expected) rows of '\(table)' its header announces (it is damaged)"
        case .notAnArchive:
            sentence = "\(file) is neither an Offload export nor a ZIP archive that can be read"
        case .unreadableManifest:
            sentence = "\(file) has no manifest.json that can be read"
        case .unsupportedManifestVersion(let version):
            sentence =
                "The manifest of \(file) is of format version \(version); this offload reads version "
                + "\(ExportHeader.currentVersion)"
        case .missingFile(let name):
            sentence = "\(file) lacks \(name), which its manifest lists"
        case .unlistedFile(let name):
            sentence = "\(file) holds \(name), which its manifest does not list"
        case .changedFile(let name):
            sentence =
                "\(file) holds a changed or damaged \(name) (its size or SHA-256 is not the one in the manifest)"
        }
        return sentence.prefix(1).uppercased() + sentence.dropFirst() + ", so nothing was imported."
    }
}
