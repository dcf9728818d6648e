import OffloadCore
import OffloadTestSupport
import Testing

@testable import OffloadNLP

struct EntityCase: Sendable, CustomTestStringConvertible {
    let text: String
    /// Expected entities as "kind:text→value" ("list_item:2 loaves of bread→bread×2loaf").
    let expected: [String]
    var language = "en"
    var testDescription: String { text }
}

@Suite struct EntityExtractorTests {
    static let context = DateContext.fixed("2026-03-13T09:00:00Z")  // a Friday

    static func describe(_ entity: Entity) -> String {
        var reading = entity.value.text ?? ""
        if let quantity = entity.value.quantity {
            reading += "×\(Int(exactly: quantity).map(String.init) ?? String(quantity))"
        }
        if let unit = entity.value.unit { reading += unit }
        if let amount = entity.value.amount { reading += "\(amount)\(entity.value.currency ?? "")" }
        if let priority = entity.value.priority { reading += priority.rawValue }
        if let seconds = entity.value.seconds { reading += "\(Int(seconds))s" }
        return "\(entity.kind.rawValue):\(entity.text)→\(reading)"
    }

    static func extract(_ text: String, language: String = "en") -> [Entity] {
        let tokens = Tokenizer().tokenize(text)
        let dates = DateExtractor().extract(from: tokens, in: context)
        return EntityExtractor(language: language).extract(from: tokens, text: text, dates: dates)
    }

    static let cases: [EntityCase] = [
        EntityCase(
            text: "milk, eggs and 2 loaves of bread",
            expected: ["list_item:milk→milk", "list_item:eggs→eggs", "list_item:2 loaves of bread→bread×2loaf"]),
        EntityCase(
            text: "groceries: 500g flour, a dozen eggs, 3x milk",
            expected: [
                "list_name:groceries→groceries", "list_item:500g flour→flour×500g", "list_item:a dozen eggs→eggs×12",
                "list_item:3x milk→milk×3",
            ]),
        EntityCase(
            text: "shopping list: 9999999999999999999 apples, milk x99999999, 2 pears",
            expected: [
                "list_name:shopping→shopping", "list_name:shopping list→shopping list",
                "list_item:9999999999999999999 apples→9999999999999999999 apples",
                "list_item:milk x99999999→milk x99999999", "list_item:2 pears→pears×2",
            ]),
        EntityCase(
            text: "packing - charger + socks & passport",
            expected: [
                "list_name:packing→packing", "list_item:charger→charger", "list_item:socks→socks",
                "list_item:passport→passport",
            ]),
        EntityCase(
            text: "shopping\n- Oat milk\n• bananas x2\n☐ tea",
            expected: [
                "list_name:shopping→shopping", "list_item:Oat milk→oat milk", "list_item:bananas x2→bananas×2",
                "list_item:tea→tea",
            ]),
        EntityCase(
            text: "email sarah@example.com re: contract", expected: ["email:sarah@example.com→sarah@example.com"]),
        EntityCase(
            text: "urgent!! fix the heater", expected: ["priority:urgent→urgent", "priority:!!→high"]),
        EntityCase(text: "call mom tmrw at 5pm!!", expected: ["relation:mom→mom", "priority:!!→high"]),
        EntityCase(text: "call Anna Smith about the deck", expected: ["person:Anna Smith→Anna Smith"]),
        EntityCase(text: "text matt that i'll be late", expected: ["person:matt→matt"]),
        EntityCase(text: "ping sarah about the deck", expected: ["person:sarah→sarah"]),
        EntityCase(text: "tell grandma", expected: ["relation:grandma→grandmother"]),
        EntityCase(text: "email prof re extension p2", expected: ["relation:prof→prof", "priority:p2→high"]),
        EntityCase(text: "call the plumber", expected: ["relation:plumber→plumber"]),
        EntityCase(text: "buy gift for Tom's birthday", expected: ["person:Tom→Tom"]),
        EntityCase(text: "send an email to bob", expected: ["person:bob→bob"]),
        EntityCase(text: "call the bank about the card", expected: ["relation:bank→bank"]),
        EntityCase(text: "dentist next tue 9:30 #health", expected: ["hashtag:#health→health"]),
        EntityCase(text: "pay $45.50 to @joe", expected: ["money:$45.50→45.5USD", "mention:@joe→joe"]),
        EntityCase(text: "rent 45,50 € and 20 eur tip", expected: ["money:45,50 €→45.5EUR", "money:20 eur→20EUR"]),
        EntityCase(text: "£5 for the bake sale", expected: ["money:£5→5GBP"]),
        EntityCase(
            text: "read https://example.com/a?b=1 later",
            expected: ["url:https://example.com/a?b=1→https://example.com/a?b=1"]),
        EntityCase(text: "ring (555) 123-4567", expected: ["phone:(555) 123-4567→5551234567"]),
        EntityCase(text: "water plants whenever", expected: ["priority:whenever→low"]),
        EntityCase(text: "taxes high priority", expected: ["priority:high priority→high"]),
        EntityCase(text: "practice piano for 30 min", expected: ["duration:for 30 min→1800s"]),
        EntityCase(
            text: "add eggs and milk to my shopping list",
            expected: [
                "list_item:eggs→eggs", "list_item:milk→milk", "list_name:shopping→shopping",
            ]),
        EntityCase(
            text: "Mama anrufen wegen Oma", expected: ["relation:Mama→mom", "relation:Oma→grandmother"], language: "de"),
        EntityCase(
            text: "llamar a mamá y al jefe", expected: ["relation:mamá→mom", "relation:jefe→boss"], language: "es"),
        EntityCase(text: "", expected: []),
    ]

    @Test("finds entities with exact spans and normalized values", arguments: cases)
    func extracts(_ c: EntityCase) {
        let found = Self.extract(c.text, language: c.language).map(Self.describe)
        #expect(found == c.expected)
    }

    @Test("every range lies inside the text and slices back to the entity text", arguments: cases)
    func rangesReproduceText(_ c: EntityCase) {
        let characters = Array(c.text)
        for entity in Self.extract(c.text, language: c.language) {
            #expect(entity.characterRange.upperBound <= characters.count)
            #expect(String(characters[entity.characterRange]) == entity.text)
        }
    }

    @Test("list item names only use words of the text")
    func itemsComeFromTheText() throws {
        let text = "Groceries: 2 Loaves of Bread, a dozen eggs and 500g flour"
        for entity in Self.extract(text) where entity.kind == .listItem {
            let name = try #require(entity.value.text)
            #expect(text.lowercased().contains(name))
        }
    }
}
