extension CueWords {
    /// Spanish: commands start with the infinitive, often with a pronoun attached ("preguntarle a Marina",
    /// "avisarles"), so each verb is also listed with its enclitic pronouns.
    static let spanish: CueWords = {
        let communicationInfinitives = [
            "llamar", "telefonear", "escribir", "mandar", "enviar", "contestar", "responder", "preguntar", "avisar",
            "pedir", "decir", "contar", "recordar", "invitar", "felicitar", "agradecer", "confirmar", "consultar",
            "contactar", "comentar", "reclamar", "quedar", "hablar", "escribir", "mensajear", "whatsappear",
            "notificar", "informar", "cancelar",
        ]
        let communication = spellings(
            withClitics(communicationInfinitives) + [
                "llama", "escribe", "pregunta", "avisa", "dile", "whatsapp", "wasap", "mail", "email", "correo",
                "mensaje", "llamada", "slack", "dm", "sms",
            ])
        let actionInfinitives = [
            "comprar", "pagar", "reservar", "llevar", "traer", "recoger", "limpiar", "lavar", "arreglar", "hacer",
            "terminar", "acabar", "revisar", "leer", "estudiar", "imprimir", "devolver", "renovar", "sacar",
            "entregar", "subir", "bajar", "preparar", "cocinar", "regar", "planchar", "barrer", "fregar", "ordenar",
            "guardar", "buscar", "encontrar", "cambiar", "pedir", "solicitar", "tramitar", "firmar", "rellenar",
            "completar", "actualizar", "instalar", "descargar", "enviar", "mandar", "vender", "donar", "tirar",
            "sacar", "practicar", "entrenar", "correr", "apuntarse", "inscribirse", "matricular", "pasar", "poner",
            "quitar", "montar", "pintar", "medir", "cortar", "checar", "chequear", "mirar", "ver", "investigar",
            "planificar", "organizar", "agendar", "programar", "coordinar", "cuadrar", "ayudar", "dejar", "ir",
            "tomar", "cargar", "empacar", "hacerse",
        ]
        let actions = spellings(withClitics(actionInfinitives) + ["compra", "paga", "trae", "lleva", "haz"])
        let notes = spellings([
            "idea", "ideas", "nota", "apunte", "info", "dato", "receta", "contrasena", "clave", "wifi", "codigo",
            "frase", "cita", "interesante", "curiosidad", "aprendi", "sabias", "quizas", "quiza", "igual", "ojo",
            "recordatorio", "pensamiento", "fyi",
        ])
        let plans = spellings([
            "plan", "planear", "planificar", "organizar", "preparar", "proyecto", "mudanza", "viaje", "vacaciones",
            "boda", "fiesta", "reforma", "pasos", "cierre", "lanzamiento", "go-live", "cumple", "cumpleanos",
        ])
        let fillers = spellings([
            "tengo", "que", "hay", "no", "olvidar", "olvides", "olvidarme", "acordarme", "acordarse", "de",
            "recordarme", "recuerdame", "porfa", "por", "favor", "eh", "este", "pues", "o", "sea", "urgente",
            "necesito", "debo", "deberia", "quiero", "tendria", "tenemos", "hoy", "ya", "bueno", "vale", "ok",
            "che", "oye", "ahorita", "mira", "a", "ver",
        ])
        return CueWords(
            communicationVerbs: communication, noteStarters: notes, planStarters: plans, actionVerbs: actions,
            leadingFillers: fillers, remindVerbs: [], selfObjects: [],
            questionWords: spellings([
                "porque", "cuando", "donde", "cual", "cuales", "quien", "quienes", "cuanto", "cuanta",
                "cuantos", "si",
            ]),
            statementVerbs: spellings([
                "es", "son", "esta", "estan", "era", "fue", "tiene", "tienen", "hay", "caduca", "vence", "viene",
                "cuesta", "dice", "dijo", "vive", "trabaja", "quiere", "debe", "gusta", "encanta", "abre", "cierra",
                "dura", "sale", "llega", "empieza", "termina", "noto", "estoy", "soy", "tengo",
            ]),
            communicationNouns: spellings([
                "llamada", "llamadas", "mail", "mails", "correo", "correos", "mensaje", "mensajes", "carta",
                "whatsapp", "invitacion", "respuesta", "audio", "sms",
            ]),
            messageDeterminers: spellings(["su", "sus", "la", "el", "mi", "tu", "nuestro"]),
            listNouns: spellings([
                "lista", "listas", "checklist", "listado", "playlist", "calendario", "agenda", "tareas",
                "pendientes",
            ]),
            taskListNames: spellings(["tareas", "pendientes", "agenda", "calendario", "todo", "recordatorios"]),
            handingVerbs: spellings(["dar", "darle", "echar", "echarle", "pegar", "pegarle", "mandar", "mandarle"]),
            handedArticles: spellings(["un", "una"]),
            handedMessages: spellings(["toque", "llamada", "telefonazo", "mensaje", "correo", "audio", "whatsapp"]),
            stepBreaks: spellings(["luego", "despues", "primero", "entonces"]),
            itemJoins: spellings(["y", "e"]),
            pastTense: PastTenseForm(suffixes: ["ado", "ada", "ados", "adas"], prefix: "", minimumLength: 5),
            isVerbFinal: false,
            typoCorrector: corrector([communication, actions, notes, plans], extra: ["manana", "hoy", "compras"]),
            // "fumigar", "encargarle", "comprárselo".
            infinitive: InfinitiveForm(
                endings: ["ar", "er", "ir"],
                enclitics: ["los", "las", "les", "nos", "lo", "la", "le", "me", "te", "se"],
                minimumLength: 4,
                exceptions: spellings([
                    "ayer", "mujer", "lugar", "hogar", "taller", "alquiler", "azúcar", "collar", "dólar", "familiar",
                    "particular", "militar", "cualquier", "placer", "bienestar", "altar", "pilar", "sugar",
                    "super", "poster", "flyer", "power", "after", "master", "cooler", "router", "hacker", "printer",
                    "paper", "charla", "charlas",
                ])),
            // "el corte de la tarjeta es el 25, pagar el total": a clause that opens with an infinitive asks.
            command: CommandForm(reads: true),
            // "el coche necesita ruedas nuevas", "hace falta un regalo para Till".
            need: NeedForm(
                verbs: spellings(["necesita", "necesitan", "necesito", "necesitamos", "falta", "faltan"]),
                newWords: spellings(["nuevo", "nueva", "nuevos", "nuevas", "otro", "otra", "repuesto", "recambio"]),
                stillWords: spellings(["falta", "faltan", "todavía", "aún"]),
                articles: spellings(["un", "una", "unos", "unas"]),
                negations: spellings(["no", "ningún", "ninguna", "nunca"])))
    }()

    /// Infinitives with each enclitic pronoun attached ("preguntarle", "avisarles", "llamarla"), beside the bare
    /// infinitive.
    static func withClitics(_ infinitives: [String]) -> [String] {
        let pronouns = ["le", "les", "lo", "la", "los", "las", "me", "nos", "te", "se", "selo", "sela", "melo"]
        return infinitives.flatMap { verb in [verb] + pronouns.map { verb + $0 } }
    }
}
