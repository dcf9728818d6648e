import Foundation
import Hummingbird

/// Reading a route's JSON body: capped, UTF-8 checked, and decoded with errors that name fields, never values.
enum JSONBody {
    /// Collects the body of `request` (up to `limit` bytes) and decodes it as `T`.
    ///
    /// - Throws: 413 through the error middleware when the body is larger; see ``decode(_:from:)``.
    static func read<T: Decodable>(
        _ type: T.Type, from request: Request, limit: Int = ServiceConfiguration.bodyLimit
    ) async throws -> T {
        var request = request
        let body = try await request.collectBody(upTo: limit)
        return try decode(type, from: Array(buffer: body))
    }

    /// Decodes `bytes`, which must be UTF-8 JSON, as `T`.
    ///
    /// - Throws: ``ServiceError`` 400 `invalid_utf8` or `bad_json`; the message names the field, never its value.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw ServiceError(.badRequest, code: "invalid_utf8", message: "The request body is not valid UTF-8.")
        }
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch let error as ServiceError {
            throw error  // A body type's own check, which names the field.
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context) {
            throw ServiceError.badJSON(describe(context))
        } catch let DecodingError.valueNotFound(_, context), let DecodingError.keyNotFound(_, context) {
            throw ServiceError.badJSON(describe(context))
        } catch {
            throw ServiceError.badJSON("it could not be read.")
        }
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? "it is not a JSON object of the expected shape." : "the field '\(path)' is wrong."
    }
}
