import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadInterface
import OffloadNLP
import OffloadService
import Testing

@Suite struct AnalyzeRouteTests {
    @Test("POST /v1/analyze answers the analyze --json object, dates read at ref in tz")
    func single() async throws {
        let service = try TestService(models: true)
        let analyzer = try TestModels.handOff.analyzer
        let context = try DateContext(
            now: try #require(ISOInstant.parse("2026-11-20T09:00:00Z")), timeZone: "Europe/Berlin",
            locale: try UserLocale("en_US"), forcesLanguage: true)
        let expected = try JSONOutput.line(
            AnalysisRecord(
                id: nil, analysis: analyzer.analyze("call mom tomorrow at 5pm", in: context), includeTokens: false))
        try await service.app.test(.router) { client in
            let body =
                #"{"text":"call mom tomorrow at 5pm","ref":"2026-11-20T09:00:00Z","tz":"Europe/Berlin","locale":"en_US"}"#
            try await client.execute(uri: "/v1/analyze", method: .post, body: ByteBuffer(string: body)) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == expected)
                let dates = TestService.object(response.body)["dates"] as? [[String: Any]]
                #expect(dates?.first?["value"] as? String == "2026-11-21T17:00:00+01:00")
            }
        }
    }

    @Test("without ref, tz and locale the service's now, zone and locale apply")
    func defaults() async throws {
        let service = try TestService(models: true)
        try await service.app.test(.router) { client in
            let body = ByteBuffer(string: #"{"text":"dentist tomorrow 9am"}"#)
            try await client.execute(uri: "/v1/analyze", method: .post, body: body) { response in
                let dates = TestService.object(response.body)["dates"] as? [[String: Any]]
                #expect(dates?.first?["value"] as? String == "2026-11-19T09:00:00+00:00")
            }
        }
    }

    @Test("a blank text, an unknown zone, an unreadable ref and bad JSON are 400; no models 503; GET 405")
    func errors() async throws {
        let service = try TestService(models: true)
        try await service.app.test(.router) { client in
            for (body, code) in [
                (#"{"text":"  "}"#, "bad_field"), (#"{"text":"x","tz":"Mars/Olympus"}"#, "bad_field"),
                (#"{"text":"x","ref":"tomorrow"}"#, "bad_field"), (#"{"text":"x","locale":"!!"}"#, "bad_field"),
                (#"{"words":"x"}"#, "bad_json"), (#"{"text":"x","tz":null}"#, "bad_json"),
                (#"{"text":"x","when":"now"}"#, "bad_json"),
            ] {
                try await client.execute(uri: "/v1/analyze", method: .post, body: ByteBuffer(string: body)) {
                    response in
                    #expect(response.status == .badRequest, "\(body)")
                    #expect(TestService.errorCode(response.body) == code, "\(body)")
                }
            }
            try await client.execute(uri: "/v1/analyze", method: .get) { #expect($0.status == .methodNotAllowed) }
            try await client.execute(
                uri: "/v1/analyze", method: .post, headers: [.origin: "http://evil.example"],
                body: ByteBuffer(string: #"{"text":"x"}"#)
            ) { #expect($0.status == .forbidden) }
        }
        try await TestService().app.test(.router) { client in
            try await client.execute(uri: "/v1/analyze", method: .post, body: ByteBuffer(string: #"{"text":"x"}"#)) {
                response in
                #expect(response.status == .serviceUnavailable)
                #expect(TestService.errorCode(response.body) == "models_unavailable")
            }
        }
    }

    @Test("JSON Lines: one answer per line, in order, a bad line in the middle answered by an error object")
    func jsonLines() async throws {
        let service = try TestService(models: true)
        let input = [
            #"{"id":"a","text":"call mom tomorrow at 5pm","ref":"2026-11-20T09:00:00Z","tz":"UTC"}"#,
            #"{"id":2,"text":"milk, eggs and bread"}"#,
            #"{"id":"c","txt":"no text"}"#,
            "",
            #"{"id":"e","text":"x","tz":"Mars/Olympus"}"#,
            #"{"id":"f","text":"book dentist appointment"}"#,
        ]
        var answers = AnalysisLines(
            analyzer: try TestModels.handOff.analyzer,
            defaults: AnalysisDefaults.Resolved(reference: TestService.now, timeZone: "GMT", locale: .englishUS))
        let expected = try input.map { String(decoding: try answers.answer(Data($0.utf8)), as: UTF8.self) }
        for contentType in ["application/x-ndjson", "application/jsonl; charset=utf-8"] {
            try await service.app.test(.router) { client in
                try await client.execute(
                    uri: "/v1/analyze", method: .post, headers: [.contentType: contentType],
                    body: ByteBuffer(string: input.joined(separator: "\r\n") + "\n")
                ) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == "application/x-ndjson; charset=utf-8")
                    let lines = String(buffer: response.body).split(separator: "\n", omittingEmptySubsequences: false)
                    #expect(lines.map(String.init) == expected + [""])
                    let ids = lines.dropLast().map { line in
                        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
                    }
                    #expect(ids == ["a", "2", nil, nil, "e", "f"])
                }
            }
        }
        #expect(expected[2] == #"{"error":"Line 3 is not a JSON object with a string \"text\".","line":3}"#)
        #expect(expected[3] == #"{"error":"Line 4 is blank.","line":4}"#)
        #expect(expected[4].hasPrefix(#"{"error":"#) && expected[4].contains(#""id":"e""#))
    }

    @Test("a last line without a line feed is still a line; an empty body answers nothing")
    func lastLine() async throws {
        let service = try TestService(models: true)
        try await service.app.test(.router) { client in
            for (body, count) in [(#"{"text":"a"}"# + "\n" + #"{"text":"b"}"#, 2), ("", 0), ("\n", 1)] {
                try await client.execute(
                    uri: "/v1/analyze", method: .post, headers: [.contentType: "application/x-ndjson"],
                    body: ByteBuffer(string: body)
                ) { response in
                    #expect(response.status == .ok)
                    let text = String(buffer: response.body)
                    #expect(text.split(separator: "\n").count == count, "\(body.debugDescription)")
                    #expect(count == 0 ? text.isEmpty : text.hasSuffix("\n"))
                }
            }
        }
    }

    @Test("a JSON Lines body over 64 MiB is 413")
    func tooLarge() async throws {
        let service = try TestService(models: true)
        try await service.app.test(.router) { client in
            let line = #"{"text":"call mom"}"# + "\n"
            let body = ByteBuffer(repeating: UInt8(ascii: " "), count: 64 * 1024 * 1024 - line.utf8.count + 1)
            var full = ByteBuffer(string: line)
            full.writeImmutableBuffer(body)
            try await client.execute(
                uri: "/v1/analyze", method: .post, headers: [.contentType: "application/x-ndjson"], body: full
            ) { response in
                #expect(response.status == .contentTooLarge)
                #expect(TestService.errorCode(response.body) == "too_large")
            }
        }
    }
}
