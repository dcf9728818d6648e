import Foundation
import Hummingbird
import OffloadInterface

/// Responses whose body is JSON, encoded by ``OffloadInterface/JSONOutput/line(_:)`` so that the service sends the
/// same bytes as the CLI's `--json`.
enum JSONResponse {
    /// A response with `value` as its JSON body and `status`.
    ///
    /// - Throws: `EncodingError` when `value` cannot be encoded.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let text = try JSONOutput.line(value)
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
