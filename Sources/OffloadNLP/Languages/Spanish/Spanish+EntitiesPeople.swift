extension EntityLexicon {
    /// Spanish words of each ``PersonWordClass``: how a Spanish capture reaches a person, a role or an institution.
    static let spanishPersonClasses: [(PersonWordClass, Set<String>)] = [
        (
            .communicationVerb,
            [
                "llamar", "llama", "llamarle", "llamarla", "escribir", "escribe", "escribirle", "preguntar",
                "preguntarle", "avisar", "avisa", "avisarle", "contestar", "contestarle", "responder", "responderle",
                "decirle", "dile", "contactar", "felicitar", "invitar", "visitar", "quedar", "hablar", "recordarle",
                "mandarle", "enviarle", "agradecer", "informar", "whatsappear",
            ]
        ),
        (
            .communicationNoun,
            ["correo", "mensaje", "llamada", "carta", "whatsapp", "wasap", "cita", "reunion", "cafe", "cena", "comida"]
        ),
        (
            .role,
            [
                "electricista", "fontanero", "fontanera", "medico", "medica", "doctora", "dentista", "abogado",
                "abogada", "profesor", "profesora", "profe", "veterinario", "veterinaria", "mecanico", "gestor",
                "gestora", "asesor", "asesora", "contable", "pediatra", "fisio", "fisioterapeuta", "peluquero",
                "peluquera", "cerrajero", "pintor", "albanil", "portero", "conserje", "ninera", "canguro", "carpintero",
                "farmaceutico", "farmaceutica", "administrador", "administradora", "tecnico", "tutora",
            ]
        ),
        (
            .institution,
            [
                "banco", "colegio", "escuela", "guarderia", "gestoria", "hacienda", "ayuntamiento", "seguro",
                "aseguradora", "clinica", "farmacia", "taller", "universidad", "instituto", "academia", "consulado",
                "embajada", "policia", "oficina", "comunidad", "administracion", "compania", "empresa", "ambulatorio",
                "consulta", "juzgado", "notaria", "agencia", "inmobiliaria", "correos", "hospital", "seguridad",
            ]
        ),
        (.contactPreposition, ["a", "al", "con", "para"]),
        (.department, ["contabilidad", "rrhh", "administracion", "ventas", "recepcion"]),
        (.personDeterminer, ["mi", "mis", "el", "la", "los", "las", "al", "tu", "nuestro", "nuestra"]),
        (.honorific, ["sr", "sra", "srta", "dra", "don", "dona", "senor", "senora", "senorita", "doctora"]),
        (.firstName, spanishFirstNames),
        (.ambiguousName, ["rosa", "pilar", "luz", "rocio", "dolores", "angeles", "consuelo"]),
        (.notName, spanishFunctionWords),
        (.titleLead, ["el", "la", "los", "las", "un", "una", "en", "del", "desde"]),
    ]

    static let spanishFirstNames: Set<String> = [
        "lucia", "martina", "paula", "daniela", "valeria", "carmen", "ana", "marta", "elena", "isabel", "pilar",
        "rosa", "cristina", "raquel", "beatriz", "alba", "irene", "javier", "alejandro", "pablo", "sergio",
        "jorge", "alberto", "fernando", "miguel", "manuel", "antonio", "francisco", "luis", "diego", "alvaro",
        "adrian", "raul", "ruben", "andres", "enrique", "jaime", "marcos", "hugo", "mateo", "lucas", "nicolas",
        "santiago", "gonzalo", "ignacio", "rafael", "ramon", "vicente", "joaquin", "luz", "rocio", "dolores",
    ]

    static let spanishFunctionWords: Set<String> = [
        "y", "e", "o", "el", "la", "los", "las", "al", "del", "de", "por", "para", "con", "sobre", "que", "hoy", "un",
        "una", "unos", "unas", "lo", "le", "les", "me", "te", "se", "nos", "mi", "mis", "tu", "su", "sus", "yo", "en",
        "sin", "pero", "si", "no", "ya", "muy", "mas", "menos", "tambien", "todo", "todos", "nada", "algo", "navidad",
        "nochebuena", "nochevieja", "semana", "santa", "pascua", "reyes", "hacienda", "cumple", "cumpleanos",
        "factura", "cita", "reunion", "correo", "mensaje", "llamada", "lista", "compra", "compras", "regalo",
        "regalos", "favor", "porfa", "gracias", "hola", "este", "esta", "ese", "esa", "eso", "esto",
        // Ordinals and the hour are never names ("llamar al fontanero a primera hora").
        "primer", "primero", "primera", "segundo", "segunda", "tercero", "tercera", "ultimo", "ultima", "hora",
    ]
}
