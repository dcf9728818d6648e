#!/usr/bin/env python3
"""Writes Corpora/temporal/es/dev2-due-dates.jsonl, the second Spanish DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of six imagined Spanish-speaking writers
(none of them a writer named in a SOURCE.md under Corpora/temporal, Corpora/intents or Corpora/handwritten);
nothing is generated from templates or slots. The due-date gold is computed with `datetime` from the reference
2027-02-09T08:30:00 (a Tuesday morning, UTC) and the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md
(helpers in Corpora/handwritten/tools/due_gold.py). Each writer has a locale of their own (es_MX, es_AR, es_CL,
es_CO, es_ES). This set is for DEVELOPMENT: date rules may be fitted to it, so it measures nothing (see
../es/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev2_es.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []),
  - Unwanted(why): a real date or time the writer would not want as a due date (a negative, expected []).
"""

import sys
from datetime import datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2027, 2, 9, 8, 30))  # a Tuesday morning; before any record is read

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
    wd_next_week,
    ymd,
)

TODAY = days(0)

RANCHER = [  # Ramón, 61, forrajera y rancho cerca de Hermosillo (Sonora); ocupo, troca, pa, no accents, en la mañana
    r("ocupo llevar la troca al taller el jueves en la mañana", wd("thu")),
    r("pagar el predial antes del 28 de febrero", md(2, 28)),
    r("el veterinario viene el sabado a las 7 a vacunar los becerros", at(wd("sat"), 7)),
    r("pedir 40 bultos de alimento pa ganado a la planta mañana", days(1)),
    r("junta de la asociacion ganadera el miercoles 17 a las 6 de la tarde", at(md(2, 17), 18)),
    r("ir al banco por el credito de avio pasado mañana temprano", days(2)),
    r("cobrarle a don Chuy los 12 rollos de pastura antes del viernes", wd("fri")),
    r("arreglar el cerco del potrero norte en 3 dias", days(3)),
    r("llevar a mi señora al doctor hoy a las 4", at(TODAY, 16)),
    r("renovar la licencia de la troca, vence el 5 de marzo", md(3, 5)),
    r("mandar los aretes del siniiga hoy en la tarde", at(TODAY, 15)),
    r("la boda de mi sobrina es el 27 de febrero, ocupo comprar el regalo antes", md(2, 27)),
    r("ir por el alambre de puas a la ferreteria el lunes a medio dia", at(wd("mon"), 12)),
    r("marcar a Hermosillo pa lo del agua de riego a las 10 mañana", at(days(1), 10)),
    r("ayer se murio una vaca, la 317", Unwanted("a death yesterday")),
    r("el de la leche se la lleva diario a las 5 de la mañana", Unwanted("the milk pickup's daily round")),
    r("el fierro del rancho es la R y el 7", Lookalike("the ranch brand, a letter and a seven")),
    r("hizo 38 grados a las 3 de la tarde", Unwanted("a temperature logged, past")),
    r("los becerros nacieron en enero, pesan 180 kilos", Unwanted("calves born in January")),
    r("mi compadre cumple años el 12 de octubre", Unwanted("a birthday stated")),
    r("la tienda abre de lunes a sabado de 8 a 6", Unwanted("opening hours")),
    r("tel del veterinario 662 214 0915", Lookalike("a phone number")),
    r("la ruta 15 a Ures esta cerrada por obra", Lookalike("a road number")),
    r("el semental es hijo de Domingo, el toro del Cuate", Lookalike("a bull named Domingo")),
    r("vendi 25 becerros a 62 pesos el kilo", Lookalike("a count and a price, past")),
]

RIG_MECHANIC = [  # Nahuel, 29, mecánico de equipo de perforación en Vaca Muerta, vive en Neuquén; voseo, che, hs
    r("acordate de renovar el carnet de manejo antes del 20", nth(20)),
    r("subo al equipo el jueves, micro a las 5 y media de la mañana desde la base", at(wd("thu"), 5, 30)),
    r("llamá al dentista para pedir turno, mañana a la mañana", days(1)),
    r("mandale a la vieja la plata del alquiler hoy", TODAY),
    r("curso de H2S el 22/02 a las 8 en la base de Añelo", at(md(2, 22), 8)),
    r("comprar repuestos para la moto el sábado a la tarde", at(wd("sat"), 15)),
    r("pagar la tarjeta, vence el 3/3", md(3, 3)),
    r("turno con el traumatólogo el lunes 15 a las 17 hs", at(md(2, 15), 17)),
    r("che, llevale el cargador al Gonza pasado mañana", days(2)),
    r("reunión de seguridad del equipo el miércoles de la semana que viene a las 7", at(wd_next_week("wed"), 7)),
    r("sacar la VTV del auto antes de fin de mes", end_of_month()),
    r("mandar fotos del parte de mantenimiento al supervisor hoy antes de las 6 de la tarde", at(TODAY, 18)),
    r("cumple del Gonza el viernes, comprar el fernet el jueves", wd("thu")),
    r("hacer el cambio de aceite de la camioneta dentro de 2 semanas", days(14)),
    r("el diagrama es 14x14, 12 hs por día", Lookalike("a work roster and shift length")),
    r("la semana pasada hicimos 3 pozos", Unwanted("last week's work")),
    r("el lunes me llamó el supervisor, todo bien", Unwanted("a call yesterday")),
    r("presión de la bomba 5000 psi, caudal 12 bpm", Lookalike("a pressure and a flow rate")),
    r("el pozo LLL-1234 está en la locación 8/3", Lookalike("a well code and a location number")),
    r("todos los días arranco a las 6", Unwanted("the writer's daily habit")),
    r("los domingos hay asado en lo del viejo", Unwanted("a weekly family habit")),
    r("mi vieja cumple el 9 de julio, como la independencia", Unwanted("a birthday stated")),
    r("la base queda en Ruta 7 km 1250", Lookalike("a road and a kilometre mark")),
    r("anoche a las 2 se cortó la luz en el campamento", Unwanted("a power cut last night")),
    r("llegué a las 23:40 a casa", Unwanted("a log of last night")),
]

MARINE_STUDENT = [  # Catalina, 24, estudiante de biología marina en Valdivia (Chile); lower case, po, al tiro, la u
    r("certamen de ecologia marina el jueves a las 10:15 en el aula 2", at(wd("thu"), 10, 15)),
    r("entregar informe de terreno hasta el viernes 12 a las 23:59", at(md(2, 12), 23, 59)),
    r("mandarle el correo al profe altamirano al tiro, hoy po", TODAY),
    r("salida a terreno a niebla el sabado, estar en la u a las 7", at(wd("sat"), 7)),
    r("pagar el arancel antes del 5 de marzo", md(3, 5)),
    r("ayudantia de estadistica pasado mañana 14:30", at(days(2), 14, 30)),
    r("devolver los libros a la biblioteca mañana", days(1)),
    r("postular a la beca de mantencion hasta el 26/02", md(2, 26)),
    r("llamar a la mami esta noche", at(TODAY, 20)),
    r("el sabado llevar a la perrita al veterinario a las 11", at(wd("sat"), 11)),
    r("reunion de tesis con la profe el lunes 22 a las 11", at(md(2, 22), 11)),
    r("comprar pasajes a puerto montt pa la proxima semana, hoy en la tarde", at(TODAY, 15)),
    r("el martes de la otra semana presentacion, hacer las diapos el domingo", wd("sun")),
    r("renovar la tne antes de fin de mes", end_of_month()),
    r("hoy amanecio lloviendo, 8 grados", Unwanted("a weather log of this morning")),
    r("la temperatura del agua era 11,5 a las 7:20", Unwanted("a reading logged this morning")),
    r("los martes y jueves tengo lab de 15 a 18", Unwanted("a weekly timetable")),
    r("ayer fuimos a la costanera a ver los lobos marinos", Unwanted("an outing yesterday")),
    r("la estacion 3/4 tiene salinidad 32,1", Lookalike("a station number and a salinity")),
    r("muestra M-12/02 rotulada mal", Lookalike("a sample code")),
    r("el bus a la u pasa cada 20 minutos", Unwanted("a bus frequency")),
    r("mi hermano nacio el 14 de febrero del 2008", Unwanted("a birth date")),
    r("la nota del certamen fue un 5,8", Lookalike("a mark")),
    r("el terremoto de valdivia fue en 1960", Unwanted("a year in history")),
    r("el casino de la u cierra a las 16 los viernes", Unwanted("a weekly closing time")),
]

TAMALES = [  # Marleny, 72, vende tamales y arepas en su casa en Bucaramanga (Colombia), dictating; spelled numbers
    r(
        "Mijo, recuérdeme que el jueves tengo que entregar cuarenta tamales a la señora Gladys a las once de la mañana",
        at(wd("thu"), 11),
    ),
    r("Pagar el recibo del agua antes del quince", nth(15)),
    r("Ir a la droguería por la pastilla de la presión mañana temprano", days(1)),
    r("Llamar a mi hija Yolanda el domingo por la tarde", at(wd("sun"), 15)),
    r("Comprar las hojas de plátano el viernes en la plaza de mercado", wd("fri")),
    r("La cita del oftalmólogo es el 23 de febrero a las dos y media, pedir la autorización a la EPS antes", md(2, 23)),
    r("Hacer el pedido de la masa pasado mañana a las seis de la mañana", at(days(2), 6)),
    r("Ir al banco a pagar la cuota del préstamo, vence el primero de marzo", md(3, 1)),
    r("Misa por mi difunto esposo el sábado a las cinco de la tarde, avisarle a los hijos", wd("sat")),
    r("Mandar a arreglar la nevera hoy mismo", TODAY),
    r("Llevarle las arepas a doña Cecilia dentro de tres días", days(3)),
    r(
        "El martes de la semana que entra reunión de la junta de acción comunal a las siete de la noche",
        at(wd_next_week("tue"), 19),
    ),
    r("Renovar el SOAT de la moto de Jairo antes de que se venza el 4 de marzo", md(3, 4)),
    r("Esta noche a las ocho rezar el rosario con las vecinas", at(TODAY, 20)),
    r("Ayer vendí sesenta tamales, gracias a Dios", Unwanted("a sale yesterday")),
    r("Todos los domingos hago tamales desde las cuatro de la mañana", Unwanted("the writer's weekly habit")),
    r("Mi nieto Santiago nació el 2 de mayo de 2015", Unwanted("a birth date")),
    r("Un tamal vale 6.500 pesos y la arepa 2.000", Lookalike("prices")),
    r("La señora Gladys vive en la carrera 27 con calle 36", Lookalike("an address")),
    r("El lunes pasado vino el médico a la casa", Unwanted("a visit last Monday")),
    r("La receta: 2 libras de maíz por cada 10 tamales, cocinar 3 horas", Lookalike("amounts and a duration")),
    r("Hace 25 años que vendo tamales en el barrio", Unwanted("a span of years")),
    r("La tienda de don Marcos abre a las seis y cierra a las nueve", Unwanted("opening hours")),
    r("El bus de la ruta 14 para en la esquina", Lookalike("a bus route")),
    r("En la madrugada llovió durísimo", Unwanted("rain last night")),
]

HOTEL_MAINTENANCE = [  # Xisco, 38, jefe de mantenimiento de un hotel en Palma; idò, bon dia, hab., 16h
    r("cambiar el termo de la hab. 214 mañana antes de las 12h", at(days(1), 12)),
    r("revisión de la piscina climatizada con Sanidad el jueves 11 a las 9:30", at(md(2, 11), 9, 30)),
    r("pedir presupuesto de pintura de la fachada antes del 1 de marzo", md(3, 1)),
    r("idò, llamar al técnico de ascensores hoy", TODAY),
    r("apertura del hotel el 18 de marzo, tener las 120 habitaciones revisadas", md(3, 18)),
    r("reunión con el director el lunes a las 16h", at(wd("mon"), 16)),
    r("comprar 30 bombillas LED en el Brico pasado mañana", days(2)),
    r("legionela: toma de muestras en 2 semanas", days(14)),
    r("el jardinero viene el viernes a las 8 menos cuarto a podar las palmeras", at(wd("fri"), 7, 45)),
    r("entregar los partes de trabajo de febrero a fin de mes", end_of_month()),
    r("la hab. 305 tiene humedad, mirarlo hoy por la tarde", at(TODAY, 15)),
    r(
        "el miércoles de la semana que viene viene el de la caldera, que esté la sala abierta a las 7 y media",
        at(wd_next_week("wed"), 7, 30),
    ),
    r("bon dia: renovar el contrato del gasoil, caduca el 28/02/27", ymd(2027, 2, 28)),
    r("curso de PRL en Inca el 3 de marzo de 9 a 14h", at(md(3, 3), 9)),
    r("hab. 112 a 118 con vistas al mar", Lookalike("a range of room numbers")),
    r("la caldera 2 lleva 1.200 horas de funcionamiento", Lookalike("a boiler number and running hours")),
    r("en invierno el hotel cierra de noviembre a marzo", Unwanted("the winter closing stated")),
    r("ayer se fundieron 4 fluorescentes en el parking", Unwanted("a failure yesterday")),
    r("el código de la alarma es 1402", Lookalike("an alarm code")),
    r("el repartidor de Makro viene los martes a las 10", Unwanted("a weekly delivery")),
    r("temperatura ACS 60 °C a las 7:00, correcto", Unwanted("a reading logged this morning")),
    r("el director cumple 50 el 8 de marzo", Unwanted("a birthday stated")),
    r("plano de planta escala 1:100", Lookalike("a scale")),
    r("el extintor de la cocina se revisó el 2 de febrero", Unwanted("a check on 2 February, past")),
    r("el taller está en la calle 31 de Diciembre, 14", Lookalike("a street named for a date")),
]

LAWYER = [  # Maite, 55, abogada en Santander (Cantabria); careful, juzg., rollo, Ley 1/2000, 19-feb, a la una
    r("contestar la demanda de Hnos. Gutiérrez, vence el plazo el 2 de marzo", md(3, 2)),
    r("vista en el juzgado de lo social nº 2 el miércoles 24 de febrero a las 10:30", at(md(2, 24), 10, 30)),
    r("llamar a la procuradora mañana a primera hora", days(1)),
    r("preparar la documentación para la notaría, firma el viernes a las 12", wd("fri")),
    r("recurso de apelación rollo 456/2026: escrito antes del 19-feb", md(2, 19)),
    r("reunión con el cliente de Torrelavega el jueves a la una", at(wd("thu"), 13)),
    r("cuota del Colegio de Abogados: domiciliarla como muy tarde el último día de febrero", md(2, 28)),
    r("enviar minuta a la señora Revuelta hoy", TODAY),
    r("mediación familiar el 1/3 a las 17h", at(md(3, 1), 17)),
    r("revisar el contrato de arrendamiento para el lunes", wd("mon")),
    r("recoger la toga de la tintorería esta tarde", at(TODAY, 15)),
    r("comida con mi hermana en Comillas el domingo a las dos y media", at(wd("sun"), 14, 30)),
    r("presentar el modelo 130 del primer trimestre antes del 20 de abril", md(4, 20)),
    r("juicio rápido el martes de la semana que viene a las 9; citar a los testigos mañana", days(1)),
    r("art. 24.2 CE y Ley 1/2000", Lookalike("a constitutional article and a law number")),
    r("la sentencia es de 15 de enero de 2027, firme desde el 3 de febrero", Unwanted("past dates of a judgment")),
    r("el juzgado atiende de 9 a 14h de lunes a viernes", Unwanted("court opening hours")),
    r("ayer estuve toda la mañana en el registro", Unwanted("yesterday morning")),
    r("nº de expediente 0214/2027", Lookalike("a file number")),
    r("el cliente nació el 30 de junio de 1971", Unwanted("a birth date")),
    r("los jueves tengo guardia de turno de oficio", Unwanted("a weekly duty stated")),
    r("honorarios: 1.850 € más IVA al 21 %", Lookalike("a fee and a tax rate")),
    r("la vista de ayer se suspendió a las 11:20", Unwanted("a hearing yesterday")),
    r("el despacho está en la calle Castelar 12, 3º izda.", Lookalike("an address and a floor")),
    r("en agosto los juzgados son inhábiles", Unwanted("a month stated as a rule")),
]

WRITERS = {
    "rancher": ("es_MX", RANCHER),
    "rig_mechanic": ("es_AR", RIG_MECHANIC),
    "marine_student": ("es_CL", MARINE_STUDENT),
    "tamales": ("es_CO", TAMALES),
    "hotel_maintenance": ("es_ES", HOTEL_MAINTENANCE),
    "lawyer": ("es_ES", LAWYER),
}

if __name__ == "__main__":
    write_by_locale(Path(__file__).resolve().parent.parent / "es", WRITERS, "es", "dev2-due-dates.jsonl", "dev2")
