import Foundation
import OffloadCore
import Testing

@testable import OffloadNLP

/// Who a capture is about: roles and institutions reached by a message, titled names, month words used as names,
/// and capitalized words that are things, not people.
@Suite struct ContactTests {
    static func people(_ text: String) -> [String] {
        EntityExtractorTests.extract(text).filter { $0.kind == .person || $0.kind == .relation }.map(
            EntityExtractorTests.describe)
    }

    @Test(
        "roles and institutions a message reaches are its contacts, named as written; other words are not",
        arguments: [
            ("ring the council about the bins", ["relation:council→council"]),
            ("email HR re the new contract", ["relation:HR→HR"]),
            ("phone the vet's surgery about Rex's jab", ["relation:vet's surgery→vet's surgery", "person:Rex→Rex"]),
            ("message the site manager about the scaffolding", ["relation:site manager→site manager"]),
            ("send a letter to the tax office", ["relation:tax office→tax office"]),
            ("send the report to my boss and attach it", ["relation:boss→boss"]),
            ("remind me to go to the store on friday", []),
        ])
    func institutions(_ text: String, _ expected: [String]) {
        #expect(Self.people(text) == expected)
    }

    @Test("a communication's contact is the institution it reaches")
    func institutionContact() throws {
        let result = try #require(
            SuggestionBuilderTests().suggestions("call the insurance company about the claim").first)
        #expect(result.destinationType == .communication)
        #expect(result.contact == "insurance company")
    }

    @Test(
        "a titled name keeps the title and the name",
        arguments: [
            ("email Dr. Okafor the scan results", "person:Dr. Okafor→Dr. Okafor"),
            ("see Prof. Tanaka after the lecture", "person:Prof. Tanaka→Prof. Tanaka"),
            ("ask Mrs Patel about the keys", "person:Mrs Patel→Mrs Patel"),
            ("call mr ross about the invoice", "person:mr ross→mr ross"),
        ])
    func titledNames(_ text: String, _ expected: String) {
        #expect(Self.people(text) == [expected])
    }

    @Test(
        "a month word is a person when the sentence makes it one, and is then no date; in a date it stays a date",
        arguments: [
            ("ring May about the quilt", "May"), ("lunch with June on friday", "June"),
            ("August's leaving party", "August"), ("dentist in May", nil), ("call on April 3rd", nil),
            ("pay the rent in June", nil),
        ])
    func monthNames(_ text: String, _ name: String?) {
        let analysis = AnalysisTests.analyzer.analyze(text, in: EntityExtractorTests.context)
        let people = analysis.entities.filter { $0.kind == .person }.map(\.text)
        guard let name else {
            #expect(people.isEmpty)
            #expect(!analysis.dates.isEmpty)
            return
        }
        #expect(people == [name])
        #expect(!analysis.dates.contains { $0.text.contains(name) })
        #expect(analysis.title.contains(name))
    }

    @Test(
        "capitalized words that name things or places are not people",
        arguments: [
            ("book Room 12 for the standup", [String]()), ("cancel Hulu before the trial ends", []),
            ("watch The Big Sleep with Sam", ["person:Sam→Sam"]), ("pick up the cake from Greggs", []),
            ("meet Jo at Costa", ["person:Jo→Jo"]),
        ])
    func things(_ text: String, _ expected: [String]) {
        #expect(Self.people(text) == expected)
    }
}

/// Capitalized places are no people: after a place preposition, or after "to" that follows a word of travel.
@Suite struct PlaceNameTests {
    @Test(
        "places are not people; people near them still are",
        arguments: [
            ("book train tickets to Glasgow for Eilidh", ["person:Eilidh→Eilidh"]),
            ("we went camping in Vermont with Theo", ["person:Theo→Theo"]),
            ("find a dentist near Croydon", ["relation:dentist→dentist"]),
            ("give the charger to Priya", ["person:Priya→Priya"]),
            ("leave the key in Anna's bag", ["person:Anna→Anna"]),
        ])
    func places(_ text: String, _ expected: [String]) {
        #expect(ContactTests.people(text) == expected)
    }
}

/// Lower-case everyday words after "to", "for" or a message verb are no names; lower-case names still are.
@Suite struct EverydayWordContactTests {
    @Test(
        "everyday words are not people",
        arguments: [
            ("message the team to arrange the offsite", ["relation:team→team"]),
            ("email Kofi for onboarding details", ["person:Kofi→Kofi"]),
            ("text priya about the meeting", ["person:priya→priya"]),
            ("send Lou a note stating the new price", ["person:Lou→Lou"]),
            ("forward the invoice to billing@acme dot com", []),
            ("email kim dot lee at outlook dot com the slides", []),
            ("look up ines's work phone", ["person:ines→ines"]),
            ("return oskar's bike", ["person:oskar→oskar"]),
        ])
    func everydayWords(_ text: String, _ expected: [String]) {
        #expect(ContactTests.people(text) == expected)
    }
}
