#!/usr/bin/env python3
"""Writes Corpora/temporal/es/dev3-due-dates.jsonl, the third Spanish DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined Spanish-speaking writers
(none of them a writer named in a SOURCE.md under Corpora/temporal or Corpora/handwritten); nothing is generated
from templates or slots. Half of the set are negatives (texts where the writer wants no due date), written to find
the false dates the reader gives. The due-date gold is computed with `datetime` from the reference
2027-06-19T19:45:00 (a Saturday evening, UTC) and the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md
(helpers in Corpora/handwritten/tools/due_gold.py). Each writer has a locale of their own (es_ES, es_MX, es_AR,
es_CO, es_CL). This set is for DEVELOPMENT: date rules may be fitted to it, so it measures nothing (see
../es/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev3_es.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []),
  - Unwanted(why): a real date or time the writer would not want as a due date (a negative, expected []).

Some days from the reference (Saturday 2027-06-19 19:45): mañana is Sunday 06-20, pasado mañana and a bare `el
lunes` Monday 06-21, `el martes 22` 06-22, `antes del 30` 06-30, `antes del 5` 07-05 (the 5th has passed this
month), `a fin de mes` 06-30, `dentro de 10 días` 06-29, `en 2 semanas` 07-03; `el próximo …` and `… que viene`
were not written; a time without a day is today when after 19:45 (`hoy a las 9 de la noche`, `esta noche a las 10`).
"""

import sys
from datetime import datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2027, 6, 19, 19, 45))  # a Saturday evening; before any record is read

from dev2_writer import write_by_locale  # noqa: E402
from due_gold import (  # noqa: E402
    Lookalike,
    Unwanted,
    at,
    days,
    end_of_month,
    md,
    nth,
    r,
    wd,
)

TODAY = days(0)

FISHMONGER = [  # Manolo, 60, pescadero en la Plaza de Lugo (A Coruña); lonja, puesto, pa, prices with a comma
    r("llamar a la lonja de Burela por el bonito, el lunes a primera hora", wd("mon")),
    r("pagar la tasa del puesto 14 al Concello antes del 30", nth(30)),
    r("revisión de la cámara frigorífica el martes 22 a las 8", at(md(6, 22), 8)),
    r("encargar 20 kilos de sardina pa San Juan, el miércoles sin falta", wd("wed")),
    r("ITV de la furgoneta, mañana no, el lunes 28 a las 10 y media", at(md(6, 28), 10, 30)),
    r("mandar las facturas al gestor hasta el 5 de julio", md(7, 5)),
    r("llamar a mi hermano a Vigo esta noche a las 10", at(TODAY, 22)),
    r("renovar el carné de manipulador, caduca el 12 de julio", md(7, 12)),
    r("médico por la espalda, cita el jueves a las 9:20", at(wd("thu"), 9, 20)),
    r("dentro de 10 días vuelve el de Sanidad, tener el registro de temperaturas al día", days(10)),
    r("hoy vendí 40 kilos de merluza a 12,90 y se acabó el rodaballo", Unwanted("today's sales")),
    r("la lonja abre a las 5 de la mañana de lunes a viernes", Unwanted("opening hours")),
    r("percebe de Roncudo a 85 el kilo, el de fuera a 40", Lookalike("prices")),
    r("la mañana estuvo floja, por la tarde vino el de la cofradía", Unwanted("the morning, past")),
    r("puesto 14 y 15, nevera 3, balanza número 2 con el sello de 2026", Lookalike("stall and scale numbers")),
    r("el sábado pasado cerré a las 2 por la boda de la sobrina", Unwanted("last Saturday")),
    r("mi padre abrió el puesto en 1968, yo entré en el 82", Unwanted("past years")),
    r("los jueves viene el camión de Marín con el congelado", Unwanted("a weekly delivery")),
    r("Domingo, el de las algas, me debe 60 euros", Lookalike("a man named Domingo")),
    r("nevera 2 a 1,5 grados a las 7:00 y a 2 grados a las 14:00", Unwanted("fridge readings today")),
]

TAXI = [  # Jesús "don Chuy", 55, taxista en Puebla; ahorita, al rato, pa, mi vieja, el sitio, placas
    r("verificación del taxi antes del 30 de junio, si no me multan", md(6, 30)),
    r("llevar el carro con el mecánico el lunes temprano pa que le cheque los frenos", wd("mon")),
    r("pagar el refrendo de las placas antes del viernes", wd("fri")),
    r("recoger a la señora Toñita en el aeropuerto mañana a las 6 de la mañana, viene de Cancún", at(days(1), 6)),
    r("junta del sitio de taxis el martes a las 7 de la noche", at(wd("tue"), 19)),
    r("el domingo 27 es el cumple de mi nieta, comprarle la muñeca el sábado 26", md(6, 26)),
    r("tramitar la licencia de chofer dentro de 2 semanas", days(14)),
    r("al rato a las 9 de la noche pasar por los tacos pa mi vieja", at(TODAY, 21)),
    r("cita en el IMSS el jueves 1 de julio a las 8:30", at(md(7, 1), 8, 30)),
    r("depositarle a mi compadre los 1,500 pesos pasado mañana", days(2)),
    r("hoy hice 14 viajes y saqué 1,850 pesos, la gasolina a 24.50", Unwanted("today's log")),
    r("placas TXP-482-B, económico 317", Lookalike("a plate and a cab number")),
    r("el sitio está abierto las 24 horas, de noche cobramos 20% más", Unwanted("opening hours")),
    r("ayer un pasajero olvidó un celular, lo dejé en el sitio a las 11", Unwanted("yesterday")),
    r("de Puebla a CDMX son 2 horas y media, la caseta 190 pesos", Lookalike("a duration, a toll")),
    r("los domingos no trabajo, es pa la familia", Unwanted("Sundays off")),
    r("el güero Abril me presta su taxi cuando el mío está en el taller", Lookalike("a man named Abril")),
    r("ahorita hay un tráfico en la 5 de Mayo que ni se mueve", Lookalike("a street named 5 de Mayo, ahorita")),
    r("la verificación pasada fue en diciembre y salió bien", Unwanted("a past month")),
    r("el número de la central es 222 246 1818", Lookalike("a phone number")),
]

DENTIST = [  # Ximena, 41, odontóloga en Córdoba (Argentina); voseo, turno, hs, pieza 36, obra social
    r("turno Gómez, conducto pieza 36, lunes 14 hs", at(wd("mon"), 14)),
    r("pagarle el aguinaldo a la secretaria antes del 30", nth(30)),
    r("mandar las prestaciones de junio a la obra social hasta el 5/7", md(7, 5)),
    r("pedir composite A2 y A3 a Dental Córdoba, el martes sin falta", wd("tue")),
    r("congreso en Mendoza el 15 de julio, sacar los pasajes mañana", days(1)),
    r("llevar a Juana al cumple de Martu el domingo a las 4", at(wd("sun"), 16)),
    r("reunión con el contador el miércoles 23 a las 10", at(md(6, 23), 10)),
    r("service del autoclave, vence la habilitación el 8/7", md(7, 8)),
    r("el viernes me voy a Carlos Paz, avisar a los pacientes del viernes hasta el jueves", wd("thu")),
    r("análisis de sangre en ayunas pasado mañana a las 7:30", at(days(2), 7, 30)),
    r("consultorio de lunes a viernes de 9 a 13 y de 16 a 20 hs", Unwanted("office hours")),
    r("pieza 46 extraída, 2 carpules, paciente bien", Lookalike("a tooth number, a count")),
    r("ayer atendí 11 pacientes, 3 no vinieron", Unwanted("yesterday")),
    r("la obra social paga a 45 días, siempre lo mismo", Unwanted("a payment term")),
    r("Juana tiene natación los martes y jueves a las 18", Unwanted("a weekly class")),
    r("limpieza $ 25.000, conducto $ 180.000, corona $ 320.000", Lookalike("prices")),
    r("me recibí en 2009 en la UNC, matrícula 7413", Unwanted("a past year, a licence number")),
    r("el paciente Mayo, Sergio, es alérgico a la penicilina", Lookalike("a surname Mayo")),
    r("anoche Juana con 38,4 de fiebre a las 3, hoy ya 36,9", Unwanted("temperatures, past")),
    r("la mañana de hoy fue un caos, se cortó la luz dos horas", Unwanted("this morning, past")),
]

SALSA = [  # Yeison, 27, profesor de salsa en una academia de Cali; parce, bacano, pa, pal, la Valen
    r("ensayo general del show el martes 22 a las 7 de la noche", at(md(6, 22), 19)),
    r("pagar el arriendo de la academia antes del 5", nth(5)),
    r("comprarle los zapatos de baile a la Valen, talla 36, mañana en el centro", days(1)),
    r("cuadrar la música del show con el DJ, llamarlo pasado mañana a las 11", at(days(2), 11)),
    r("inscribir la pareja en el mundial de salsa hasta el 9 de julio", md(7, 9)),
    r("clase privada con la gringa el jueves de 3 a 4 de la tarde", at(wd("thu"), 15)),
    r("mandarle el video de la coreo a los jurados en 5 días", days(5)),
    r("hoy a las 11 de la noche salir pal Tin Tin Deo con los muchachos", at(TODAY, 23)),
    r("cita en la embajada pa la visa el 6 de julio a las 8", at(md(7, 6), 8)),
    r("a fin de mes cobrarles a los del grupo de principiantes", end_of_month()),
    r("clases de lunes a viernes de 6 a 9 de la noche, sábados de 2 a 5", Unwanted("class hours")),
    r("el sábado pasado el show nos quedó bacano, como 300 personas", Unwanted("last Saturday")),
    r("la salsa caleña va a 180, 200 golpes por minuto", Lookalike("a tempo")),
    r("ayer llegué a las 2 de la mañana, qué guayabo", Unwanted("yesterday")),
    r("mi abuelo Domingo bailaba en Juanchito en los 70", Lookalike("a man named Domingo, a decade")),
    r("la mensualidad son 150.000 pesos, 8 clases al mes", Lookalike("a price, a count")),
    r("parce, el día que gane el mundial me compro una moto", Unwanted("a vague day")),
    r("la Valen dice 'el lunes empiezo la dieta' todos los lunes 😂", Unwanted("a quote, a habit")),
    r("Celia Cruz murió el 16 de julio de 2003", Unwanted("a historical date")),
    r("bailo desde hace 15 años, empecé a los 12", Unwanted("since, an age")),
]

WINEMAKER = [  # Pilar, 48, enóloga de una viña en el valle de Colchagua (Chile); cuba, barricas, po
    r("trasegar la cuba 12 de carmenere el lunes en la mañana", wd("mon")),
    r("mandar muestras al laboratorio de Santa Cruz antes del jueves", wd("thu")),
    r("llamar al tonelero por las barricas, mañana no que es domingo, el lunes a las 10", at(wd("mon"), 10)),
    r("degustación con los importadores de Brasil el viernes 25 a las 12", at(md(6, 25), 12)),
    r("embotellar el Gran Reserva 2025 a fin de mes", end_of_month()),
    r("pagar las cotizaciones de los trabajadores hasta el 10 de julio", md(7, 10)),
    r("reunión de directorio el miércoles 30 a las 4", at(md(6, 30), 16)),
    r("inscribir los vinos en el concurso, el cierre es el 2 de julio", md(7, 2)),
    r("contratar la cuadrilla de poda para el martes 29", md(6, 29)),
    r("hoy a las 10 de la noche revisar la temperatura de la cuba 7", at(TODAY, 22)),
    r("cuba 7: 13,5 °C, densidad 994, pH 3,62", Lookalike("readings")),
    r("la vendimia 2027 terminó el 14 de abril, 310 toneladas", Unwanted("a past harvest")),
    r("visitas a la viña de martes a domingo a las 11, 13 y 16 h", Unwanted("visiting hours")),
    r("ayer heló, -3 grados a las 6 de la mañana", Unwanted("yesterday's frost")),
    r("el carmenere 2024 sacó 92 puntos y el syrah 90", Lookalike("a vintage, scores")),
    r("barricas de 225 litros, tostado medio, 3 años de uso", Lookalike("sizes")),
    r("los de Brasil llegaron en el LA 8070 de las 6:40, po", Unwanted("a past flight")),
    r("el enólogo anterior, don Julio Mayo, dejó todo anotado en cuadernos", Lookalike("a man named Julio Mayo")),
    r("los viernes los trabajadores salen a las 2", Unwanted("Friday hours")),
    r("mezcla 60/30/10 de cabernet, carmenere y petit verdot", Lookalike("a blend ratio")),
]

HISTORIAN = [  # Irene, 31, doctoranda en Historia Moderna en Salamanca; tesis, legajo, fol., el director
    r("entregar el capítulo 3 de la tesis al director antes del 1 de julio", md(7, 1)),
    r("Simancas: pedir con cita previa el legajo 34 de Estado para el martes", wd("tue")),
    r("tutoría con Fernando el miércoles a las 12 en el despacho", at(wd("wed"), 12)),
    r("renovar la beca FPU, el plazo acaba el 28 de junio", md(6, 28)),
    r("congreso en Valladolid del 7 al 9 de julio, reservar el hotel mañana", days(1)),
    r("devolver los libros a la biblioteca el lunes, que vencen", wd("mon")),
    r("cena con las de la facultad el viernes a las nueve y media de la noche", at(wd("fri"), 21, 30)),
    r("mandar el abstract a Studia Historica dentro de 10 días", days(10)),
    r("hoy a las 21:30 videollamada con Marta en Lisboa", at(TODAY, 21, 30)),
    r("pagar la tasa de depósito de la tesis el 15/7", md(7, 15)),
    r("la batalla de Villalar fue el 23 de abril de 1521", Unwanted("a historical date")),
    r("AGS, Estado, leg. 34, fol. 112r-118v", Lookalike("an archival reference")),
    r("llamé al archivo el martes y no me contestaron", Unwanted("a past Tuesday")),
    r("el archivo abre de lunes a viernes de 8 a 15, los jueves hasta las 17", Unwanted("opening hours")),
    r("ayer 6 horas en Simancas y solo 4 folios transcritos", Unwanted("yesterday")),
    r("la tesis tiene 412 páginas, el cap. 2 va de la 88 a la 171", Lookalike("page numbers")),
    r("los cap. 4.3 y 5.1 hay que reescribirlos enteros", Lookalike("chapter numbers, a task with no date")),
    r("art. 33 de la Ley 16/1985 del Patrimonio Histórico", Lookalike("a legal reference")),
    r("en Castilla en el siglo XVI 1 fanega eran 55,5 litros", Lookalike("a measure")),
    r("defendí el TFM el 12 de junio de 2023 con un 9,5", Unwanted("a past defence, a mark")),
]

FONDA = [  # Guadalupe "doña Lupita", 45, fonda junto al mercado en Oaxaca; el mandado, pa, pal, mijo
    r("ir a la central de abasto mañana a las 7 de la mañana por chiles y chocolate", at(days(1), 7)),
    r("pagar el gas antes del miércoles", wd("wed")),
    r("encargar 30 tlayudas a doña Chela para la Guelaguetza, el lunes 26 de julio", md(7, 26)),
    r("llevar a Brayan al dentista el jueves a las 5 de la tarde", at(wd("thu"), 17)),
    r("sacar la licencia de funcionamiento en el municipio antes del 15 de julio", md(7, 15)),
    r("el viernes moler el mole, que el sábado son los XV de Dulce", wd("fri")),
    r("pagarles la quincena a los muchachos el 30", nth(30)),
    r("hoy a las 9 de la noche dejar remojando el maíz pal nixtamal", at(TODAY, 21)),
    r("ir a Coppel en 3 días a dar el abono de la estufa", days(3)),
    r("junta en la escuela de Brayan el martes 29 a las 8 de la mañana", at(md(6, 29), 8)),
    r("mole negro: 30 chiles chilhuacle, 2 tablillas de chocolate, 1/2 kilo de ajonjolí", Lookalike("a recipe")),
    r("abrimos de 8 a 5 todos los días menos el martes", Unwanted("opening hours")),
    r("hoy se vendieron 48 comidas corridas a 85 pesos", Unwanted("today's sales")),
    r("el pan de yema se hornea a 180 grados 35 minutos", Lookalike("an oven temperature")),
    r("mi suegra, doña Mayo Ruiz, viene a comer cada domingo", Unwanted("a woman named Mayo, a weekly visit")),
    r("la Guelaguetza es los dos lunes después del 16 de julio", Unwanted("a yearly rule")),
    r("ayer se nos acabó el tasajo a las 2", Unwanted("yesterday")),
    r("la fonda está en 20 de Noviembre 512, centro", Lookalike("a street named 20 de Noviembre")),
    r("hace 3 días que no viene el del gas", Unwanted("days ago")),
    r("la mañana es cuando más gente viene, de 9 a 11", Unwanted("the morning, a habit")),
]

RIDER = [  # Tomás "Tomi", 20, repartidor en bici y estudiante en Rosario; sin tildes, q, la facu, mi vieja
    r("cambiar la camara de la bici antes del lunes", wd("mon")),
    r("parcial de analisis el jueves 24 a las 8", at(md(6, 24), 8)),
    r("pagar el monotributo hasta el 20", nth(20)),
    r("mañana a las 12 almuerzo en lo de mi vieja", at(days(1), 12)),
    r("ir a buscar la mochila nueva al correo el martes", wd("tue")),
    r("juntada con los pibes el viernes a las 22", at(wd("fri"), 22)),
    r("renovar el registro de la moto el 2/7", md(7, 2)),
    r("devolverle la plata a fede en 4 dias", days(4)),
    r("hoy a las 22:15 pasar a buscar a la flaca por la facu", at(TODAY, 22, 15)),
    r("pedir el certificado de alumno regular antes del 30/6", md(6, 30)),
    r("hoy hice 23 pedidos, 61 km, $ 38.400", Unwanted("today's log")),
    r("la app paga los martes, siempre", Unwanted("pay day")),
    r("ayer me comi un pozo en oroño y 3 de febrero, casi me mato", Lookalike("a street named 3 de Febrero, yesterday")),
    r("los finde laburo de 19 a 1", Unwanted("weekend shifts")),
    r("central 2 - newells 0 😎", Lookalike("a score")),
    r("el domingo llame a mi vieja y fui a lo de fede", Unwanted("last Sunday, past without accents")),
    r("bici rodado 29, 1x12, 35 psi atras", Lookalike("bike sizes")),
    r("el dia q me reciba me voy a barcelona", Unwanted("a vague day")),
    r("pedido #4471 de las 19:10 llego frio, reclamo del cliente", Unwanted("a past order time")),
    r("mañana de mierda, pinche 2 veces", Lookalike("mañana as the morning")),
]

WRITERS = {
    "fishmonger": ("es_ES", FISHMONGER),
    "taxi": ("es_MX", TAXI),
    "dentist": ("es_AR", DENTIST),
    "salsa": ("es_CO", SALSA),
    "winemaker": ("es_CL", WINEMAKER),
    "historian": ("es_ES", HISTORIAN),
    "fonda": ("es_MX", FONDA),
    "rider": ("es_AR", RIDER),
}

if __name__ == "__main__":
    write_by_locale(Path(__file__).resolve().parent.parent / "es", WRITERS, "es", "dev3-due-dates.jsonl", "dev3")
