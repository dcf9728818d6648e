#!/usr/bin/env python3
"""Generate Offload's Spanish capture-intent corpus.

Deterministic (random.Random(SEED)), Python 3.11 standard library only; the machinery is shared with the German
script in intent_corpus.py. Writes Corpora/intents/es/train.jsonl (generated from the templates and vocabularies
below plus the hand-written SUPPLEMENT) and Corpora/intents/es/eval.jsonl (the hand-written captures of
handwritten_eval_es.py, never generated, never trained on), checks both and prints the counts.

Conventions follow Corpora/README.md: reminders and calendar entries are task; putting items on a shopping or
named list is list; putting something on a to-do list is task; reminding someone else ("recuérdale a Ana que
...") is communication, reminding yourself ("recuérdame llamar a Ana") is task.

Usage:  python3 Corpora/tools/generate_intents_es.py [--train-size N] [--seed S] [--out DIR]
(no arguments: the committed corpus; the options are for experiments in a scratch folder, see
intent_corpus.options)
"""
from __future__ import annotations

import random
import re
import unicodedata
from pathlib import Path

from intent_corpus import L, Ctx, Noise, bullets, cap_first, join_items, options, run
from handwritten_eval_es import EVAL
from supplement_es import SUPPLEMENT

SEED = 20260616
N_TRAIN = 3300
OUT_DIR = Path(__file__).resolve().parent.parent / "intents" / "es"

V: dict[str, list[str]] = {}

V["name"] = L("""Ana|Lucía|Pablo|Javi|Marta|Sergio|Laura|Carlos|Elena|Dani|Sara|Álvaro|Paula|Raúl|Cristina|Nacho|Irene|
Jorge|Bea|Miguel|Carmen|Pepe|Rocío|Adrián|Alba|Hugo|Noelia|Iker|Nerea|Rubén|Claudia|Mario|Inés|Diego|Patricia|
Fernando|Lola|Manu|Silvia|Víctor|Julia|Óscar|Teresa|Alejandro|Vero|Guille|Andrea|Íñigo|Aitana|Jaime|Sofía|
Martín|Valentina|Mateo|Camila|Santi|Ximena|Joaquín|Yolanda|Luis|Mamen|Quique|Fátima|Youssef|Nuria|Jordi|Montse""")
V["rel"] = L("""mamá|papá|la abuela|el abuelo|mi hermana|mi hermano|la tía Carmen|el tío Paco|mi prima|mi primo|mi suegra|
mi suegro|mi novio|mi novia|los niños|mi madrina|mi padrino|los vecinos|la yaya|el yayo|mis padres""")
V["surname"] = L("""García|Fernández|González|Rodríguez|López|Martínez|Sánchez|Pérez|Gómez|Martín|Jiménez|Ruiz|Hernández|
Díaz|Moreno|Muñoz|Álvarez|Romero|Vidal|Navarro|Torres|Castro|Ortega|Serrano""")
V["company"] = L("Telefónica|la agencia|Inditex|la startup|el proveedor|Indra|la imprenta|Mapfre|Glovo|Iberdrola")
V["city"] = L("""Madrid|Barcelona|Sevilla|Valencia|Bilbao|Málaga|Granada|Lisboa|Oporto|París|Roma|Londres|Berlín|
Ciudad de México|Buenos Aires|Bogotá|Lima|Santiago|Ibiza|Mallorca|Santander|A Coruña|Cádiz|Salamanca|Tenerife|Asturias""")
V["store"] = L("""Mercadona|Carrefour|Lidl|Día|Alcampo|Eroski|El Corte Inglés|Ikea|MediaMarkt|Leroy Merlin|Decathlon|
Zara|Primark|Amazon|la ferretería|el chino|Fnac|Sephora|Bricomart|Aliexpress|Pull&Bear|Druni""")
V["grocer"] = L("Mercadona|Carrefour|Lidl|Día|Alcampo|Eroski|el mercado|la frutería|el súper|el chino de abajo|Consum|Ahorramás")
V["restaurant"] = L("""el italiano|La Tagliatella|el japo de la esquina|Casa Lucio|el asador|el vietnamita nuevo|
la taberna|el mexicano|el de tapas de la plaza|Vips|el indio|la pizzería de abajo""")
V["weekday"] = L("lunes|martes|miércoles|jueves|viernes|sábado|domingo")
V["weekdays"] = L("los lunes|los martes|los miércoles|los jueves|los viernes|los sábados|los domingos")
V["day"] = L("""mañana|manana|mañ|pasado mañana|hoy|el lunes|el martes|el miércoles|el jueves|el viernes|el sábado|
el domingo|el vie|el sáb|el finde|este finde|el próximo viernes|el viernes que viene|la semana que viene|el 5/6|el 17|
el día 2|el 12 de junio|el 24/7|el 3|el 9/4|lunes|jueves|viernes|mañana por la mañana|el lunes por la mañana|
el viernes por la tarde|este jueves|el próximo martes|el 1 de julio|el día 15""")
V["date"] = L("5/6|17|día 2|12/6|24/7|3|30|1 de julio|15 de mayo|9/4|2 de enero|28|día 15|31/7|6 de diciembre")
V["hora"] = L("""a las 9|a las 11 de la noche|a las 18:30|a mediodía|a las 5 de la tarde|a las 9 y media|
a las 7 menos cuarto|a las 10|9:00|17h|a las 8 de la mañana|a las 12|a las 4|a la 1 y cuarto|a las 20:00|
a las 8 y media|a las 19h|a las 6 de la mañana|a las 13:30|a las 3""")
V["when"] = L("""mañana|manana|mañ|hoy|hoy mismo|esta tarde|esta noche|luego|después|el viernes|el vie|este finde|
el finde|esta semana|la semana que viene|antes del viernes|antes del 5/6|antes de fin de mes|a final de mes|
antes de las vacaciones|después del curro|después del trabajo|en la pausa de la comida|mañana por la mañana|
cuanto antes|asap|como muy tarde el miércoles|el lunes|el sábado por la mañana|el domingo|el día 2|antes de Navidad|
al salir del trabajo|esta semana sin falta|pasado mañana|por la mañana|por la noche|a primera hora|a mediodía|
a principios de la semana que viene|antes de julio|el 17""")
V["n"] = L("2|3|4|5|6|7|8|10|12|15|20|25|30")
V["money"] = L("50€|120 €|85 euros|1.200 €|300 euros|12,99€|25 pavos|9,99 €|2.000 €|40€|1450 €|15 euros|600 €|75 €")
V["month"] = L("enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre")
V["subject"] = L("""mates|biología|química|historia|inglés|francés|física|psicología|economía|estadística|latín|lengua|
derecho|informática|filosofía|dibujo técnico|anatomía|contabilidad|alemán|geografía""")
V["product"] = L("""los cascos|las zapatillas de correr|la funda del móvil|el cable HDMI|la chaqueta|la batidora|el flexo|
la mochila|el paraguas|la esterilla de yoga|la botella de agua|el hervidor|la tostadora|la freidora de aire|
el candado de la bici|las botas de agua|las gafas de sol|el soporte del portátil|la regleta|la cortina de la ducha|
la funda nórdica|el felpudo|el molinillo de café|la plancha|el abrigo|el alargador|la sartén|las toallas|
el despertador|el pendrive|el ratón|el cargador""")
V["subscription"] = L("""Netflix|Spotify|Disney+|el gimnasio|Audible|DAZN|iCloud|Adobe|la revista|HBO|Amazon Prime|la VPN|
Movistar+|Duolingo|YouTube Premium|el periódico|Filmin""")

# grocery items as Spanish~English, so that a few lists mix the two
GROCERY = L("""leche~milk|huevos~eggs|pan~bread|mantequilla~butter|queso~cheese|yogures~yoghurt|plátanos~bananas|
manzanas~apples|naranjas~oranges|limones~lemons|limas~limes|aguacates~avocados|tomates~tomatoes|
tomates cherry~cherry tomatoes|cebollas~onions|ajos~garlic|jengibre~ginger|patatas~potatoes|boniatos~sweet potatoes|
zanahorias~carrots|apio~celery|pepino~cucumber|espinacas~spinach|rúcula~rocket|lechuga~lettuce|brócoli~broccoli|
coliflor~cauliflower|calabacín~zucchini|pimientos~peppers|champiñones~mushrooms|puerros~leeks|cebolletas~spring onions|
albahaca~basil|cilantro~coriander|perejil~parsley|mozzarella~mozzarella|parmesano~parmesan|queso feta~feta|
queso fresco~fresh cheese|bebida de avena~oat milk|nata~cream|pechugas de pollo~chicken breast|carne picada~mince|
bacon~bacon|chorizo~chorizo|jamón serrano~ham|salmón~salmon|atún~tuna|gambas~prawns|merluza~hake|tofu~tofu|
garbanzos~chickpeas|alubias~beans|lentejas~lentils|arroz~rice|arroz bomba~paella rice|pasta~pasta|espaguetis~spaghetti|
macarrones~macaroni|cuscús~couscous|quinoa~quinoa|copos de avena~oats|cereales~cereal|harina~flour|azúcar~sugar|
miel~honey|aceite de oliva~olive oil|vinagre~vinegar|salsa de soja~soy sauce|ketchup~ketchup|mayonesa~mayo|
mostaza~mustard|pesto~pesto|hummus~hummus|tortillas de trigo~tortillas|pan de molde~sliced bread|picos~breadsticks|
galletas~cookies|patatas fritas~crisps|palomitas~popcorn|chocolate negro~dark chocolate|helado~ice cream|
guisantes congelados~frozen peas|frutos rojos~berries|arándanos~blueberries|fresas~strawberries|frambuesas~raspberries|
uvas~grapes|mango~mango|piña~pineapple|sandía~watermelon|melocotones~peaches|peras~pears|kiwis~kiwis|nueces~walnuts|
almendras~almonds|crema de cacahuete~peanut butter|mermelada~jam|Nocilla~nutella|café~coffee|café en grano~coffee beans|
té~tea|té verde~green tea|zumo de naranja~orange juice|agua con gas~sparkling water|Coca-Cola Zero~coke zero|
cerveza~beer|vino blanco~white wine|vino tinto~red wine|cava~cava|pastillas de caldo~stock cubes|leche de coco~coconut milk|
tomate triturado~tinned tomatoes|pimentón~paprika|comino~cumin|canela~cinnamon|pimienta~pepper|sal~salt|levadura~yeast|
berenjena~aubergine|maíz~corn|espárragos~asparagus|remolacha~beetroot|rábanos~radishes|hinojo~fennel|kimchi~kimchi|
tahini~tahini|pan de pita~pitta|comida de gato~cat food|chuches para el perro~dog treats|ñoquis~gnocchi|
masa de pizza~pizza dough|aceitunas~olives|pimientos del piquillo~piquillo peppers|mejillones~mussels|sardinas~sardines|
membrillo~quince paste|gazpacho~gazpacho|pan rallado~breadcrumbs|leche sin lactosa~lactose-free milk|
papel de cocina~kitchen roll|tortilla de patatas~spanish omelette""")
V["grocery"] = [g.split("~")[0] for g in GROCERY]
GROCERY_QTY = L("""2 barras de pan|una docena de huevos|6 huevos|2 bricks de leche|1 kg de arroz|medio kilo de carne picada|
3 aguacates|una bolsa de espinacas|2 botes de garbanzos|4 limones|un paquete grande de avena|2 botellas de vino|
un racimo de plátanos|media sandía|2 paquetes de pasta|un pack de yogures|3 pimientos|1 pepino|un cuarto de jamón|
2 latas de atún|unas cuantas limas|6 panecillos|una caja de té|una malla de cebollas|un pack de agua""")

# ---------------------------------------------------------------------------
# Tasks: infinitive-first phrases
# ---------------------------------------------------------------------------
TASK = {
"work": L("""terminar las diapos para la reunión del {weekday}|enviar la nota de gastos|revisar el PR de {name}|
actualizar el roadmap|preparar la 1:1 con {name}|rellenar la hoja de horas|pasar a limpio el acta de la reunión|
actualizar los tickets de Jira|arreglar el bug del login|redactar la propuesta del proyecto|terminar la evaluación de desempeño|
ordenar la bandeja de entrada|aprobar las vacaciones de {name}|preparar el onboarding de la nueva|
imprimir el material del taller|hacer copia del portátil del curro|subir el hotfix|cerrar la hoja de presupuesto|
renovar la tarjeta de acceso|firmar el NDA|reservar sala para la retro|actualizar el deck|revisar el informe trimestral|
mergear la rama|reservar vuelos para la feria de {city}|mandar la factura al cliente|poner el fuera de oficina|
preparar el orden del día del jueves|hacer el informe de incidencias|actualizar el organigrama|
preparar la presentación para el comité|fichar al salir|pedir el certificado de empresa|revisar el contrato antes de firmar|
cerrar el sprint|preparar la demo|pedir un monitor nuevo para la ofi|documentar la API|
hacer la formación de prevención de riesgos|preparar el kick-off|actualizar mi LinkedIn|revisar los presupuestos de {company}"""),
"learning": L("""estudiar para el examen de {subject}|leer el tema {n} de {subject}|entregar el trabajo de {subject}|
hacer los deberes de {subject}|repasar el vocabulario|repasar las fichas|apuntarme al curso de {subject}|
ver la clase {n} grabada|devolver los libros a la biblio|terminar el módulo {n} del curso online|hacer la matrícula|
preparar la exposición|hacer la bibliografía|renovar el carné de la biblioteca|comprar el libro de {subject}|
pedir la beca|hacer la hoja de ejercicios {n}|hacer exámenes de otros años|hacer un horario de estudio|
reservar sala en la biblio|escribir el anteproyecto del TFG|entregar la memoria de prácticas|hacer Duolingo|
firmar la autorización de la excursión|revisar los deberes de {name}|rellenar la inscripción de la academia de inglés|
citar las fuentes del trabajo|subir la entrega al campus virtual|comprar el libro de lectura|preparar la mochila del cole|
pasar los apuntes a limpio|hacer el resumen de {subject}|pagar la matrícula|practicar el oral de inglés|
apuntar a {name} a clases de refuerzo|estudiar para la EBAU|repasar los verbos irregulares|hacer el trabajo en grupo de {subject}|
forrar los libros del cole|pedir el certificado de notas"""),
"home": L("""arreglar el grifo|cambiar el filtro del aire|limpiar los canalones|pasar la aspiradora|poner una lavadora|
tender la ropa|bajar la basura|sacar el reciclaje|llevar el vidrio al contenedor|regar las plantas|
cambiar la pila del detector de humo|colgar los cuadros|quitar la cal del hervidor|descongelar el congelador|
limpiar el horno|montar la estantería de Ikea|cambiar las sábanas|arreglar la silla que cojea|pintar el pasillo|
desatascar el lavabo|limpiar los cristales|ordenar el trastero|ordenar el armario|purgar los radiadores|
revisar la caldera|cambiar la silicona de la bañera|trasplantar la monstera|limpiar la nevera|dar de comer al gato|
llevar al perro al veterinario|arreglar la persiana|devolver la escalera a {name}|cambiar la alcachofa de la ducha|
quitar las malas hierbas|limpiar el baño|quitar el polvo|vaciar el lavavajillas|planchar camisas|doblar la ropa|
barrer la terraza|fregar el suelo|hacer copia de las llaves|cambiar la bombilla del pasillo|montar el zapatero|
lavar las cortinas|podar el seto|limpiar el arenero|poner el lavavajillas|cambiar el bombín de la puerta|
sacar la ropa de invierno|limpiar el extractor|fregar los platos"""),
"errands": L("""recoger el traje del tinte|comprar {grocery}|pillar {grocery}|llevar el paquete a Correos|
devolver {product} a {store}|recoger el paquete en el punto de recogida|comprar {product}|comprar sellos|hacer la compra|
lavar el coche|echar gasolina|recoger las fotos|comprar una tarjeta de cumple|pedir {product} en Amazon|
recoger {product} en {store}|llevar ropa al contenedor|cambiar la pila del reloj|cambiar los vaqueros en {store}|
devolver el coche de alquiler|llevar las pilas al punto limpio|pillar {grocery} de camino a casa|
recoger la tarta en la pastelería|comprar bolsas de basura|llevar los zapatos al zapatero|recoger el paquete del vecino|
recoger el portátil del servicio técnico|comprar cartuchos de tinta|comprar papel de cocina|comprar el pan|
llevar la devolución a Correos|comprar {grocery} en {grocer}|hacer la compra grande en {grocer}|comprar papel de regalo|
recoger las fotos de carnet|sacar dinero del cajero|ir al mercado|recargar la tarjeta del bus|
coger número en la charcutería|recoger las gafas en la óptica|llevar las botellas al contenedor"""),
"health": L("""recoger la receta|ir a la farmacia a por las pastillas|tomar las vitaminas|salir a correr|
pedir cita con el médico de cabecera|ponerme la vacuna de la gripe|pedir cita para el oculista|hacer tuppers para la semana|
estirar 10 min antes de dormir|pedir cita con el fisio|reservar un masaje|andar 10.000 pasos|pedir lentillas|
comprar zapatillas de correr|pedir cita para la limpieza dental|hacerme un análisis de sangre|renovar el gimnasio|
hacer los ejercicios del fisio|pedir cita con la ginecóloga|anular la cita del dermatólogo|llevar el parte de baja al curro|
pedir el volante para el traumatólogo|buscar la cartilla de vacunación|hacer 20 min de yoga|comprar proteína|
acostarme antes de las 12|beber más agua|apuntarme a la carrera de 10k|recoger el inhalador|mirarme el lunar|
arreglar las gafas|pedir cita con la Dra. {surname}|tomarme la tensión|ir a pilates|ir a la piscina|
empezar el plan de 5k|comprar el colirio|ir al gym|pedir la tarjeta sanitaria nueva"""),
"finance": L("""pagar el alquiler|pagar el recibo de la luz|hacer la declaración de la renta|presentar la renta antes del {date}|
pasar dinero a la cuenta de ahorro|darme de baja de {subscription}|revisar el extracto de la tarjeta|domiciliar el recibo del agua|
devolverle {money} a {name}|renovar el seguro del coche|actualizar el excel de gastos|reclamar el cargo duplicado|
pagar la multa|meter {money} en el fondo indexado|revisar la vida laboral|pedir presupuesto del seguro de hogar|
pagar el IBI|pagar la cuota de autónomos|hacer un Bizum a {name}|pagar la factura del móvil|pedir una tarjeta nueva|
ordenar los tickets para la gestoría|cancelar la tarjeta vieja|comparar hipotecas|pagar la guardería|
ampliar el fondo de emergencia|revisar la factura del gas|pagar la comunidad|cambiar de banco|archivar los recibos|
renovar el certificado digital|pagar la derrama|revisar los cargos de {subscription}|liquidar la tarjeta de crédito|
enviar el parte al seguro|pedir el borrador de la renta|fijar un presupuesto para las vacaciones|
transferir {money} para la factura|pedir el bono social|hacer el modelo 303"""),
"social": L("""comprar el regalo de {name}|comprar un regalo para {rel}|confirmar asistencia a la boda de {name}|
envolver los regalos|comprar una tarjeta para {rel}|llevar vino a casa de {name} el {weekday}|recoger a {rel} en el aeropuerto|
cuidar a los niños de {name}|comprar flores para {rel}|encargar la tarta para la fiesta de {name}|
firmar la tarjeta de despedida de {name}|reservar mesa en {restaurant} para el cumple de {name}|
escribir las tarjetas de agradecimiento|sacar entradas para el concierto de {name}|hacer un álbum de fotos para {rel}|
comprar algo para el baby shower|reservar la actividad de la despedida|organizar el amigo invisible|
comprar el regalo de aniversario|devolverle el táper a {name}|comprar un regalo de inauguración para {name}|
buscar disfraz para la fiesta|pedir el regalo de despedida de {name}|mandar la postal a {rel}|
buscar fecha para la cena de antiguos alumnos|comprar el regalo del día de la madre|reservar mesa para 14|
preparar la cama de invitados|hacer el bizcocho para el cumple|imprimir las fotos del viaje para {rel}|
escribir las felicitaciones de Navidad|comprar el regalo de la comunión|hinchar los globos|
comprar la carta a los Reyes Magos|preparar la noche de juegos"""),
"hobby": L("""afinar la guitarra|cambiar las cuerdas del bajo|practicar piano {n} min|terminar el puzle|comprar pinturas nuevas|
apuntarme al taller de cerámica|llevar la bici a revisar|encerar la tabla de snow|revelar el carrete|
limpiar el objetivo de la cámara|terminar la bufanda de punto|actualizar el blog|editar las fotos de {city}|
ir al rocódromo|sacarme la licencia de pesca|pedir cuerdas nuevas|imprimir la pieza en 3D|terminar el lego|
cargar las baterías del dron|sacar entradas para el concierto|esmaltar las tazas|escribir el siguiente capítulo de la novela|
ordenar los vinilos|engrasar la cadena de la bici|ensayar la canción nueva|comprar semillas para el balcón|
terminar la acuarela|leer el libro del club de lectura|grabar la versión de la canción|reservar pista de pádel|
pagar la cuota del club|lavar la equipación|preparar la ruta de senderismo del domingo|alimentar la masa madre|
montar la maqueta|impermeabilizar la tienda de campaña|comprar agujas de ganchillo"""),
None: L("""sacar los billetes de avión a {city}|renovar el pasaporte antes de {month}|cargar la batería externa|
hacer el check-in online|hacer la maleta para {city}|renovar el DNI|hacerme fotos de carnet|reservar hotel en {city}|
imprimir las tarjetas de embarque|pedir el visado|actualizar el móvil|hacer copia de las fotos del móvil|
liberar espacio en el móvil|pedir cita previa en extranjería|empadronarme|pedir el voto por correo|
sacar los billetes de AVE a {city}|comprar un adaptador de enchufe|cambiar la contraseña del wifi|
descargar los mapas offline de {city}|cambiar dinero para {city}|reservar el ferry|contratar el seguro de viaje|
mirar la presión de las ruedas|pasar la ITV|cambiar las ruedas del coche|comprar una maleta|alquilar coche en {city}|
pedir una SIM nueva|renovar el carné de conducir|solicitar el NIE|sacar el certificado digital|
hacer el cambio de domicilio en la DGT|reservar asientos en el tren|reiniciar el router|cambiar las contraseñas|
pedir la tarjeta sanitaria europea"""),
}
TASK_BARE = {
    "work": L("hoja de horas|gastos|diapos|nóminas|informe trimestral|facturas|la 1:1|fichar"),
    "learning": L("deberes|repaso|trabajo de historia|fichas|TFG|lecturas|ejercicios de mates"),
    "home": L("lavadora|platos|aspirar|basura|plancha|reciclaje|cristales|tender"),
    "errands": L("compra|tintorería|Correos|gasolina|sellos|pan|mercado"),
    "health": L("dentista|gym|fisio|vacuna gripe|vitaminas|oculista|correr|pilates|médico"),
    "finance": L("renta|alquiler|recibos|IBI|seguro del coche|cuota autónomos|comunidad"),
    "social": L("regalo mamá|confirmar boda|regalos de Reyes|tarjetas de agradecimiento|cumple de la abuela"),
    "hobby": L("guitarra|piano|cerámica|revisión bici|cuerdas nuevas"),
    None: L("pasaporte|DNI|visado|tarjeta de embarque|maleta|ITV|empadronamiento"),
}
EVENT = {
    "work": L("daily|1:1 con {name}|comida de equipo|reunión trimestral|all hands|reunión con cliente|retro|entrevista con {name}|offsite|evaluación de desempeño|sprint planning|call con {company}|reu con {name}"),
    "learning": L("examen de {subject}|tutoría|grupo de estudio|clase de {subject}|seminario de {subject}|reunión de padres|jornada de puertas abiertas|intercambio de idiomas|examen oral|clase particular"),
    "home": L("fontanero|revisión de la caldera|entrega de Ikea|electricista|limpiacristales|entrega de llaves|lectura del contador|junta de la comunidad|técnico del aire|cerrajero"),
    "errands": L("peluquería|taller|recogida del paquete|arreglo en la costurera|click and collect|recogida de muebles viejos|cambio de ruedas"),
    "health": L("dentista|fisio|Dra. {surname}|oculista|psicóloga|yoga|análisis de sangre|dermatólogo|vacuna|médico de cabecera|traumatólogo|spinning|ginecóloga"),
    "finance": L("cita en la gestoría|cita en el banco|firma de la hipoteca|fin de plazo de la renta|asesor financiero"),
    "social": L("cumple de {name}|cena con {name}|cañas con {name}|boda de {name}|brunch con mamá|café con {name}|barbacoa en casa de {name}|cena romántica|noche de juegos en casa de {name}|cumple de los niños|bautizo|comunión de mi sobrina"),
    "hobby": L("ensayo con el grupo|clase de cerámica|escalada|club de lectura|coro|club de ajedrez|salida de fotos|micro abierto|clase de baile|clase de natación|partido de pádel|partido de fútbol"),
    None: L("vuelo a {city}|cita DNI|tren a {city}|cita en extranjería|recogida en el aeropuerto|ITV|cita en la DGT"),
}

# ---------------------------------------------------------------------------
# Lists (all list names feminine: "a la ...", "en la ...")
# ---------------------------------------------------------------------------
def G(headers: str, items, listname: str, qty=None) -> dict:
    return {"headers": L(headers), "items": items if isinstance(items, list) else L(items),
            "listname": L(listname), "qty": qty}


LISTS = {
"errands": [
    G("compra|lista de la compra|súper|para el súper|{grocer}|mercado|para la cena|para la semana|para el finde|falta|hace falta|comprar|de la frutería|compra semanal|nevera vacía",
      GROCERY, "lista de la compra|lista|lista del súper|lista del Mercadona|lista de Carrefour|lista de la compra semanal", GROCERY_QTY),
    G("compra|{grocer}|para la semana|necesito|compra grande|lista de la compra", GROCERY, "lista de la compra|lista", GROCERY_QTY),
    G("droguería|Mercadona|para casa|cosas de casa|para el baño|se acaba|casi no queda",
      "papel higiénico~toilet paper|papel de cocina~kitchen roll|lavavajillas~dish soap|bolsas de basura~bin bags|estropajos~sponges|detergente~laundry detergent|pastillas del lavavajillas~dishwasher tabs|jabón de manos~hand soap|papel de aluminio~foil|film transparente~cling film|papel de horno~baking paper|pañuelos~tissues|pilas~batteries|bombillas~light bulbs|bolsas de congelar~freezer bags|champú~shampoo|pasta de dientes~toothpaste|desodorante~deodorant|discos desmaquillantes~cotton pads|arena del gato~cat litter|pienso~dog food|gel de ducha~shower gel|lejía~bleach|suavizante~fabric softener",
      "lista de la compra|lista|lista de casa"),
],
"home": [
    G("ferretería|Leroy Merlin|Bricomart|para el trastero|para la valla|herramientas",
      "escarpias|WD-40|lija|rodillos|cinta de carrocero|brocas|tornillos|tacos|nivel|escuadras|masilla|silicona|cinta americana|bridas|fusibles|escalera|bisagras|cola blanca|detector de cables|imprimación|plástico para cubrir|brochas",
      "lista de la ferretería|lista"),
    G("Ikea|para el piso|piso nuevo|baño|cocina|dormitorio|para el cuarto de los niños",
      "perchas|cajas de almacenaje|felpudo|alfombrilla de baño|cortina de ducha|barra de cortina|ganchos|cojines|alfombra|cesto de la ropa|cubertero|lámpara de mesilla|estor opaco|espejo|perchero|zapatero|especiero|edredón|almohadas|paños de cocina",
      "lista de Ikea|lista|lista del piso"),
    G("productos de limpieza|limpieza|debajo del fregadero",
      "lejía|estropajos|antical|limpiacristales|bayetas de microfibra|bolsas de aspiradora|guantes|limpiahornos|fregona|limpiador de baño|multiusos|desatascador|cepillo",
      "lista de limpieza|lista"),
    G("vivero|para el jardín|balcón|huerto",
      "tierra|abono|manguera|tijeras de podar|comida para pájaros|macetas|compost|semillas de césped|antibabosas|pala|bulbos|guantes de jardín|corteza de pino|regadera",
      "lista del jardín|lista"),
],
"work": [
    G("material de oficina|para la ofi|para el escritorio|congreso|para el taller",
      "libretas|pósits|adaptador HDMI|adaptador USB-C|rotuladores de pizarra|alfombrilla de ratón|soporte de portátil|acreditaciones|lanyards|folios|grapadora|tarjetas de visita|auriculares con micro|papel de rotafolio|webcam|organizador de cables",
      "lista de la ofi|lista"),
    G("orden del día lunes|orden del día|temas para la 1:1 con {name}|temas de la 1:1|puntos para la reunión de equipo|prioridades Q3|retro|temas para la reu",
      "roadmap|plan de contratación|presupuesto|números de Q3|offsite|plantilla|acciones de la retro|onboarding|precios|contratos con proveedores|OKRs|el lanzamiento|feedback de clientes|churn|revisión de seguridad|la demo|ánimo del equipo|ascensos|política de viajes|guardias|la migración|teletrabajo",
      "lista|lista de temas"),
],
"learning": [
    G("material escolar|vuelta al cole|para la uni|para clase|para el examen",
      "subrayadores|fichas|libreta de cuadros|calculadora|archivador|estuche|bata de laboratorio|pendrive|pósits|escuadra y cartabón|compás|rotuladores finos|agenda|calculadora científica|carpetas|mochila|forro para libros",
      "lista del cole|lista"),
    G("temas del examen|temario|me falta repasar|{subject} examen|para repasar|temas que entran",
      "mitosis|ciclo de Krebs|oferta y demanda|Revolución Francesa|derivadas|integrales|fotosíntesis|Guerra Fría|subjuntivo|participios|termodinámica|probabilidad|enzimas|condicionamiento operante|regresión|algoritmos de ordenación|joins de SQL|la Generación del 27|vectores|comentario de texto",
      "lista de repaso|lista"),
    G("cursos|quiero aprender|cosas que aprender|cursos online|habilidades",
      "Python|SQL|Excel|hablar en público|estadística|alemán|lengua de signos|mecanografía|Photoshop|primeros auxilios|machine learning|contabilidad básica|japonés|caligrafía",
      "lista|lista de cursos"),
],
"health": [
    G("farmacia|medicinas|botiquín|botiquín de viaje",
      "ibuprofeno|paracetamol|tiritas|vitamina D|multivitamínico|zinc|antihistamínico|protector solar|cacao para los labios|colirio|líquido de lentillas|pastillas para la garganta|jarabe para la tos|termómetro|Betadine|magnesio|suero oral|parches de calor|Voltarén|espray nasal",
      "lista de la farmacia|lista"),
    G("bolsa del gym|para el gimnasio|gym",
      "proteína|creatina|isotónico|gomas elásticas|rodillo de espuma|botella|toalla|candado|straps|cascos|chanclas|gel de ducha|camiseta de repuesto|magnesio en polvo",
      "lista del gym|lista"),
    G("rutina|día de pierna|pierna|tren superior|entreno de hoy|core|HIIT",
      "sentadillas|zancadas|plancha|flexiones|peso muerto|burpees|dominadas|remo|hip thrust|mountain climbers|press de banca|curl de bíceps|abdominales|sentadilla isométrica|jumping jacks",
      "lista|rutina"),
    G("snacks sanos|snacks para el curro|batch cooking",
      "almendras|tortitas de arroz|hummus|palitos de zanahoria|barritas de proteína|yogur griego|frutos rojos|huevos duros|edamame|manzanas|queso cottage|pechuga de pollo|arroz integral|brócoli",
      "lista de la compra|lista"),
],
"finance": [
    G("recibos|gastos fijos|gastos del mes|domiciliaciones|pagos de este mes|cargos fijos",
      "alquiler|luz|internet|móvil|agua|comunidad|gas|seguro del coche|hipoteca|préstamo|guardería|letra del coche|seguro de hogar|IBI|gimnasio|cuota de autónomos",
      "lista|lista de gastos"),
    G("suscripciones|suscripciones a cancelar|dar de baja|streaming",
      "Netflix|Spotify|Disney+|Audible|iCloud|HBO|el gimnasio|YouTube Premium|Amazon Prime|DAZN|la VPN|Adobe|Movistar+|Filmin|Patreon",
      "lista|lista de bajas"),
    G("papeles de la renta|para la gestoría|papeleo|documentos hipoteca|para el banco",
      "certificado de retenciones|nóminas|extractos|facturas|vida laboral|carta de Hacienda|recibos|certificado de empadronamiento|copia del DNI|libro de kilometraje|certificado de donaciones|escrituras|contrato de alquiler",
      "lista|lista de papeles"),
],
"social": [
    G("cosas para la fiesta|para la fiesta|cumple|fiesta de {name}|para el sábado|baby shower|cumple de los niños",
      "globos|velas|servilletas|platos de papel|guirnaldas|pancarta|gorritos|vasos|hielo|tarjeta de cumple|papel de regalo|bolsas de regalo|luces|bengalas|cava|picoteo|tarta|confeti|piñata",
      "lista de la fiesta|lista"),
    G("invitados|a quién invitar|felicitaciones de Navidad|invitaciones de boda|save the date|invitaciones",
      "{name}|{name}|{name}|{name}|la abuela|los García|la tía Carmen|los vecinos|mis primos|{name} y {name}|{name} + pareja|la familia de {name}|el tío Paco",
      "lista de invitados|lista"),
    G("barbacoa|para el picnic|comida del domingo|paellada",
      "hamburguesas|panecillos|salchichas|carbón|mazorcas|halloumi|ensaladilla|hielo|cerveza|tinto de verano|ensalada|servilletas|kétchup|brochetas de verduras|sandía|chorizo criollo",
      "lista de la barbacoa|lista|lista de la compra"),
],
"hobby": [
    G("libros|pendientes de leer|para leer|libros por leer|recomendaciones de {name}|lecturas",
      "Cien años de soledad|La sombra del viento|Patria|Rayuela|Nada|El infinito en un junco|Los santos inocentes|Piranesi|Klara y el Sol|Temporada de huracanes|Las madres no|Dune|Fortunata y Jacinta|Pedro Páramo|El túnel|La casa de los espíritus|Ordesa|El hobbit|Tú no eres como otras madres|Momo",
      "lista de libros|lista|lista de lecturas"),
    G("pelis|series|pelis pendientes|por ver|series para ver|noche de peli",
      "Parásitos|La llegada|Vidas pasadas|El viaje de Chihiro|El padrino|Oldboy|Amélie|Paddington 2|The Bear|Severance|Succession|La casa de papel|El Ministerio del Tiempo|The Wire|Mar adentro|Todo sobre mi madre|El laberinto del fauno|Shogun|Aftersun|Ocho apellidos vascos|Los domingos",
      "lista de pelis|lista|watchlist"),
    G("juegos|lista de deseos|wishlist de Steam|para jugar",
      "Zelda|Hades|Stardew Valley|Elden Ring|Celeste|Outer Wilds|Disco Elysium|Hollow Knight|Baldur's Gate 3|Portal 2|Balatro|Animal Crossing|Blasphemous",
      "lista de deseos|lista"),
    G("material de pintura|tienda de bellas artes|para pintar|manualidades",
      "acrílicos|pincel abanico|lienzo|gesso|líquido de enmascarar|papel de acuarela|cuaderno de bocetos|rotuladores calibrados|carboncillo|caballete|espátulas|limpiapinceles|pasteles al óleo",
      "lista|lista de material"),
    G("camping|material de acampada|para la ruta|festival|acampada",
      "tienda|saco de dormir|frontal|hornillo|bastones|esterilla|cartucho de gas|filtro de agua|botiquín|antimosquitos|mechero|navaja|bolsas de basura",
      "lista de acampada|lista"),
    G("ganchillo|mercería|para la bufanda",
      "lana gorda|agujas de punto|marcadores de puntos|aguja lanera|cuentavueltas|lana merino|cinta métrica",
      "lista|lista de la mercería"),
],
None: [
    G("maleta|equipaje|equipaje de mano|para el viaje|viaje a {city}|mochila del finde|llevar|no olvidar|para el vuelo|vacaciones|{city}",
      "cargador~charger|pasaporte~passport|calcetines~socks|cepillo de dientes~toothbrush|adaptador~adapter|cascos~headphones|gafas de sol~sunglasses|bañador~swimsuit|chanclas~flip flops|libro~book|snacks~snacks|pijama~pyjamas|jersey~jumper|chubasquero~raincoat|gorra~cap|crema solar~sunscreen|tarjeta de embarque~boarding pass|llaves~keys|cartera~wallet|portátil~laptop|kindle~kindle|almohada de viaje~neck pillow|tapones~earplugs|antifaz~eye mask|cámara~camera|paraguas~umbrella|entradas~tickets|medicinas~meds|sudadera~hoodie|zapatillas~trainers|cuchilla~razor|desodorante~deodorant|cepillo~hairbrush|batería externa~power bank|efectivo~cash|DNI~ID|lentillas de repuesto~spare contacts",
      "lista de la maleta|lista|lista del viaje"),
    G("cosas que buscar|cosas random|varios|para googlear|palabras que buscar",
      "sonder|la paradoja de Fermi|por qué ronronean los gatos|cómo funcionan las mareas|quién inventó la grapadora|petricor|el efecto Mandela|qué es un segundo intercalar|cómo se dice sobremesa en inglés|el origen de la siesta",
      "lista|lista de cosas"),
],
}

# ---------------------------------------------------------------------------
# Plans: headers and ordered steps (infinitive-first)
# ---------------------------------------------------------------------------
def S(headers: str, steps: str) -> dict:
    return {"headers": L(headers), "steps": L(steps)}


PLAN = {
"work": [
    S("offsite del equipo|organizar el offsite|preparar el offsite", "elegir fecha|buscar sitio|aprobar el presupuesto|mandar la agenda|contratar el catering|organizar el viaje de todos"),
    S("lanzamiento del producto|lanzamiento en {month}|preparar el lanzamiento", "cerrar precios|escribir la nota de prensa|formar al equipo de ventas|actualizar la web|preparar el mailing|preparar la demo"),
    S("preparar la revisión trimestral|revisión Q3|informe trimestral", "sacar los números|hacer las diapos|pedir feedback a {name}|ensayar la presentación|mandar el pre-read"),
    S("onboarding de {name}|incorporación de la nueva|acogida", "pedir el portátil|crear las cuentas|agendar reuniones de presentación|asignar un buddy|mandar el manual|planificar la primera semana"),
    S("migración al nuevo CRM|cambio de CRM|migración de sistema", "exportar los datos viejos|limpiar duplicados|importar al CRM nuevo|formar al equipo|apagar el sistema antiguo"),
    S("contratar diseñador|proceso de selección|vacante", "escribir la oferta|publicarla en LinkedIn|filtrar CVs|hacer entrevistas|hacer la oferta"),
    S("preparar la entrevista|entrevista de trabajo del {weekday}|entrevista", "investigar la empresa|practicar respuestas|preparar preguntas|planchar la camisa|imprimir el CV|mirar cómo llegar"),
    S("memoria anual|informe anual", "pedir input a cada equipo|redactar el resumen|diseñar los gráficos|pasar por legal|publicarlo"),
    S("charla del congreso|ponencia", "escribir el abstract|hacer el guion|preparar las diapos|hacer un ensayo con {name}|recortar a 20 min"),
    S("mudanza de oficina|cambio de oficina", "pedir presupuestos de mudanza|hacer el plano de puestos|empaquetar las mesas|montar la red|cambiar la dirección en todas partes"),
],
"learning": [
    S("preparar el examen de {subject}|final de {subject}|plan de estudio|exámenes de junio", "juntar todos los apuntes|hacer fichas|hacer exámenes de otros años|ir a tutoría|repasar los temas flojos|dormir bien la noche antes"),
    S("TFG|capítulo 2 del TFM|trabajo final", "terminar las lecturas|hacer el índice|escribir el primer borrador|mandarlo al tutor|arreglar la bibliografía"),
    S("aprender inglés|sacarme el B2|plan de idiomas", "hacer Duolingo cada día|buscar intercambio|ver series en VO|hacer la prueba de nivel|apuntarme a la academia"),
    S("solicitud del máster|becas Erasmus|solicitudes de posgrado", "mirar programas|pedir una carta a {name}|escribir la carta de motivación|pedir el expediente|entregar antes del plazo"),
    S("trabajo en grupo|trabajo de {subject}|exposición con {name}", "crear el grupo de WhatsApp|repartir las partes|escribir mi parte|juntar el documento|ensayar la exposición"),
    S("aprender a programar|curso de Python|meterme en data science", "elegir curso|instalar Python|hacer los 3 primeros módulos|hacer un proyecto pequeño|subirlo a GitHub"),
    S("sacarme el carné|carné de conducir|autoescuela", "apuntarme a la autoescuela|hacer el psicotécnico|estudiar el teórico|aprobar el teórico|dar clases prácticas"),
    S("vuelta al cole de {name}|inicio de curso|empezar el cole", "comprar los libros|forrar los libros|comprar el uniforme|preparar la mochila|apuntarle al comedor"),
],
"home": [
    S("mudanza|mudarnos al piso nuevo|cambio de piso", "conseguir cajas|alquilar furgoneta|cambiar la dirección|dar de alta internet|empaquetar la cocina|limpiar el piso viejo|devolver las llaves"),
    S("reformar el baño|obra del baño|baño nuevo", "elegir azulejos|pedir tres presupuestos|contratar al fontanero|encargar el mueble del lavabo|pintar el techo"),
    S("limpieza general|limpieza a fondo|zafarrancho", "vaciar el armario|lavar las cortinas|limpiar los cristales|limpiar la alfombra|vaciar la nevera"),
    S("ordenar el trastero|vaciar el garaje", "sacar todo del trastero|vender la bici vieja|comprar estanterías|montar las estanterías|llevar el resto al punto limpio"),
    S("pintar el dormitorio|cambiar el salón|pintar el pasillo", "elegir color|comprar pintura y rodillos|mover los muebles|poner cinta|dar dos manos|colocarlo todo"),
    S("huerto urbano|proyecto del jardín|arreglar el jardín", "quitar las malas hierbas|montar las mesas de cultivo|comprar tierra|plantar los plantones|poner el riego"),
    S("vender el piso|preparar la venta|poner el piso a la venta", "arreglar los azulejos rotos|pintar la entrada|pedir una tasación|elegir inmobiliaria|hacer las fotos"),
    S("cuarto del bebé|preparar la habitación del bebé", "vaciar el cuarto de invitados|pintar las paredes|montar la cuna|comprar estores opacos|lavar la ropita"),
    S("cocina nueva|reforma de la cocina", "medir la cocina|elegir los muebles|comparar presupuestos|contratar al montador|encargar la encimera"),
],
"errands": [
    S("recados del sábado|recados|vuelta de recados", "dejar el paquete en Correos|recoger la receta|lavar el coche|devolver los vaqueros|hacer la compra grande"),
    S("cosas del coche|poner el coche a punto", "pedir cita para la ITV|mirar las ruedas|pagar el impuesto de circulación|aspirar el coche|rellenar el limpiaparabrisas"),
    S("compras de Navidad|regalos de Reyes|compras navideñas", "hacer la lista de regalos|poner un presupuesto|pedir online antes del 15|ir al centro el sábado|envolverlo todo"),
    S("compras de vuelta al cole|material del cole", "medir los pies de los niños|comprar zapatos|pedir el chándal|comprar el material|marcarlo todo"),
    S("compra grande|compra del mes|ir al Makro", "mirar la despensa|hacer la lista|coger el coche grande|comprar a granel|repartir con {name}"),
],
"health": [
    S("ponerme en forma|plan de entreno|operación bikini|volver a entrenar", "apuntarme al gym|reservar sesión con entrenador|entrenar 3 días por semana|hacer batch cooking los domingos|apuntar el progreso"),
    S("media maratón|preparar la San Silvestre|entreno para el maratón", "buscar un plan|comprar zapatillas buenas|correr 3 veces por semana|alargar la tirada larga|bajar carga la última semana"),
    S("arreglar el sueño|dormir mejor|rutina de sueño", "nada de pantallas después de las 10|nada de café después de las 2|comprar cortinas opacas|levantarme siempre a la misma hora|probar la app de meditación"),
    S("operación de rodilla|antes de la operación|preparar la operación", "ir al preoperatorio|pedir la baja|buscar quien me lleve|llenar el congelador|montar la cama abajo"),
    S("comer más sano|cambio de dieta|menú semanal", "tirar la bollería|planificar las comidas|hacer una compra grande|cocinar el domingo|llevar táper al curro"),
    S("dejar de fumar|dejar el vaper", "elegir fecha|comprar parches|decírselo a {name}|tirar los mecheros|bajarme la app"),
],
"finance": [
    S("hacer la renta|declaración de la renta|la renta de este año", "pedir el certificado de retenciones|juntar los tickets|entrar con Cl@ve|revisar el borrador|presentarla"),
    S("ordenar las cuentas|presupuesto nuevo|plan de ahorro", "apuntar todas las suscripciones|cancelar las que no uso|abrir una cuenta de ahorro|domiciliar los recibos|revisarlo cada mes"),
    S("comprar piso|hipoteca|primera vivienda", "mirar mi historial|ahorrar la entrada|pedir preaprobación|buscar un bróker|empezar a ver pisos"),
    S("cambiar de banco|cuenta nueva", "abrir la cuenta nueva|pasar los recibos|dar el IBAN nuevo en el curro|cerrar la cuenta vieja"),
    S("pagar las deudas|liquidar la tarjeta", "apuntar todas las deudas|empezar por el interés más alto|hacer un plan de pagos|congelar la tarjeta|revisarlo cada mes"),
    S("empezar a invertir|plan de pensiones|fondos indexados", "leer sobre fondos indexados|abrir la cuenta en el bróker|programar una aportación mensual|revisar las comisiones|unificar los planes viejos"),
],
"social": [
    S("cumple de {name}|fiesta sorpresa para {name}|los 30 de {name}|organizar el cumple", "reservar el sitio|mandar las invitaciones|encargar la tarta|comprar la decoración|hacer una playlist|organizar la comida"),
    S("boda|nuestra boda|cosas de la boda", "fijar el presupuesto|reservar la finca|elegir fotógrafo|mandar los save the date|elegir el menú|hacer el seating"),
    S("Nochebuena en casa|cena de Navidad|comida de Navidad", "confirmar quién viene|encargar el cordero|pedir sillas prestadas|pensar el menú|envolver los regalos|limpiar la casa"),
    S("los 60 de mamá|jubilación de papá|aniversario de los abuelos", "elegir restaurante|reservar mesa|poner un bote entre todos|comprar el regalo|preparar unas palabras"),
    S("noche de juegos|cena en casa el sábado|cena del {weekday}", "invitar a la gente|pensar el menú|comprar los ingredientes|recoger el piso|hacer el postre la noche antes"),
    S("despedida de soltera|despedida de soltero|despedida", "crear el grupo|elegir finde|reservar el alojamiento|planear actividades|recoger el dinero"),
    S("baby shower de {name}|fiesta del bebé de {name}", "cuadrar fecha con {name}|mandar las invitaciones|encargar la tarta|preparar juegos|comprar el regalo"),
    S("cena de antiguos alumnos|reencuentro del insti", "buscar a todos en Facebook|elegir fecha|reservar el bar|mandar la invitación|hacer chapas con nombres"),
],
"hobby": [
    S("empezar un podcast|proyecto de podcast", "elegir tema|comprar un micro|grabar el piloto|editar el episodio|subirlo a Spotify"),
    S("banco de trabajo|proyecto de carpintería|taller en el trastero", "dibujar el plano|comprar la madera|cortar las piezas|montar la estructura|lijar y barnizar"),
    S("aprender guitarra|mejorar con la guitarra", "afinar cada día|aprender los acordes básicos|practicar 20 min al día|sacar una canción entera|tocársela a {name}"),
    S("proyecto de fotos|fanzine de fotos", "elegir tema|hacer fotos cada finde|editar las 30 mejores|imprimir el fanzine|compartirlo online"),
    S("acampada|finde de camping|ruta por los Picos", "mirar el tiempo|reservar el camping|preparar el material|planear la ruta|comprar comida"),
    S("tejer un jersey|proyecto de costura|hacer una colcha", "elegir el patrón|comprar la lana|hacer la muestra|tejer el cuerpo|coserlo todo"),
    S("concurso de fotos|exposición|presentarme al certamen", "elegir las obras|enmarcarlas|rellenar la inscripción|pagar la tasa|llevarlas"),
],
None: [
    S("viaje a {city}|escapada a {city}|finde en {city}|vacaciones|viaje", "sacar los vuelos|reservar el hotel|comprar entradas del museo|organizar los días|contratar el seguro de viaje|hacer la maleta"),
    S("renovar el pasaporte|renovar el DNI|pasaporte nuevo", "hacerme las fotos|pedir cita previa|rellenar el impreso|llevar el viejo|recoger el nuevo"),
    S("viaje en coche|ir en coche a {city}|road trip a {city}", "planear la ruta|pasar revisión al coche|reservar alojamientos|hacer una playlist|preparar comida para el camino"),
    S("visado para {city}|solicitud de visado", "mirar los requisitos|pedir cita|juntar los papeles|pagar la tasa|ir a la entrevista"),
    S("configurar el móvil nuevo|cambio de móvil|configurar el portátil", "hacer copia del móvil viejo|pasar las fotos|cambiar la SIM|activar el 2FA|resetear el viejo"),
    S("orden digital|limpieza digital", "darme de baja de newsletters|borrar apps que no uso|ordenar las fotos|cambiar contraseñas|limpiar el escritorio"),
    S("papeles de extranjería|sacar el NIE|empadronamiento", "pedir cita previa|rellenar el formulario|pagar la tasa 790|llevar el pasaporte|recoger la tarjeta"),
],
}

# ---------------------------------------------------------------------------
# Communication: contacts in the nominative; "a {c}" contracts to "al" by fix_contractions
# ---------------------------------------------------------------------------
PERSONAL = {
    "social": L("{name}|{name}|{name}|mamá|papá|la abuela|el abuelo|mi hermana|mi hermano|la tía Carmen|el tío Paco|mi prima|{name} y {name}|el grupo de la familia|mi suegra|mi novio|mi novia|la madre de {name}|la yaya"),
    "work": L("{name}|{name}|{name} del curro|{name} de {company}|mi jefe|mi jefa|el equipo"),
    "learning": L("{name} de clase|el grupo de estudio|{name}|mi compi de prácticas"),
    "home": L("mi compi de piso|el grupo del piso|la vecina del quinto"),
    "hobby": L("el grupo|{name} de cerámica|{name} del rocódromo|los del fútbol|{name}"),
}
ROLE = {
    "social": L("el grupo de la familia|la Sra. {surname}|los vecinos"),
    "work": L("recursos humanos|RRHH|el cliente|la clienta|el de IT|soporte|el proveedor|contabilidad|la agencia|el Sr. {surname}|la Sra. {surname}|dirección|el comercial de {company}"),
    "learning": L("la profe de {subject}|el profesor {surname}|la tutora|mi director de tesis|secretaría|el colegio|la academia|el instituto|la universidad|la Dra. {surname}|el AMPA|la escuela de idiomas"),
    "home": L("el casero|la casera|el administrador de la finca|el fontanero|el electricista|el portero|el presidente de la comunidad|la chica de la limpieza|el técnico de la caldera|el cerrajero|el Sr. {surname} del tercero|el veterinario|el pintor"),
    "errands": L("{store}|la tintorería|Correos|el mensajero|SEUR|atención al cliente|el taller|la costurera|la tienda de bicis|la pastelería|la mensajería"),
    "health": L("el dentista|la dentista|el médico de cabecera|el centro de salud|el fisio|la farmacia|mi psicóloga|la Dra. {surname}|el Dr. {surname}|la clínica|la óptica|la mutua|Sanitas|Adeslas|la consulta"),
    "finance": L("el banco|la gestoría|la asesora|el seguro|Hacienda|la compañía de la luz|la aseguradora|el gestor|BBVA|el Santander|la Seguridad Social|la del banco|el agente de seguros"),
    "hobby": L("mi profe de guitarra|el rocódromo|el club de lectura|la tienda de fotos|el club de running|la del coro|el entrenador|el club de pádel|la academia de baile"),
    None: L("la aerolínea|el hotel|el del sofá de Wallapop|la oficina de pasaportes|la embajada|la empresa de alquiler de coches|la compañía de internet|el anfitrión del Airbnb|Renfe|Movistar|Iberia|la DGT"),
}
P_PERSONAL = {"social": 0.85, "work": 0.45, "learning": 0.3, "home": 0.15, "hobby": 0.45}
TOPIC = {
    "social": L("el finde|el sábado|la fiesta|el cumple de {name}|Nochebuena|las vacaciones|la cena|la boda|los niños|el domingo|la cena de clase|Semana Santa|el regalo"),
    "work": L("las diapos|los números del Q3|el contrato|el offsite|la factura|la oferta|el presupuesto|el lanzamiento|los plazos|mi subida de sueldo|el bug|el roadmap|los siguientes pasos|la reunión|el proyecto|la deadline"),
    "learning": L("la prórroga|el trabajo|la tutoría|el trabajo en grupo|mi nota|la bibliografía|el TFG|la entrega|la carta de recomendación|el examen|la reunión de padres|la excursión"),
    "home": L("la calefacción|el contrato|la gotera|la ventana rota|la fianza|la humedad|la caldera|la subida del alquiler|el ruido|los contenedores|las llaves|la derrama|el ascensor"),
    "errands": L("el pedido|el paquete que no llega|mi reembolso|el arreglo|la devolución|la entrega|la reparación"),
    "health": L("los análisis|la cita|la receta|cambiar la cita|el volante|mi rodilla|la radiografía|la factura|la baja|la vacuna"),
    "finance": L("el seguro del coche|la hipoteca|el cobro de más|mi declaración|el préstamo|la pensión|el recargo|el siniestro|la cuenta|la renta|la carta de Hacienda"),
    "hobby": L("el próximo ensayo|el entreno|esta semana|la próxima quedada|el bolo|el ensayo general|el sábado|el material|el torneo"),
    None: L("la maleta perdida|el cambio de vuelo|la reserva|el visado|el reembolso|el sofá|la cancelación|el wifi|la cita"),
}
MSG = {
    "social": L("llego tarde|el sábado sigue en pie|tengo las entradas|gracias por la cena|llego 10 min tarde|la fiesta es a las 7|llevo el postre|aterrizamos {hora}|no puedo el {weekday}|la cena es en casa|los niños mandan besos|ya hemos llegado|feliz cumple"),
    "work": L("la reunión se pasa {hora}|las diapos están listas|el {weekday} teletrabajo|llego tarde a la daily|el informe está hecho|el {weekday} libro|el cliente ha firmado|necesito un día más|el build ya funciona"),
    "learning": L("llego tarde a clase|necesito una prórroga|no puedo ir al grupo de estudio|ya he mandado el borrador|la lectura es el tema {n}|{name} hoy no va porque está malo"),
    "home": L("la calefacción se ha vuelto a romper|el grifo gotea|el alquiler llega el viernes|no han recogido la basura|estoy en casa por la tarde"),
    "errands": L("lo recojo el {weekday}|el paquete nunca llegó|quiero que me devuelvan el dinero"),
    "health": L("tengo que cambiar la cita|ya estoy mejor|el {weekday} no puedo"),
    "finance": L("el pago va con retraso|me han cobrado dos veces|quiero darme de baja"),
    "hobby": L("no llego al ensayo|llevo el ampli|el bolo es {hora}"),
    None: L("el vuelo va con retraso|llegamos tarde al check-in|sigo interesada en el sofá"),
}

# ---------------------------------------------------------------------------
# Notes
# ---------------------------------------------------------------------------
NOTE = {
"work": L("""código de la sala de reuniones: {code}|el código de la sala es {code}|apuntar: código sala {code}|
{name} del equipo de diseño lleva {worktopic}|idea: {workidea}|la impresora de la 4ª planta está rota otra vez|
el cliente prefiere llamadas antes de las 10|{name} está de vacaciones hasta el {date}|la daily ahora siempre es {hora}|
buen apunte de {name}: {insight}|nota para mí: {worknote}|número de empleado {code}|{bossnom} lo quiere todo en un documento|
el contrato con {company} se renueva en {month}|ideas para el offsite del equipo|{name} dice que el presupuesto está congelado hasta {month}|
charla interesante sobre {talktopic} en el all hands|la extensión de {name} es {code}|límite de dietas para cenas: {money}|
idea para el onboarding: {workidea}|la contraseña de staging está en el gestor de contraseñas|{name} es quien sabe de nóminas|
{name} toma el café solo|los datos del dashboard van con un día de retraso|aprendizaje de la retro: {insight}|
se teletrabaja {weekdays} y los viernes|el comedor cierra {weekdays}|centro de coste del equipo: {code}"""),
"learning": L("""charla interesante sobre {talktopic}|{foreignpair}|hoy he aprendido que {fact}|dato: {fact}|el examen de {subject} cuenta un 40%|
tutorías del profesor {surname}: martes de 16 a 18|de clase: {fact}|libro recomendado: {nonfiction}|buena explicación de {concept} en el tema {n}|
ojo: el trabajo va en formato APA|por fin entiendo {concept}|cita de la lectura: '{quote}'|
la biblio abre hasta las 22 entre semana|{name} tiene los apuntes de la semana {n}|el podcast sobre {talktopic} estuvo genial|
ideas para el tema del TFG|para aprobar {subject} hace falta un 5|nota para mí: {studynote}|truco para {concept}: {mnemonic}|
paper interesante sobre {talktopic}|la reunión de padres es siempre el primer martes de mes|vocabulario: {vocab}|
{subject} ahora es {weekdays} a tercera hora|número de expediente {code}"""),
"home": L("""contraseña del wifi: {pw}|la contraseña del wifi de la casa rural es {pw}|la basura orgánica se saca {weekdays}|caldera: {model}|
filtro de 16x25|color para el pasillo: {paint}|la llave de repuesto está {spot}|ideas para el jardín|idea: {homeidea}|
el cuadro de luces está {fusebox}|lectura del contador {code}|la llave de paso está debajo del fregadero|
el teléfono del administrador está en la nevera|el fontanero bueno fue {name}, buen precio|el cartón se baja {weekdays}|
para la estantería tacos del 8|ojo: código de la alarma {code}|ideas para el salón|
el detector de humo pita solo cuando se acaba la pila|el lavavajillas va con las pastillas pequeñas|
{paint} quedaba mejor que el blanco en el dormitorio|el interruptor del extractor del baño está detrás del espejo|
la casera se llama {surname}, vive en el bajo|el portero viene {weekdays}|el técnico de la caldera vino el {date}|
la calefacción del baño en el 3|el contenedor amarillo es para envases"""),
"errands": L("""la panadería de la plaza abre los domingos hasta las 2|{store} abre {weekdays} hasta las {clock}|{grocer} tiene {grocery} en oferta hasta el {date}|
en {store} el parking es gratis a partir de las 8|Correos abre los sábados a las 9:30|{grocery} en {grocer} sale mucho más barato|
en {store} tienes 30 días para devolver|número de pedido {code}|PIN del punto de recogida {code}|la tintorería cierra de 2 a 5|
el zapatero del mercado también hace llaves|la máquina de devolver botellas de {grocer} está al fondo|el mercadillo es solo {weekdays}|
código de recogida {code}|el click and collect está en la parte de atrás|la etiqueta de devolución va en la caja|{store} abre más tarde {weekdays}"""),
"health": L("""grupo sanguíneo {bloodtype}|pulsaciones en reposo {hr}|esta mañana {kg} kg|duermo mejor cuando {habit}|nota para mí: {healthnote}|
la médica dice: {advice}|alérgica a {allergen}|ibuprofeno máx. 3 al día|hoy {n} km en {time2}|migraña otra vez, ¿{trigger}?|
número de receta {code}|tensión esta mañana 12/8|ojo: soy alérgico a {allergen}|talla de zapatillas de correr 42|
el fisio dice: {advice}|{n} días sin azúcar|el teléfono directo de la consulta viene en la carta|me vino la regla el {date}|
la espalda peor después de estar mucho sentada|la cartilla de vacunas está en el cajón de la entrada|
el médico de cabecera no pasa consulta {weekdays} por la tarde|lo que me da dolor de cabeza: {trigger}"""),
"finance": L("""el alquiler sube a {money}|idea de presupuesto: {financeidea}|la cuenta que acaba en {code} es la conjunta|la renta sale a devolver unos {money}|
{subscription} se renueva el día {nth}|este mes {money} en Glovo 😬|{name} me debe {money}|tipo fijo al {rate}%|idea: {financeidea}|
número de póliza {code}|la nómina entra el día {nth}|el plazo de la renta acaba el 30 de junio|
ojo: el seguro del coche se renueva en {month}|la luz del mes pasado {money}|{name} pagó el cine, le debo {money}|
el número de la Seguridad Social está en la carpeta azul|el PIN de la cuenta conjunta NO es el de siempre|
el Real Decreto 7/2021 es el de la ayuda del alquiler|la paga extra llega en junio y diciembre|la derrama fueron {money}"""),
"social": L("""ojo: {name} es alérgica a {allergen}|los hijos de {name} se llaman {name} y {name}|el cumple de {name} es el {date}|
ideas para el cumple de {name}|idea de regalo para {rel}: {gift}|{name} no bebe|{name} ahora es vegetariano|
¡{name} y {name} se han prometido!|dirección nueva de {name}: {street} {n}|a {name} le gusta {gift}|{name} toma el té sin azúcar|
conocí a {name} {place}, trabaja en {company}|{name} ha empezado en {company}|ideas de regalo de Navidad para {rel}|
el perro de {name} se llama {pet}|{name} está embarazada, sale de cuentas en {month}|talla de {name}: M|
{name} prefiere mensajes a llamadas|el aniversario es el {date}|a {name} le encantó {gift}|el santo de la abuela es el {date}|
{name} tiene número nuevo"""),
"hobby": L("""idea para un relato: {story}|progresión de acordes {chords}|ruta chula: {trail}|idea: {hobbyidea}|{albumby} es buenísimo|
f/8 1/250 ISO 200 funcionó para el atardecer|{name} me recomendó {book}|80 puntos para el gorro|récord {code}|
masa madre: 500 g harina, 350 g agua, 100 g masa madre|el concierto de {artist} fue brutal|ideas para el próximo cuadro|
idea de canción: {story}|cejilla en el 2 para {album}|el rocódromo está vacío después de las 9|{book} mejor de lo que esperaba|
vídeo interesante sobre {hobbytopic}|línea de bajo en mi menor|{trail}, unas 3 horas|el coro ensaya {weekdays}|
el pádel ahora es {weekdays} a las 7"""),
None: L("""pensamiento random sobre {random}|pensamiento de ducha: {showerthought}|cita: '{quote}'|parking planta {n}, fila {letter}|
qué raro: {showerthought}|'{quote}' - {author}|sueño de anoche: {dream}|el cielo esta tarde estaba {skycol}|random: {fact}|
pensamiento: {showerthought}|nota para mí: {selfnote}|aparcado en la planta {n}, plaza {code}|taquilla número {n}|
idea: una app que {appidea}|idea: {appidea2}|nombre para un barco: {boatname}|{quote}|{whyq}|curioso: {showerthought}|
el olor a {smell}|hoy hay luna llena 🌕|el pasaporte acaba en {code}|AVE coche 7, asiento {n}"""),
}
V.update({
    "code": L("4411|2290|7815|0309|5562|1187|9034|3310|8420|6071|1212|4873|2008|7716|3359|56|93|1047"),
    "bossnom": L("mi jefe|mi jefa|la responsable|el cliente|RRHH|dirección"),
    "worktopic": L("la API|facturación|la app|los contratos con proveedores|analítica|el sistema de diseño|las guardias|compras"),
    "workidea": L("dailies asíncronas los viernes|unas FAQ para la gente nueva|etiquetar los tickets por cliente|un demo day al mes|comidas con dirección|una plantilla para el update semanal|asignar bugs por componente automáticamente"),
    "insight": L("mejor entregas pequeñas|dejar siempre las decisiones por escrito|al cliente le importa más la rapidez que las features|nadie lee la wiki|menos reuniones, responsables claros"),
    "worknote": L("trabajo mejor por las mañanas|bloquear tiempo de foco antes de comer|no aceptar proyectos nuevos hasta Q4|pedir feedback más a menudo|nada de Slack después de las 7"),
    "talktopic": L("el sueño y la memoria|las bacterias intestinales|el urbanismo|la historia de la sal|los agujeros negros|los hábitos|la economía romana|la inteligencia de los pulpos|la seguridad de la IA|la adaptación al clima|el efecto placebo|los mapas medievales"),
    "foreignpair": L("gezellig = acogedor|saudade = añoranza|hygge = acogedor|Fernweh = ganas de viajar lejos|komorebi = luz entre las hojas|lagom = lo justo|to procrastinate = procrastinar|serendipity = casualidad afortunada|tsundoku = comprar libros y no leerlos|Feierabend = fin de la jornada|Kummerspeck = kilos de la pena"),
    "fact": L("la miel nunca caduca|los pulpos tienen tres corazones|los plátanos son bayas|la torre Eiffel crece en verano|Venus gira al revés|la caca del wombat es cúbica|los tiburones son más antiguos que los árboles|los perezosos aguantan 40 min sin respirar|Cleopatra vivió más cerca de la llegada a la Luna que de las pirámides"),
    "nonfiction": L("Pensar rápido, pensar despacio|Sapiens|El cuerpo lleva la cuenta|Hábitos atómicos|Por qué dormimos|El infinito en un junco|Factfulness|La vida secreta de los árboles"),
    "concept": L("los autovalores|el subjuntivo|la oferta y la demanda|el teorema de Bayes|la recursividad|la ósmosis|el coste de oportunidad|la entropía|el ciclo de Krebs|los p-valores|las derivadas|las integrales"),
    "studynote": L("escribir a mano me ayuda a recordar|pomodoro funciona, 25/5|estudiar en la biblio, no en casa|primero exámenes de otros años|dormir antes de los exámenes, nada de noches en vela"),
    "mnemonic": L("Mi Vieja Tía Marta Jamás Supo Usar Nada|ANDRES para los elementos|la regla del paraguas|Chiquito come flan"),
    "vocab": L("die Rechnung = la factura|to postpone = aplazar|der Geburtstag = el cumpleaños|reliable = fiable|das Finanzamt = Hacienda|to nudge = dar un toque"),
    "pw": L("Piña42|CasaAzul!88|Girasol2019|queso-cabra-7|Michi#4|wifi4invitados|Robledal_2020|Llama55|Playa!14|Movistar_5G_9F2A"),
    "model": L("Vaillant ecoTEC|Junkers Cerapur|Saunier Duval Thema|Baxi Roca Neodens|Ariston Clas One"),
    "paint": L("Bruguer 'Gris Perla'|verde salvia|terracota|blanco roto|azul petróleo|rosa palo|gris medio"),
    "spot": L("en el macetero azul|debajo del felpudo|en el trastero|en el cajón de la entrada|detrás de la maceta|en casa de la vecina"),
    "fusebox": L("en la entrada|en el armario del pasillo|en el trastero|detrás de la puerta|en la cocina"),
    "homeidea": L("ganchos para las llaves junto a la puerta|una balda encima del escritorio|hierbas en la ventana|una lámpara colgante en el pasillo|un banco bajo la ventana|guirnalda de luces en el balcón"),
    "clock": L("9|9 y media|10|21:30|22:00"),
    "bloodtype": L("0+|A-|B+|AB+|0 negativo|A positivo"),
    "hr": L("58|62|71|55|66"),
    "kg": L("72|68,5|81|90,2|64|77"),
    "time2": L("28 min|31:40|55 min|1:02 h|24 min"),
    "habit": L("no tomo café después de las 2|leo antes de dormir|la habitación está fresca|paseo por la mañana|no bebo vino|me acuesto antes de las 11"),
    "healthnote": L("agua antes del café|estirar después de cada carrera|comer antes del gym, no después|vitamina D en invierno|desayunar antes de los turnos largos"),
    "advice": L("hielo dos veces al día|nada de correr en 2 semanas|menos sal|volver si en una semana no mejora|tomarlo con comida|más fibra"),
    "allergen": L("los frutos secos|el marisco|la penicilina|los gatos|el gluten|el látex|el sésamo|la lactosa|las picaduras de abeja|el polen de olivo"),
    "trigger": L("el vino tinto|demasiada pantalla|beber poca agua|el calor|dormir poco|el queso|el estrés"),
    "financeidea": L("guardar cada billete de 5|findes sin gastar|redondear las compras y ahorrar|cocinar los domingos en vez de pedir|regla 50/30/20|ahorrar nada más cobrar"),
    "nth": L("1|3|5|12|15|20|28"),
    "rate": L("3,2|2,9|4,1|3,65|1,99"),
    "gift": L("un taller de cerámica|el pañuelo del mercadillo|una vela bonita|unos cascos con cancelación de ruido|un libro firmado|un libro de cocina|un buen aceite|una planta|entradas para un concierto|un vale para un spa|un tocadiscos|un marco de fotos"),
    "street": L("c/ Mayor|Avda. de la Constitución|c/ del Pez|Plaza España|c/ Real|Paseo de Gracia|c/ Alcalá|Ronda Sur"),
    "place": L("en el congreso|en la boda|en yoga|en el rocódromo|en la fiesta de {name}|en la reunión de padres|en el club de lectura|en el parque de perros"),
    "pet": L("Toby|Mochi|Luna|Canela|Bruno|Nala|Coco|Chispa"),
    "story": L("un farero que colecciona cartas perdidas|una ciudad donde nadie puede mentir|viajes en el tiempo pero solo 5 minutos|un atraco en una quesería|gemelas que se cambian la vida un verano|un fantasma que vive en un Ikea"),
    "chords": L("Lam Fa Do Sol|Mim Do Sol Re|Re La Sim Sol|Do Lam Rem Sol7"),
    "trail": L("la ruta de la cresta desde el parking|el camino de la costa pasando el faro|la ruta azul del embalse|la ruta de la cascada encima del pueblo"),
    "hobbyidea": L("pintar el mismo árbol cada mes|un fanzine de cafés del barrio|un calendario de adviento de lana|fotos analógicas de todas las paradas de bus|versionar la sintonía con ukelele"),
    "albumby": L("El mal querer de Rosalía|In Rainbows de Radiohead|Random Access Memories de Daft Punk|Currents de Tame Impala|Rumours de Fleetwood Mac|Omega de Enrique Morente|La leyenda del tiempo de Camarón|Un verano sin ti de Bad Bunny"),
    "artist": L("Rosalía|Radiohead|C. Tangana|Tame Impala|Vetusta Morla|Fleetwood Mac|Natalia Lafourcade|Love of Lesbian|Bad Bunny"),
    "album": L("El mal querer|In Rainbows|Kid A|Currents|Rumours|Motomami|Un día en el mundo|La leyenda del tiempo"),
    "book": L("Patria|La sombra del viento|Nada|Rayuela|Piranesi|El nombre del viento|Los santos inocentes|Ordesa|Pedro Páramo"),
    "hobbytopic": L("ensamblajes japoneses de madera|revelar en casa|técnica de bajo|greñar la masa madre|speedcubing|bonsáis"),
    "random": L("las nubes|la lluvia en la ventana|los móviles viejos|las palomas|el color naranja|los ascensores|el pan|el mar|los búhos nocturnos|las escaleras"),
    "smell": L("césped recién cortado|lluvia en el asfalto|la cocina de la abuela|papel viejo|crema solar|hoguera"),
    "showerthought": L("nadie sabe cómo suena de verdad su propia voz|cada foto es del pasado|los peces no saben que están mojados|quien le puso nombre al pulpo se lo pasó bien|igual todos vemos un azul distinto|las tostadoras tuestan igual desde hace 100 años"),
    "quote": L("hecho es mejor que perfecto|el camino es la meta|vísteme despacio que tengo prisa|quien no arriesga no gana|compararse es robarse la alegría|el mejor momento para plantar un árbol fue hace 20 años|lo que haces cada día importa más que lo que haces de vez en cuando"),
    "author": L("Séneca|mi abuela|Marco Aurelio|Machado|alguien en la radio|Gloria Fuertes|anónimo|un TikTok"),
    "dream": L("se me caían los dientes otra vez|volaba sobre una ciudad de pan|volvía al instituto y llegaba tarde al examen|la casa tenía una habitación de más|mi móvil era un pez"),
    "skycol": L("rosa|lila y naranja|naranja chillón|verde raro|despejadísimo|lleno de estrellas"),
    "selfnote": L("no decir que sí a todo|ser más amable conmigo|aburrirse está bien|más paseo, menos scroll|irse pronto está bien"),
    "appidea": L("te recuerde regar las plantas|divida la cuenta por platos|te recuerde contestar a los amigos|encuentre cafés tranquilos|intercambie libros entre vecinos|apunte qué le prestaste a quién"),
    "appidea2": L("un bot de la basura para la calle|una web de recetas sin historias|un mapa de baños públicos|inventario de la nevera compartido|un botón de playlist según el ánimo"),
    "boatname": L("Viento en Popa|La Gamba Feliz|Insumergible II|Ctrl-Alt-Mar|Marea Baja"),
    "whyq": L("por qué los gatos tiran cosas de la mesa|por qué decimos 'Jesús' al estornudar|por qué los hoteles tienen jabones tan pequeños|por qué los aeropuertos tienen moqueta|por qué la radio pone siempre las mismas 10 canciones"),
    "letter": L("A|B|C|D|F|G|H|K"),
})

# ---------------------------------------------------------------------------
# Templates
# ---------------------------------------------------------------------------
T_TASK = L("""{t}|{t}|{when} {t}|{t} {when}|{t} antes del {date}|{t} el {date}|tengo que {t}|hay que {t} {when}|
no olvidar {t}|que no se me olvide {t}|pendiente: {t}|por hacer: {t}|{t} - {when}|{when}: {t}|{t} ({when})|{t} asap|{t}!!|
{day} {t}|{t} {day} {hora}|debería {t} {when}|sin falta {t}|{t}, urgente|urgente: {t}|{t} cuando conteste {name}|
tengo que {t} {when}|tenemos que {t} {when}|tarea: {t}|acuérdate: {t}|{when} sin falta {t}|{day}: {t}|to do: {t}|
hoy {t}|{t} - importante|a ver si {when} consigo {t}|necesito {t}""")
T_TASK_ASSIST = L("""recuérdame {when} {t}|recuérdame {t}|recordatorio {when}: {t}|recordatorio: {t} {when}|¿me recuerdas {t} {when}?|
añade "{t}" a mis tareas|{t} a la lista de tareas|apunta {t} en mis tareas|nueva tarea: {t}|pon {t} en mis pendientes|
recuérdame {hora} {t}|recordatorio {day}: {t}|avísame {when} para {t}|crea una tarea: {t}|añade a pendientes: {t}|
recuérdame {day} {hora} {t}|pon un recordatorio para {t} {hora}""")
T_EVENT = L("""{e} {day} {hora}|{e} {day}|{e} {hora}|{day} {hora} {e}|{e} - {day} {hora}|{e} el {date}|{e} el {date} {hora}|
{day}: {e}|{e} se pasa al {weekday}|{e} {day} por la mañana|{e} {day} {hora}!!|{date} {e}|{e} {date}|{day} {e} {hora}|
{e} {day}, {hora}""")
T_EVENT_ASSIST = L("""añade {e} al calendario el {date}|pon {e} en el calendario {day} {hora}|calendario: {e} {day} {hora}|
recordatorio: {e} {day}|crea un evento: {e}, {day} {hora}|apunta {e} el {date} en la agenda|bloquea {day} {hora} para {e}|
avísame de {e} {day}|recuérdame {e} {day} {hora}|agenda: {e} el {date}""")
T_REMIND_COMM = L("""recuérdame llamar a {c}|recuérdame {when} escribir a {c}|recuérdame {hora} devolverle la llamada a {c}|
recordatorio: llamar a {c}|recordatorio {day}: escribir a {c}|recuérdame {day} mandar un correo a {c}|recuérdame contestar a {c}|
pon "llamar a {c}" en mis tareas|añade escribir a {c} a mis pendientes|recuérdame llamar a {c} por lo de {topic}|
recordatorio {when}: hablar con {c}""")
T_COMM = L("""llamar a {c}|{when} llamar a {c}|llamar a {c} por lo de {topic}|llamar a {c} para lo de {topic}|
devolverle la llamada a {c}|devolver la llamada a {c}|{when} devolverle la llamada a {c}|escribir a {c}|escribirle a {c}|
mandar un mail a {c}|mandar un correo a {c} sobre {topic}|mail a {c} por lo de {topic}|hablar con {c}|
hablar con {c} de {topic}|{when} hablar con {c} sobre {topic}|preguntar a {c} por {topic}|contestar a {c}|responder a {c}|
responder el correo de {c}|{day} {hora} llamar a {c}|volver a llamar a {c}|llamar a {c} un momento|tengo que llamar a {c}|
llamar a {c}!!|{c}: llamar|{c} - devolver llamada|contactar con {c} por {topic}|escribir a {c} sobre {topic}""")
T_COMM_CASUAL = L("""mandar un whatsapp a {c}|escribir por whatsapp a {c}|decirle a {c} que {m}|avisar a {c} de que {m}|
avisar a {c} que {m}|contarle a {c} que {m}|whatsapp a {c}: {m}|mensaje a {c}: {m}|escribirle a {c}: {m}|
recordarle a {c} que {m}|recuérdale a {c} que {m}|decir a {c}: {m}|llamar a {c} y decirle que {m}|mandar un audio a {c}|
pegarle un toque a {c}|dar un toque a {c}|preguntar a {c} si le va bien {day}|felicitar a {c}|escribir a {c} un momento|
cancelar con {c}|confirmar con {c}|videollamada con {c}|hacer una videollamada a {c}|mandarle un audio a {c}: {m}""")
T_COMM_FORMAL = L("""contactar con {c} por lo de {topic}|enviar un correo a {c} sobre {topic}|escribir a {c} para reclamar {topic}|
consultar con {c} lo de {topic}|preguntar a {c} por {topic}|reclamar a {c} lo de {topic}|insistir a {c} con {topic}|
avisar a {c} de {topic}|pedir a {c} que me llame|poner una reclamación a {c}|llamar a {c} para pedir cita|
mandar un email a {c} con lo de {topic}|responder a {c} sobre {topic}|dar parte a {c}""")
T_COMM_ASSIST = L("""llama a {c}|llama a {c} en manos libres|escríbele a {c} que {m}|manda un mensaje a {c}: {m}|
envía un correo a {c} sobre {topic}|dile a {c} que {m}|¿puedes llamar a {c}?|llama a {c} porfa|marca a {c}|
responde a {c}: {m}|escribe un email a {c}: {m}|manda un SMS a {c}: {m}|tengo que escribirle a {c}|debería llamar a {c}|
contesta a {c} que {m}|envíale a {c} un mensaje: {m}""")

T_LIST_WRAP = L("""{h}: {items}|{h} - {items}|{h}\n{itemsnl}|{h}:\n{itemsnl}|{items}|{itemsnl}|{h}: {items}|
hace falta: {items}|{h}\n{itemsnl}|{items} ({h})|{h} —\n{itemsnl}|{h}: {items}!!|{h}\n\n{itemsnl}|{h}!\n{itemsnl}|falta: {items}""")
T_LIST_ASSIST = L("""añade {itemsand} a la {ln}|pon {item} en la {ln}|apunta {item} en la {ln}|{item} a la {ln} porfa|
mete {itemsand} en la {ln}|añade a la {ln}: {items}|lista nueva {h}: {items}|haz una lista: {items}|
crea una lista con {itemsand}|apúntame {item} y {item2} en la lista|nos quedamos sin {item}, a la {ln}|
¿puedes añadir {itemsand} a la {ln}?|{item} para la {ln}|añádeme {item} a la {ln}|{itemsand} a la lista|
apunta en la {ln}: {items}""")

T_PLAN = L("""{h}: {s}|{h}\n{snl}|{h}:\n{snl}|{h} - {s}|plan {h}: {s}|organizar {h}:\n{snl}|primero {s1}, luego {s2}, luego {s3}|
primero {s1}, después {s2} y luego {s3}|{s1} -> {s2} -> {s3}|{h}. Primero {s1}, luego {s2} y al final {s3}|{h}\npasos:\n{snl}|
pendientes {h}: {s}|{h} !!\n{snl}|{s1}, {s2} y luego {s3} ({h})|{h}: primero {s1}, luego {s2} y {s3}|proyecto {h}:\n{snl}|
{h} > {s1} > {s2} > {s3}|pasos para {h}:\n{snl}|{h} :: {s}|hoja de ruta {h}: {s}|{h} – {s1}, después {s2}, por último {s3}|
plan para {h}:\n{snl}""")


# ---------------------------------------------------------------------------
# Generators
# ---------------------------------------------------------------------------
CONTRACT = [(re.compile(r"\b([Aa]) el\b"), r"\1l"), (re.compile(r"\b([Dd])e el\b"), r"\1el")]


def contract(text: str) -> str:
    """'a el electricista' -> 'al electricista', 'de el contrato' -> 'del contrato' (lower-case article only:
    'a El Corte Inglés' keeps its capital)."""
    for pat, rep in CONTRACT:
        text = pat.sub(rep, text)
    return text


def gen_task(ctx: Ctx, cat):
    roll = ctx.rng.random()
    if roll < 0.07:
        return ctx.fill(ctx.pick(TASK_BARE[cat]))
    if roll < 0.22:
        tpl = ctx.pick(T_EVENT_ASSIST if ctx.chance(0.3) else T_EVENT)
        return ctx.fill(tpl, {"e": ctx.pick(EVENT[cat])})
    if roll < 0.26 and cat in ("social", "work", "health", "finance", "home", "learning"):
        c = ctx.fill(ctx.pick((PERSONAL.get(cat) or []) + ROLE[cat]))
        return ctx.fill(ctx.pick(T_REMIND_COMM), {"c": c, "topic": ctx.pick(TOPIC[cat])})
    if roll < 0.29 and cat == "work":
        return ctx.fill(ctx.pick(L("programar una reunión con {name} el {weekday}|montar una reu con {name} {day} {hora}|agendar una call con {bossnom} {day}|bloquear 30 min con {name} {day}")))
    tpl = ctx.pick(T_TASK_ASSIST) if ctx.chance(0.22) else ctx.pick(T_TASK)
    return ctx.fill(tpl, {"t": ctx.fill(ctx.pick(TASK[cat]))})


def list_item(ctx: Ctx, item: str, english: bool) -> str:
    es, _, en = item.partition("~")
    return en if english and en and ctx.chance(0.5) else es


def gen_list(ctx: Ctx, cat):
    r = ctx.rng
    spec = ctx.pick(LISTS[cat])
    english = ctx.chance(0.08)  # a few writers switch to English for some items
    if ctx.chance(0.26):
        items = [ctx.fill(list_item(ctx, x, english)) for x in ctx.sample(spec["items"], r.randint(2, 4))]
        return ctx.fill(ctx.pick(T_LIST_ASSIST), {
            "items": join_items(ctx, items, "y", "comma"),
            "itemsand": join_items(ctx, items[:r.randint(2, len(items))], "y", "comma_and"),
            "item": items[0], "item2": items[1], "ln": ctx.pick(spec["listname"]), "h": ctx.pick(spec["headers"])})
    items = ctx.sample(spec["items"], r.choice([2, 3, 3, 4, 4, 5, 5, 6, 7, 8]))
    items = [ctx.fill(list_item(ctx, x, english)) for x in items]
    if spec["qty"] and ctx.chance(0.35):
        items[r.randrange(len(items))] = ctx.pick(spec["qty"])
    tpl = ctx.pick(T_LIST_WRAP)
    if tpl in ("{items}", "{itemsnl}") and spec["qty"] is None and cat is not None:
        tpl = "{h}: {items}"  # bare item lists without a header only read naturally for groceries/packing
    if tpl.startswith(("hace falta", "falta")) and cat not in ("errands", "home", None):
        tpl = "{h}: {items}"
    return ctx.fill(tpl, {"h": ctx.pick(spec["headers"]), "items": join_items(ctx, items, "y"),
                          "itemsnl": bullets(ctx, items)})


def gen_plan(ctx: Ctx, cat):
    r = ctx.rng
    sc = ctx.pick(PLAN[cat])
    steps = sc["steps"]
    k = min(len(steps), r.choice([3, 3, 4, 4, 5]))
    chosen = [ctx.fill(steps[i]) for i in sorted(r.sample(range(len(steps)), k))]
    sep = r.choice([", ", ", ", ", luego ", "; "])
    s = sep.join(chosen[:-1]) + r.choice([", ", " y ", ", luego ", ", después "]) + chosen[-1]
    return ctx.fill(ctx.pick(T_PLAN), {"h": ctx.fill(ctx.pick(sc["headers"])), "s": s, "snl": bullets(ctx, chosen),
                                       "s1": chosen[0], "s2": chosen[1], "s3": chosen[2]})


def gen_comm(ctx: Ctx, cat):
    personal = cat in PERSONAL and ctx.chance(P_PERSONAL[cat])
    extra = {"c": ctx.fill(ctx.pick(PERSONAL[cat] if personal else ROLE[cat])), "topic": ctx.pick(TOPIC[cat]),
             "m": ctx.fill(ctx.pick(MSG[cat]))}
    roll = ctx.rng.random()
    if roll < 0.22:
        tpl = ctx.pick(T_COMM_ASSIST)
    elif roll < 0.42 and personal:
        tpl = ctx.pick(T_COMM_CASUAL)
    elif roll < 0.6 and not personal:
        tpl = ctx.pick(T_COMM_FORMAL)
    else:
        tpl = ctx.pick(T_COMM)
    return ctx.fill(tpl, extra)


def gen_note(ctx: Ctx, cat):
    return ctx.fill(ctx.pick(NOTE[cat]))


def contracted(gen):
    return lambda ctx, cat: contract(gen(ctx, cat))


GEN = {"task": contracted(gen_task), "list": contracted(gen_list), "plan": contracted(gen_plan),
       "communication": contracted(gen_comm), "note": contracted(gen_note)}


# ---------------------------------------------------------------------------
# Surface noise as Spanish writers type on a phone
# ---------------------------------------------------------------------------
ABBREV = [
    (r"\bque\b", ["q", "k"]), (r"\bpor favor\b", ["porfa", "xfa", "pf"]), (r"\bmañana\b", ["mñn", "mañ", "mñana"]),
    (r"\bfin de semana\b", ["finde"]), (r"\btambién\b", ["tb", "tmb"]), (r"\bporque\b", ["pq", "xq"]),
    (r"\bcumpleaños\b", ["cumple"]), (r"\bmensaje\b", ["msj", "mensa"]), (r"\bwhatsapp\b", ["wasap", "whats", "wsp"]),
    (r"\bsábado\b", ["sáb", "sab"]), (r"\bdomingo\b", ["dom"]), (r"\blunes\b", ["lun"]), (r"\bviernes\b", ["vie"]),
    (r"\bmiércoles\b", ["mié", "mierc"]), (r"\bjueves\b", ["jue"]), (r"\bpor\b", ["x"]), (r"\bteléfono\b", ["tlf", "tfno"]),
    (r"\breunión\b", ["reu"]), (r"\bprofesora?\b", ["profe"]), (r"\buniversidad\b", ["uni"]), (r"\bpara\b", ["pa"]),
    (r"\bminutos\b", ["min"]), (r"\bnúmero\b", ["nº", "núm"]), (r"\bseñora\b", ["Sra."]), (r"\bseñor\b", ["Sr."]),
    (r"\bdoctora\b", ["Dra."]), (r"\bdoctor\b", ["Dr."]), (r"\bbiblioteca\b", ["biblio"]), (r"\bpapá\b", ["papi"]),
    (r"\bmamá\b", ["mami"]), (r"\bNavidad\b", ["Navidad", "Navi"]),
    (r"\bordenador\b", ["ordena", "pc"]), (r"\bdiapositivas\b", ["diapos"]), (r"\bgimnasio\b", ["gym", "gimnasio"]),
]
FILLERS = L("pues|eh|este|bueno|a ver|o sea|vale|ehh|mmm|pues nada|bueno pues|eeh")
QWERTY_ES = {
    "q": "wa", "w": "qes", "e": "wrd", "r": "etf", "t": "ryg", "y": "tuh", "u": "yij", "i": "uok", "o": "ipl",
    "p": "oñ", "a": "sqz", "s": "adw", "d": "sfe", "f": "dgr", "g": "fht", "h": "gjy", "j": "hku", "k": "jli",
    "l": "kñ", "ñ": "l", "z": "xa", "x": "zc", "c": "xv", "v": "cb", "b": "vn", "n": "bm", "m": "n",
}
EMOJI = {"work": ["💼", "📊", "💻"], "learning": ["📚", "✏️", "🎓"], "home": ["🏠", "🧹", "🪴"],
         "errands": ["🛒", "📦", "🛍️"], "health": ["💪", "🦷", "💊"], "finance": ["💸", "💰", "🧾"],
         "social": ["🎂", "🎉", "❤️"], "hobby": ["🎸", "📷", "🎨"], None: ["✈️", "🙃", "✨"]}


def strip_accent(ch: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))


def fold_es(r: random.Random, text: str) -> str:
    """A third type without accents or ñ ("manana"); some drop only a few; many skip the opening ¿ ¡."""
    x = r.random()
    if x < 0.33:
        text = strip_accent(text)
    elif x < 0.45:
        text = "".join(strip_accent(ch) if r.random() < 0.5 else ch for ch in text)
    if r.random() < 0.6:
        text = text.replace("¿", "").replace("¡", "")
    return text


def casing_es(r: random.Random, text: str) -> str:
    x = r.random()
    lines = text.split("\n")
    if x < 0.45:
        lines = [ln.lower() for ln in lines]
    elif x < 0.9:
        lines = [cap_first(ln) for ln in lines]
    return "\n".join(lines)


NOISE = Noise(abbrev=ABBREV, fillers=FILLERS, neighbours=QWERTY_ES, fold=fold_es, casing=casing_es, emoji=EMOJI)


def main() -> None:
    opt = options("es", SEED, N_TRAIN, OUT_DIR)
    run("es", opt.seed, opt.train_size, V, GEN, NOISE, SUPPLEMENT, EVAL, opt.out)


if __name__ == "__main__":
    main()
