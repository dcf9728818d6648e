/// Failures while reading or creating the bearer token file.
///
/// Messages name the file and what to do next; they never contain the token.
public enum TokenStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder or the file could not be created or written; `reason` is the system's message.
    case cannotCreate(path: String, reason: String)
    /// The file exists but could not be read; `reason` is the system's message.
    case cannotRead(path: String, reason: String)
    /// The path is a symbolic link, a folder or a device, not a regular file; it was not used.
    case notAFile(path: String)
    /// The file belongs to another user; it was not used.
    case foreignOwner(path: String)
    /// The file does not hold a token (64 hexadecimal digits).
    case malformed(path: String)

    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason):
            "Could not create the token file '\(path)': \(reason). Make the folder writable, or set XDG_CONFIG_HOME "
                + "to another folder."
        case .cannotRead(let path, let reason):
            "Could not read the token file '\(path)': \(reason). Fix its permissions, or delete it to make a new token."
        case .notAFile(let path):
            "'\(path)' is not a regular file (a symbolic link, a folder or a device), so it was not used as the "
                + "token. Remove it; `offload serve --show-token` then makes a new token."
        case .foreignOwner(let path):
            "The token file '\(path)' belongs to another user, so it was not used. Remove it; "
                + "`offload serve --show-token` then makes a new token."
        case .malformed(let path):
            "The token file '\(path)' does not hold a token (64 hexadecimal digits). Delete it; "
                + "`offload serve --show-token` then makes a new one."
        }
    }
}
