import ArgumentParser
import OffloadService

extension TokenStoreError: OffloadExitReporting {
    var exitCode: ExitCode {
        switch self {
        case .cannotCreate: OffloadExit.cannotCreate
        case .cannotRead: OffloadExit.ioError
        case .notAFile, .foreignOwner, .malformed: OffloadExit.dataError
        }
    }
}
