extension EntityLexicon {
    /// Spanish unit words and their singular English form ("medio kilo de tomates" → kg).
    static let spanishUnits: [String: String] = {
        var table: [String: String] = [
            "gramo": "g", "gramos": "g", "litro": "l", "litros": "l", "mililitros": "ml", "docena": "dozen",
            "docenas": "dozen", "carton": "carton", "cartones": "carton",
        ]
        let singular: [(String, String)] = [
            ("paquete", "pack"), ("botella", "bottle"), ("lata", "can"), ("bolsa", "bag"), ("tarro", "jar"),
            ("bote", "jar"), ("caja", "box"), ("barra", "loaf"), ("pieza", "piece"), ("manojo", "bunch"),
            ("rebanada", "slice"), ("loncha", "slice"), ("diente", "clove"), ("tableta", "bar"), ("rollo", "roll"),
            ("tubo", "tube"), ("cabeza", "head"), ("brik", "carton"), ("sobre", "packet"),
        ]
        for (word, unit) in singular {
            table[word] = unit
            table[word + "s"] = unit
        }
        return table
    }()

    /// Things a Spanish shopping list holds, read when items are written without separators ("leche huevos pan").
    static let spanishShopItems: Set<String> = [
        "leche", "huevos", "huevo", "pan", "mantequilla", "queso", "yogur", "yogures", "nata", "harina", "azucar",
        "sal", "pimienta", "arroz", "pasta", "macarrones", "espaguetis", "fideos", "judias", "alubias", "lentejas",
        "garbanzos", "avena", "cereales", "cafe", "te", "zumo", "jugo", "agua", "vino", "cerveza", "manzanas",
        "manzana", "platanos", "platano", "naranjas", "limones", "uvas", "fresas", "tomates", "tomate", "patatas",
        "cebollas", "cebolla", "ajo", "ajos", "zanahorias", "lechuga", "espinacas", "brocoli", "pimientos",
        "pepino", "aguacate", "aguacates", "champinones", "setas", "maiz", "guisantes", "pollo", "ternera", "cerdo",
        "carne", "jamon", "chorizo", "salchichas", "pescado", "salmon", "atun", "gambas", "tofu", "chocolate",
        "galletas", "almendras", "miel", "mermelada", "aceite", "vinagre", "ketchup", "mayonesa", "mostaza", "salsa",
        "sopa", "levadura", "mozzarella", "tortillas", "pizza", "helado", "refrescos", "fruta", "verdura",
        "verduras", "jabon", "champu", "desodorante", "panuelos", "pilas", "bombillas", "detergente", "lejia",
        "esponjas", "velas", "pegamento", "sellos", "tiritas", "vitaminas", "panales", "toallitas", "toallas",
        "calcetines", "cargador",
    ]
}
