import Foundation
import Hummingbird

extension Parameters {
    /// The path parameter `name`, percent-decoded, so that a list named "Secret plans" can be asked for as
    /// `/v1/lists/Secret%20plans` (Hummingbird leaves path parameters encoded).
    ///
    /// - Throws: Hummingbird's 400 when the route has no such parameter.
    func reference(_ name: String) throws -> String {
        let raw = try require(name)
        return raw.removingPercentEncoding ?? raw
    }
}
