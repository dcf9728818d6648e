/// Words that tell what a list is for and what its items are, keyed by normalized token text.
enum ListLexicon {
    static let travel: Set<String> = [
        "trip", "travel", "packing", "pack", "vacation", "holiday", "flight", "camping", "weekend", "luggage",
        "suitcase",
    ]

    static let food: Set<String> = [
        "milk", "eggs", "egg", "bread", "butter", "cheese", "yogurt", "yoghurt", "cream", "flour", "sugar", "salt",
        "pepper", "rice", "pasta", "noodles", "beans", "lentils", "oats", "cereal", "coffee", "tea", "juice", "water",
        "wine", "beer", "apples", "apple", "bananas", "banana", "oranges", "lemons", "limes", "grapes", "berries",
        "strawberries", "blueberries", "tomatoes", "tomato", "potatoes", "onions", "onion", "garlic", "carrots",
        "lettuce", "spinach", "broccoli", "peppers", "cucumber", "avocado", "avocados", "mushrooms", "corn", "peas",
        "celery", "ginger", "basil", "parsley", "herbs", "chicken", "beef", "pork", "fish", "salmon", "tuna", "bacon",
        "ham", "sausages", "mince", "tofu", "shrimp", "prawns", "chocolate", "cookies", "biscuits", "chips", "crisps",
        "crackers", "nuts", "almonds", "honey", "jam", "peanut", "oil", "vinegar", "ketchup", "mayo", "mustard",
        "sauce", "soup", "stock", "spices", "cinnamon", "vanilla", "yeast", "mozzarella", "parmesan", "cheddar",
        "feta", "hummus", "bagels", "tortillas", "wraps", "rolls", "loaf", "loaves", "icecream", "ice", "pizza",
        "snacks", "soda", "lemonade", "oat", "almond", "soy", "cabbage", "zucchini", "courgette", "aubergine",
        "eggplant", "pears", "peaches", "plums", "melon", "watermelon", "pineapple", "mango", "kiwi", "cherries",
    ]

    /// Everyday things bought in a shop besides food.
    static let household: Set<String> = [
        "soap", "shampoo", "conditioner", "toothpaste", "toothbrush", "deodorant", "razors", "tissues", "napkins",
        "batteries", "bulbs", "detergent", "bleach", "sponges", "foil", "candles", "matches", "tape", "glue",
        "envelopes", "stamps", "sunscreen", "plasters", "vitamins", "paracetamol", "ibuprofen", "nappies", "diapers",
        "wipes", "towels", "socks", "charger", "cables", "pens", "notebook", "notebooks", "paper", "bags",
    ]

    /// Words that name a kind of the item after them ("oat milk", "toilet paper", "peanut butter").
    static let modifiers: Set<String> = [
        "oat", "almond", "soy", "peanut", "olive", "ice", "brown", "whole", "greek", "cottage", "sour", "baking",
        "orange", "apple", "tomato", "chicken", "coconut", "maple", "green", "red", "sweet", "frozen", "fresh",
        "dark", "white", "toilet", "dish", "kitchen", "bin", "paper", "hand", "washing", "rye", "cream", "garlic",
        "chocolate", "cherry", "goat", "sparkling",
    ]

    /// Verbs that lead a shopping list and belong to none of its items ("buy apples, pears" → apples, pears).
    static let shoppingVerbs: Set<String> = ["buy", "get", "grab", "order", "purchase", "restock", "need", "pick"]

}
