extension LexiconTable {
    /// Spanish date words (normalized: lower case, no accents, so "próximo" is "proximo").
    static let spanish: LexiconTable = {
        var table = LexiconTable()
        table.months = [
            "enero": 1, "ene": 1, "febrero": 2, "feb": 2, "marzo": 3, "abril": 4, "abr": 4, "mayo": 5, "junio": 6,
            "jun": 6, "julio": 7, "jul": 7, "agosto": 8, "ago": 8, "septiembre": 9, "setiembre": 9, "sep": 9,
            "sept": 9, "octubre": 10, "oct": 10, "noviembre": 11, "nov": 11, "diciembre": 12, "dic": 12,
        ]
        table.ambiguousMonths = ["ago"]
        table.weekdays = [
            "lunes": 1, "martes": 2, "miercoles": 3, "jueves": 4, "viernes": 5, "sabado": 6, "domingo": 7,
            "lun": 1, "mar": 2, "mie": 3, "jue": 4, "vie": 5, "sab": 6, "dom": 7,
        ]
        table.ambiguousWeekdays = ["lun", "mar", "mie", "jue", "vie", "sab", "dom"]
        // "mar" is the sea: it needs more than the end of a phrase.
        table.ordinaryWordWeekdays = ["mar"]
        table.determiners = [
            "yo", "tu", "el", "ella", "nosotros", "ellos", "mi", "mis", "su", "sus", "nuestro", "nuestra",
            "ese", "esa", "aquel", "un", "una", "ningun",
        ]
        table.weekdayPlurals = ["sabados": 6, "domingos": 7]
        // "los sábados son para descansar": a plural weekday a statement is about is no schedule.
        table.pastBeWords = ["fue", "fueron", "era", "eran", "estaba", "estaban", "estuvo"]
        table.articlePrepositions = ["al", "del"]
        // "la reunión fue el lunes", "llamé al fontanero el martes", "he pagado la luz el lunes": what happened.
        table.pastTenseWords = [
            "fue", "fui", "fueron", "fuimos", "hubo", "hizo", "hice", "tuve", "tuvo", "estuve", "estuvo", "dijo",
            "dije",
            "pude", "pudo", "puse", "puso", "vine", "vinieron", "trajo", "traje", "dio",
        ]
        // "si puedes comprar flores": a modal before the verb (see ``LexiconTable/conditionWords``).
        table.modalVerbs = [
            "puedes", "puede", "pueden", "podes", "podemos", "podrias", "podria", "debes", "debe", "debo", "deberia",
        ]
        table.perfectAuxiliaries = ["he", "has", "ha", "hemos", "habeis", "han", "habia", "habian"]
        table.pastForms = PastForms(
            participleEndings: ["ado", "ada", "ido", "ida"], minimumStemLength: 3, writtenEndings: ["é", "ó"],
            minimumWrittenLength: 5, plainEndings: ["aron", "ieron"],
            unaccentedEndings: [("io", ["er", "ir"]), ("i", ["er", "ir"])], unaccentedExceptions: ["medio", "barrio"])
        // "los jueves tengo laboratorio": lunes to viernes write their plural as the singular.
        table.pluralArticles = ["los"]
        table.measureNouns = [
            "taza", "tazas", "cucharada", "cucharadas", "cucharadita", "cucharaditas", "pulgada", "pulgadas", "mm",
            "cm", "km", "kg", "litro", "litros", "ml", "gramos", "kilo", "kilos", "metro", "metros",
        ]
        table.readingUnits = ["°", "grados", "grado", "bar", "mbar", "hpa", "mmhg", "mm"]
        table.readingLabels = [
            "glucosa", "glucemia", "tension", "ta", "temp", "temperatura", "pulso", "peso", "saturacion", "inr",
            "presion",
        ]
        table.exceptWords = ["excepto", "salvo", "menos"]
        table.conditionWords = ["si"]
        table.distributiveWords = ["cada"]
        table.awayWords = ["vuela", "viaja", "vacaciones"]
        table.stillWords = ["todavía", "aún", "sigue", "siguen"]
        table.closedWords = ["cerrado", "cerrada", "festivo", "feriado"]
        table.namingWords = ["llama", "llaman", "llamado", "llamada", "apodado", "apodada"]
        table.scheduleNouns = ["horario", "horarios", "menú", "programación"]
        table.speechVerbs = ["dice", "dijo", "decia", "dicen", "escribe", "escribio", "lema", "refran", "dicho"]
        table.negationWords = ["no"]
        table.shiftNouns = ["turno", "turnos", "guardia", "horario"]
        // "menú del día 12 euros": a currency after a number counts it.
        table.countedNouns = [
            "euros", "euro", "pesos", "peso", "dolares", "dolar", "soles", "pavos", "eur", "usd", "mxn", "ars",
        ]
        table.kinshipNouns = [
            "abuelo", "abuela", "tio", "tia", "primo", "prima", "hermano", "hermana", "hijo", "hija", "padrino",
            "madrina", "compadre", "comadre", "vecino", "vecina", "nieto", "nieta", "sobrino", "sobrina",
        ]
        table.nonDayArticles = ["la"]
        table.anniversaryWords = ["cumpleanos", "cumple", "aniversario", "santo", "onomastica"]
        // A verb that says what happens as a rule ("la biblioteca abre a las 10"), unless a day pins it.
        table.habitualVerbs = [
            "abre", "cierra", "reparte", "entrega", "empieza", "termina", "normalmente", "generalmente", "suele",
            "suelen", "siempre", "abren", "cierran", "abrimos", "cerramos", "atiende", "atienden", "abierto",
            "abierta", "cerrado", "cerrada", "habitualmente", "usualmente", "normalmente", "frecuentemente",
        ]
        // Verbs in the present that say what is ("los jueves tengo laboratorio", "los domingos viene mi hijo"); a
        // schedule with one is a habit ("tengo que", what must be done, is not one).
        table.moveVerbs = [
            "cambiado", "cambiada", "movido", "movida", "mover", "aplazado", "aplazada", "aplazar", "trasladado",
            "trasladada", "pospuesto", "pospuesta", "adelantado", "retrasado",
        ]
        table.statementVerbs = [
            "es", "son", "era", "eran", "fue", "parece", "parecen", "siempre", "nunca", "suele", "suelen", "significa",
            "tengo", "tiene", "tienen", "tenemos", "tomo", "toma", "viene", "vienen", "voy", "va", "vamos", "van",
            "hay", "puede", "pueden", "trabajo", "trabaja", "juego", "juega", "entreno", "cumple", "cumplira", "valido",
            "valida", "vigente",
        ]
        // "mañ" (folded to "man") only with its "ñ": "Iron Man" is no tomorrow.
        table.relativeDays = ["hoy": 0, "manana": 1, "mañ": 1, "ayer": -1, "anoche": -1, "anteayer": -2]
        table.accentedOnly = ["mañ"]
        table.nounsAfterArticle = ["manana"]
        table.dayAfterPrefixes = ["pasado"]
        table.postposedModifiers = ["proximo", "proxima", "pasado", "pasada", "ultimo", "ultima", "este", "esta"]
        // "antes del 10" (de el): the article held by "del" names the day too.
        table.dayArticles = ["el", "del"]
        table.hourToMinutes = ["y": .past, "menos": .to]
        table.labelNouns = [
            "senor", "senora", "senorita", "sr", "sra", "srta", "don", "dona", "calle", "c", "avenida", "avda",
            "plaza", "pza", "paseo", "pasaje", "camino", "carretera", "colegio", "instituto", "estadio", "mesa",
            "pagina", "pag", "habitacion", "hab", "sala", "aula", "anden", "via", "linea", "numero", "num",
            "decreto", "ley", "articulo", "art", "capitulo", "cap", "seccion", "version", "tomo", "episodio",
            "av", "tension", "asiento", "fila", "escala", "talla", "tallas",
        ]
        table.conventions = DateConventions(
            writesMonthsLowerCase: true, readsNumberAfterWeekdayAsDay: true, readsEndOfWeekAsWeekend: true,
            opensRangeWithOf: true, writesTwentyFourHourClock: true)
        table.dayparts = [
            "manana": .morning, "mediodia": .noon, "tarde": .afternoon, "noche": .night, "medianoche": .midnight,
        ]
        let units = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
        table.cardinals = [
            "cero": 0, "un": 1, "una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
            "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14,
            "quince": 15, "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20,
            "veintiuno": 21, "veintidos": 22, "veintitres": 23, "veinticuatro": 24, "veinticinco": 25,
            "veintiseis": 26, "veintisiete": 27, "veintiocho": 28, "veintinueve": 29, "treinta": 30, "cuarenta": 40,
            "cincuenta": 50,
        ]
        table.cardinals.merge(
            DateLexicon.compoundNumbers(units: units, tens: [30: "treinta", 40: "cuarenta", 50: "cincuenta"]) {
                [$0 + "-y-" + $1]
            }, uniquingKeysWith: { a, _ in a })
        table.ordinals = ["primero": 1, "primer": 1, "segundo": 2, "tercero": 3, "tercer": 3, "cuarto": 4]
        table.units = [
            "segundo": .second, "segundos": .second, "minuto": .minute, "minutos": .minute, "min": .minute,
            "hora": .hour, "horas": .hour, "h": .hour, "dia": .day, "dias": .day, "semana": .week,
            "semanas": .week, "quincena": .fortnight, "mes": .month, "meses": .month, "trimestre": .quarter,
            "ano": .year, "anos": .year,
        ]
        table.words = [
            "el": .the, "la": .the, "las": .the, "los": .the, "lo": .the, "a": .at, "al": .at, "en": .inside,
            "de": .of, "del": .of, "desde": .from, "hasta": .until, "entre": .between, "y": .and, "cada": .every,
            "todos": .every, "todas": .every, "hace": .agoPrefix, "ahora": .now, "proximo": .next,
            "proxima": .next, "siguiente": .following, "este": .this, "esta": .this, "pasado": .last,
            "pasada": .last, "ultimo": .last, "ultima": .last, "fin": .end, "finales": .end, "final": .end,
            "principios": .beginning,
            "mediados": .middle, "media": .half, "cuarto": .quarter, "un": .article, "una": .article, "por": .inside,
            "antes": .before, "despues": .after, "para": .by, "sobre": .around, "eso": .around, "hacia": .around,
            "dentro": .within, "-": .dash, "–": .dash, "que": .that, "viene": .comes, "durante": .during, "menos": .to,
            "semana": .week, "finde": .weekend,
        ]
        table.frequencies = [
            "diario": .day, "diariamente": .day, "semanal": .week, "semanalmente": .week, "mensual": .month,
            "mensualmente": .month, "anual": .year, "anualmente": .year,
        ]
        table.holidays = ["navidad": 1225, "nochebuena": 1224, "nochevieja": 1231]
        return table
    }()
}
