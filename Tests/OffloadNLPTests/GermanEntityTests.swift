import Testing

@testable import OffloadNLP

@Suite struct GermanEntityTests {
    static func read(_ text: String) throws -> LocalizedReading { try LocalizedReading(text, locale: "de_DE") }

    @Test(
        "titled and family contacts keep their names",
        arguments: [
            LanguageCase(
                text: "Herrn Köhler wegen des Angebots anrufen",
                entities: ["person:Herrn Köhler→Herrn Köhler"]),
            LanguageCase(
                text: "Frau Dr. Albrecht die Unterlagen bringen",
                entities: ["person:Frau Dr. Albrecht→Frau Dr. Albrecht"]),
            LanguageCase(text: "Prof. Lindner nach der Note fragen", entities: ["person:Prof. Lindner→Prof. Lindner"]),
            LanguageCase(text: "Opa besuchen", entities: ["relation:Opa→grandfather"]),
            LanguageCase(
                text: "Onkel Bernd wegen der Feier anrufen",
                entities: ["relation:Onkel→uncle", "person:Bernd→Bernd"]),
            LanguageCase(text: "Gerda wegen dem Schlüssel anrufen", entities: ["person:Gerda→Gerda"]),
        ])
    func titledAndFamily(_ c: LanguageCase) throws {
        #expect(try Self.read(c.text).entities == c.entities)
    }

    @Test(
        "roles and institutions a closing communication verb reaches are contacts",
        arguments: [
            LanguageCase(text: "den Klempner wegen dem Wasserhahn anrufen", entities: ["relation:Klempner→klempner"]),
            LanguageCase(text: "beim Kindergarten Bescheid sagen", entities: ["relation:Kindergarten→Kindergarten"]),
            LanguageCase(
                text: "Krankenkasse wegen der Erstattung anrufen", entities: ["relation:Krankenkasse→Krankenkasse"]),
            LanguageCase(text: "Steuerberaterin fragen", entities: ["relation:Steuerberaterin→steuerberaterin"]),
            LanguageCase(text: "mit der Chefin über das Projekt sprechen", entities: ["relation:Chefin→boss"]),
            LanguageCase(
                text: "eine Nachricht an die Buchhaltung schreiben", entities: ["relation:Buchhaltung→Buchhaltung"]),
        ])
    func rolesAndInstitutions(_ c: LanguageCase) throws {
        #expect(try Self.read(c.text).entities == c.entities)
    }

    @Test(
        "capitalized nouns are not people",
        arguments: [
            "Wohnung putzen und Fenster waschen", "Rechnung vom Handwerker prüfen", "Steuererklärung abgeben",
            "Bewerbung für die Stelle schreiben", "Heizung und Termin", "Mama Blumen kaufen",
            "Besprechung mit Kunden", "Einladung an alle Gäste schicken",
        ])
    func nounsAreNotPeople(_ text: String) throws {
        #expect(try Self.read(text).entities.allSatisfy { !$0.hasPrefix("person:") })
    }

    @Test(
        "list items without their verb, with units, after a dated header",
        arguments: [
            LanguageCase(
                text: "Butter, Joghurt und Äpfel besorgen",
                entities: ["list_item:Butter→butter", "list_item:Joghurt→joghurt", "list_item:Äpfel besorgen→äpfel"]),
            LanguageCase(
                text: "1 Kilo Mehl, 6 Flaschen Wasser",
                entities: ["list_item:1 Kilo Mehl→mehl×1kg", "list_item:6 Flaschen Wasser→wasser×6bottle"]),
            LanguageCase(
                text: "Grillen am Sonntag: Würstchen, Senf, Bier",
                entities: [
                    "list_name:Grillen→grillen", "list_item:Würstchen→würstchen", "list_item:Senf→senf",
                    "list_item:Bier→bier",
                ],
                title: "Grillen"),
            LanguageCase(
                text: "Käse Brot Tomaten",
                entities: ["list_item:Käse→käse", "list_item:Brot→brot", "list_item:Tomaten→tomaten"]),
            LanguageCase(
                text: "besorgen: Kerzen, Batterien",
                entities: ["list_name:besorgen→besorgen", "list_item:Kerzen→kerzen", "list_item:Batterien→batterien"]),
            LanguageCase(text: "Zahnarzt anrufen und Rezept abholen", entities: ["relation:Zahnarzt→zahnarzt"]),
        ])
    func listItems(_ c: LanguageCase) throws {
        let reading = try Self.read(c.text)
        #expect(reading.entities == c.entities)
        if let title = c.title { #expect(reading.title == title) }
    }

    @Test(
        "titles leave out German lead-ins and fillers",
        arguments: [
            ("Nicht vergessen: Blumen gießen", "Blumen gießen"),
            ("ähm, denk daran den Keller aufräumen", "Den Keller aufräumen"),
            ("also ich muss unbedingt das Auto waschen", "Das Auto waschen"),
            ("Bitte Paket abholen", "Paket abholen"),
            ("ich muss", "Ich muss"),
            ("Brief an Gudrun wegen Sonntag", "Brief an Gudrun"),
        ])
    func leadIns(text: String, title: String) throws {
        #expect(try Self.read(text).title == title)
    }

    @Test("English captures keep reading German words as English does")
    func englishIsUnchanged() {
        let text = "ask the Chef about Kita"
        let found = EntityExtractorTests.extract(text).map(EntityExtractorTests.describe)
        #expect(!found.contains("relation:Chef→boss"))
    }
}
