import Foundation
import Hummingbird
import NIOCore
import OffloadCore
import OffloadHandOff
import OffloadInterface
import OffloadNLP

/// `POST /v1/analyze`: what the pipeline makes of a text, without saving anything; one JSON object, or JSON Lines
/// in and out (`Content-Type: application/x-ndjson` or `application/jsonl`) like `offload analyze --jsonl`.
struct AnalyzeRoutes {
    let configuration: ServiceConfiguration

    /// The largest JSON Lines body.
    static let linesLimit = 64 * 1024 * 1024
    /// Output is sent once this many bytes are ready, or once ``flushInterval`` passed since the last send.
    static let flushSize = 32 * 1024
    static let flushInterval = Duration.milliseconds(100)

    /// The body of a single analysis: `{"text", "ref"?, "tz"?, "locale"?}`; none can be `null`.
    struct Body: Decodable {
        let text: String
        let ref: String?
        let tz: String?
        let locale: String?

        private enum CodingKeys: String, CodingKey { case text, ref, tz, locale }

        init(from decoder: any Decoder) throws {
            try BodyKeys.check(decoder, allowed: ["text", "ref", "tz", "locale"])
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = try container.decode(String.self, forKey: .text)
            ref = try container.decodeUnlessAbsent(String.self, forKey: .ref)
            tz = try container.decodeUnlessAbsent(String.self, forKey: .tz)
            locale = try container.decodeUnlessAbsent(String.self, forKey: .locale)
        }
    }

    func register(on router: RouteBuilder) {
        router.post("v1/analyze") { request, _ in
            guard let models = configuration.models else { throw ServiceError.modelsUnavailable }
            if Self.isJSONLines(request.headers[.contentType]) { return try await lines(request, models: models) }
            return try await single(request, models: models)
        }
    }

    /// Whether `contentType` names JSON Lines (`application/x-ndjson` or `application/jsonl`, any parameters).
    static func isJSONLines(_ contentType: String?) -> Bool {
        let type = contentType?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) }
        return ["application/x-ndjson", "application/jsonl"].contains(type?.lowercased())
    }

    /// The largest body (by `Content-Length`) analysed on a kept-alive connection.
    ///
    /// Such a text takes milliseconds. Larger or unsized bodies are watched for the client going away, which cancels
    /// the analysis, at the price of closing the connection after the answer.
    static let keepAliveLimit = 64 * 1024

    /// One text: the analysis runs in the request's task, which a client that goes away cancels when the text is
    /// long.
    private func single(_ request: Request, models: HandOffModels) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length <= Self.keepAliveLimit {
            return try await analysis(of: try await request.body.collect(upTo: Self.keepAliveLimit), models: models)
        }
        return try await request.body.consumeWithCancellationOnInboundClose { body in
            try await analysis(of: try await body.collect(upTo: ServiceConfiguration.bodyLimit), models: models)
        }
    }

    private func analysis(of bytes: ByteBuffer, models: HandOffModels) async throws -> Response {
        let input = try JSONBody.decode(Body.self, from: Array(buffer: bytes))
        guard !input.text.isBlank else { throw ServiceError.badField("text", "is empty; give a text to analyze.") }
        let resolved = try dateDefaults(ref: input.ref, tz: input.tz, locale: input.locale)
        let context = try resolved.dateContext()
        let analysis = try models.analyzer.analyzeUnlessCancelled(input.text, in: context)
        return try JSONResponse.response(AnalysisRecord(id: nil, analysis: analysis, includeTokens: false))
    }

    /// JSON Lines: one answer a line, in order, sent as they are ready.
    private func lines(_ request: Request, models: HandOffModels) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > Self.linesLimit {
            throw ServiceError.tooLarge(limit: Self.linesLimit)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: Self.linesLimit)
        } catch is NIOTooManyBytesError {
            throw ServiceError.tooLarge(limit: Self.linesLimit)
        }
        let defaults = try dateDefaults(ref: nil, tz: nil, locale: nil)
        let analyzer = models.analyzer
        var headers = HTTPFields()
        headers[.contentType] = "application/x-ndjson; charset=utf-8"
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                var answers = AnalysisLines(analyzer: analyzer, defaults: defaults)
                var output = ByteBuffer()
                var sent = ContinuousClock.now
                for line in Self.lines(of: buffer) {
                    output.writeBytes(try answers.answer(line, isCancellable: true))
                    output.writeInteger(UInt8(ascii: "\n"))
                    if output.readableBytes >= Self.flushSize || ContinuousClock.now - sent >= Self.flushInterval {
                        try await writer.write(output)
                        output.clear()
                        sent = ContinuousClock.now
                    }
                }
                if output.readableBytes > 0 { try await writer.write(output) }
                try await writer.finish(nil)
            })
    }

    /// The lines of `buffer` as `offload analyze --jsonl` reads standard input: a line ends at `\n`, a `\r` before
    /// it is dropped, and a last line without `\n` is still a line.
    static func lines(of buffer: ByteBuffer) -> [Data] {
        let bytes = buffer.readableBytesView
        var lines: [Data] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var line = bytes[start..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lines.append(Data(line))
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        return lines
    }

    /// The date context of a request: its `ref`, `tz` and `locale`, defaulting to the service's now, zone and
    /// locale.
    ///
    /// - Throws: ``ServiceError`` 400 `bad_field` for an unreadable `ref`, an unknown `tz` or an unsupported
    ///   `locale`.
    private func dateDefaults(ref: String?, tz: String?, locale: String?) throws -> AnalysisDefaults.Resolved {
        do {
            let resolved = try AnalysisDefaults.resolve(
                ref: ref, tz: tz ?? configuration.timeZone.identifier,
                locale: locale ?? configuration.locale.identifier)
            // The service's locale is the fallback of every request; only a request's own locale forces its
            // language.
            return AnalysisDefaults.Resolved(
                reference: ref == nil ? configuration.now() : resolved.reference, timeZone: resolved.timeZone,
                locale: resolved.locale, forcesLanguage: locale != nil)
        } catch let invalid as AnalysisDefaults.InvalidSetting {
            throw ServiceError(.badRequest, code: "bad_field", message: invalid.message)
        }
    }
}
