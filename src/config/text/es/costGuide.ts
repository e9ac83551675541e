import type { COST_GUIDE_TEXT as English } from "../en/costGuide.ts";
import type { Translation } from "../translation.ts";
import { OPTION_TEXT } from "./options.ts";

export const COST_GUIDE_TEXT: Translation<typeof English> = {
  breadcrumb: "Ruta de navegación",
  home: "Inicio",
  region: "Virginia, Maryland y Washington, DC",
  perSquareFoot: "Costo por pie cuadrado",
  squareFeetSuffix: OPTION_TEXT.squareFeet,
  perSquareFootSuffix: "por pie cuadrado",
  sizeColumn: "Tamaño",
  totalColumn: "Total típico (mano de obra y materiales)",
  tableCaption: (heading) => `${heading}: costo total típico según el tamaño`,
  includes: "Qué incluye",
  basis: "De dónde sale la cifra",
  drivers: "Qué determina el costo",
  sources: "Fuentes (en inglés)",
  sourcesIntro:
    "Los rangos se basan en estas publicaciones, todas en inglés: usamos las cifras de la región de Washington, DC cuando la publicación las tiene y ampliamos el rango para cubrir acabados de gama media a alta.",
  reviewed: (date) => `Cifras revisadas por última vez el ${date}.`,
  spanLead: "Totales típicos para los tamaños de abajo",
  method: (region, minimum) =>
    `Los rangos cubren mano de obra y materiales en ${region} y se calculan igual que el rango inmediato de nuestro estimador con IA: los pies cuadrados por el costo por pie cuadrado, redondeado hacia afuera y nunca por debajo de nuestro cargo mínimo por trabajo de ${minimum}. Sirven para planificar, no son un presupuesto: una visita a la obra le da un precio firme.`,
  ctaHeading: "¿Cuánto costaría su proyecto?",
  ctaText:
    "Ingrese su propio cuarto y tamaño en el estimador con IA para obtener un rango inmediato y un estimado detallado, o cuéntenos sobre su proyecto y le responderemos en un día hábil.",
  ctaEstimator: "Pruebe el estimador con IA",
  ctaContact: "Pida un presupuesto gratis",
  call: (phone) => `Llame al ${phone}`,
  contactMessage: (label) => `Leí su guía de costos (${label}) y quisiera un presupuesto para mi proyecto.`,
  otherGuides: "Más guías de costos",
  projectTypes: OPTION_TEXT.projectTypes,
  roomTypes: OPTION_TEXT.roomTypes,
  index: {
    title: "Guía de costos de remodelación en VA, MD y DC",
    description:
      "Cuánto cuesta remodelar por pie cuadrado en el norte de Virginia, los suburbios de Maryland y DC: cocinas, baños, sótanos, dormitorios, salas y ampliaciones.",
    serviceType: "Remodelación de viviendas",
    heading: "Cuánto cuesta remodelar en Virginia, Maryland y DC",
    intro: (region) =>
      `Las guías de costos nacionales promedian todo el país, y construir en la región de Washington cuesta más. Estas guías le dan el costo por pie cuadrado con el que trabajamos en ${region}, el total típico para tamaños comunes de cada cuarto, lo que sube o baja el precio y las fuentes públicas detrás de cada cifra.`,
    guidesHeading: "Guías de costos por cuarto y tipo de proyecto",
    tableHeading: "Costo por pie cuadrado, por tipo de proyecto y cuarto",
    meaning: {
      renovation:
        "Una renovación renueva un cuarto sin cambiar su distribución: superficies, accesorios y gabinetes renovados o reemplazados donde están.",
      remodel: "Una remodelación cambia la distribución o la estructura: se mueven paredes, tuberías o cableado.",
      addition:
        "Una ampliación construye espacio nuevo con calefacción y aire acondicionado junto a la casa o debajo de ella.",
      repair: "Una reparación arregla daños sin mejorar el cuarto.",
    },
    roomColumn: "Cuarto",
    tableCaption: (projectType) => `${projectType}: costo por pie cuadrado según el cuarto`,
  },
};
