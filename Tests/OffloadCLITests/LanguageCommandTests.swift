import Foundation
import Testing

/// Each capture is read in its own language unless `--locale` names one; the run keeps the language it used.
@Suite struct LanguageCommandTests {
    /// The `language` object of `offload analyze --json` for `text`.
    func language(_ text: String, _ extra: [String] = [], environment: [String: String] = [:]) async throws
        -> [String: Any]
    {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let result = try await offload.run(
            ["analyze", "--ref", "2026-11-23T09:00:00Z", "--tz", "UTC", "--json"] + extra + [text],
            environment: environment, passesDatabase: false)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try #require(object?["language"] as? [String: Any])
    }

    @Test("German and Spanish captures are detected without a locale; --locale forces one")
    func analyze() async throws {
        let german = try await language("die Hausverwaltung wegen der tropfenden Heizung anschreiben")
        #expect(german["code"] as? String == "de")
        #expect(german["source"] as? String == "detected")
        let spanish = try await language("recoger las entradas del concierto en la taquilla")
        #expect(spanish["code"] as? String == "es")
        let forced = try await language("recoger las entradas del concierto en la taquilla", ["--locale", "de_DE"])
        #expect(forced["code"] as? String == "de")
        #expect(forced["source"] as? String == "forced")
    }

    @Test("a text too short to tell falls back to LANG's language, and says so")
    func fallback() async throws {
        let short = try await language("ok", environment: ["LANG": "es_ES.UTF-8"])
        #expect(short["code"] as? String == "es")
        #expect(short["source"] as? String == "fallback")
    }

    @Test("the hand-off stores each capture's language with its run; reprocess --locale overrides it")
    func handOff() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        #expect(try await offload.run(["capture", "Frau Albrecht wegen der Nebenkosten zurückrufen"]).status == 0)
        #expect(try await offload.run(["capture", "pick up the dry cleaning before noon"]).status == 0)
        let handOff = try await offload.run(["handoff"])
        #expect(handOff.status == 0, "\(handOff.stderr)")
        func languages() async throws -> [String: String] {
            let listed = try await offload.run(["suggestions", "--json"])
            let items = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
            var byText: [String: String] = [:]
            for item in items {
                let capture = item["capture"] as? [String: Any]
                byText[capture?["rawText"] as? String ?? ""] = item["language"] as? String
            }
            return byText
        }
        let first = try await languages()
        #expect(first["Frau Albrecht wegen der Nebenkosten zurückrufen"] == "de")
        #expect(first["pick up the dry cleaning before noon"] == "en")
        let again = try await offload.run(["reprocess", "--all", "--locale", "en_US"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try await languages()["Frau Albrecht wegen der Nebenkosten zurückrufen"] == "en")
    }
}
