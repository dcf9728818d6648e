import Testing

@testable import OffloadNLP

/// List items however they are written: without commas, with "+" or "and", after a header, led by a shopping verb,
/// as quoted titles, with quantities and units.
@Suite struct ListItemTests {
    static func items(_ text: String) -> [String] {
        EntityExtractorTests.extract(text).filter { $0.kind == .listItem }.map(EntityExtractorTests.describe)
    }

    static let cases: [EntityCase] = [
        EntityCase(
            text: "eggs spinach feta",
            expected: ["list_item:eggs→eggs", "list_item:spinach→spinach", "list_item:feta→feta"]),
        EntityCase(
            text: "2 oat milk 6 eggs peanut butter",
            expected: [
                "list_item:2 oat milk→oat milk×2", "list_item:6 eggs→eggs×6", "list_item:peanut butter→peanut butter",
            ]),
        EntityCase(
            text: "rice + lentils + onions",
            expected: ["list_item:rice→rice", "list_item:lentils→lentils", "list_item:onions→onions"]),
        EntityCase(
            text: "groceries - rice onions butter",
            expected: ["list_item:rice→rice", "list_item:onions→onions", "list_item:butter→butter"]),
        EntityCase(text: "plums and grapes", expected: ["list_item:plums→plums", "list_item:grapes→grapes"]),
        EntityCase(
            text: "pack: charger (usb-c), socks [wool], towel",
            expected: [
                "list_item:charger (usb-c)→charger (usb-c)", "list_item:socks [wool]→socks [wool]",
                "list_item:towel→towel",
            ]),
        EntityCase(
            text: "buy lemons, rice and 3 tins of tomatoes",
            expected: [
                "list_item:buy lemons→lemons", "list_item:rice→rice", "list_item:3 tins of tomatoes→tomatoes×3tin",
            ]),
        EntityCase(
            text: "buy 2 loaves of bread and a dozen eggs",
            expected: ["list_item:buy 2 loaves of bread→bread×2loaf", "list_item:a dozen eggs→eggs×12"]),
        EntityCase(
            text: "pick up soap, toothpaste and tissues",
            expected: [
                "list_item:pick up soap→soap", "list_item:toothpaste→toothpaste", "list_item:tissues→tissues",
            ]),
        EntityCase(
            text: "books: 'Eats, Shoots and Leaves', 'Dune'",
            expected: ["list_item:Eats, Shoots and Leaves→Eats, Shoots and Leaves", "list_item:Dune→Dune"]),
        EntityCase(text: "read 'Thinking, Fast and Slow' on the train", expected: []),
        EntityCase(text: "call mom and dad", expected: []),
        EntityCase(text: "buy milk", expected: []),
        EntityCase(
            text: "prep: buy tape, pack the books, label the boxes",
            expected: [
                "list_item:buy tape→buy tape", "list_item:pack the books→pack the books",
                "list_item:label the boxes→label the boxes",
            ]),
        // A step keeps its own date and amount; an item leaves them to the suggestion.
        EntityCase(
            text: "garden project: sow the beans, water them every morning, mulch the beds on saturday",
            expected: [
                "list_item:sow the beans→sow the beans",
                "list_item:water them every morning→water them every morning",
                "list_item:mulch the beds on saturday→mulch the beds on saturday",
            ]),
        EntityCase(
            text: "wedding prep: send the caterer $200, confirm the band by june 3",
            expected: [
                "list_item:send the caterer $200→send the caterer $200",
                "list_item:confirm the band by june 3→confirm the band by june 3",
            ]),
        EntityCase(
            text: "bakery: rye bread, 6 rolls tomorrow",
            expected: ["list_item:rye bread→rye bread", "list_item:6 rolls→rolls×6"]),
    ]

    @Test(
        "items are read from every way of writing a list; sentences stay whole and steps keep their verbs and dates",
        arguments: cases)
    func readsItems(_ c: EntityCase) {
        #expect(Self.items(c.text) == c.expected)
    }
}
