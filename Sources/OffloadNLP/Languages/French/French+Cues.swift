extension CueWords {
    /// French: commands start with the infinitive ("rappeler le plombier", "acheter du pain"), as in English.
    static let french: CueWords = {
        let communication = spellings([
            "appeler", "rappeler", "telephoner", "ecrire", "mailer", "texter", "repondre", "demander", "prevenir",
            "dire", "relancer", "contacter", "inviter", "remercier", "feliciter", "confirmer", "annuler", "joindre",
            "appelle", "rappelle", "ecris", "dis", "demande", "previens", "mail", "sms", "texto", "whatsapp",
        ])
        let actions = spellings([
            "acheter", "payer", "reserver", "prendre", "recuperer", "ramener", "nettoyer", "laver", "reparer",
            "faire", "finir", "terminer", "verifier", "lire", "imprimer", "rendre", "renouveler", "deposer",
            "envoyer", "preparer", "ranger", "chercher", "trouver", "changer", "remplir", "signer", "commander",
            "reviser", "etudier", "porter", "aller", "passer", "sortir", "arroser", "cuisiner", "vider", "ecrire",
            "achete", "paye", "prends", "fais", "va",
        ])
        let notes = spellings([
            "idee", "idees", "note", "info", "recette", "code", "wifi", "citation", "interessant", "astuce",
            "rappel", "pense-bete", "peut-etre",
        ])
        let plans = spellings([
            "plan", "planifier", "organiser", "preparer", "projet", "demenagement", "voyage", "vacances", "mariage",
            "fete", "anniversaire", "etapes", "renovation",
        ])
        return CueWords(
            communicationVerbs: communication, noteStarters: notes, planStarters: plans, actionVerbs: actions,
            leadingFillers: spellings([
                "je", "dois", "il", "faut", "ne", "pas", "oublier", "penser", "a", "stp", "svp", "urgent", "euh",
                "bon", "alors", "bah", "ok", "vite",
            ]),
            remindVerbs: [], selfObjects: [],
            questionWords: spellings(["pourquoi", "comment", "quand", "quel", "quelle", "combien", "qui"]),
            statementVerbs: spellings([
                "est", "sont", "etait", "a", "ont", "coute", "ferme", "ouvre", "dit", "aime", "commence", "finit",
            ]),
            communicationNouns: spellings(["appel", "mail", "message", "texto", "sms", "lettre", "invitation"]),
            messageDeterminers: spellings(["son", "sa", "ses", "le", "la", "mon", "ton"]),
            listNouns: spellings(["liste", "listes", "checklist"]),
            taskListNames: spellings(["taches", "todo", "agenda", "calendrier"]),
            handingVerbs: [], handedArticles: [], handedMessages: [],
            stepBreaks: spellings(["puis", "ensuite", "dabord"]), itemJoins: spellings(["et"]),
            pastTense: PastTenseForm(suffixes: [], prefix: "", minimumLength: 1), isVerbFinal: false,
            typoCorrector: corrector([communication, actions, notes, plans], extra: ["demain", "courses"]))
    }()
}
