import { SITE } from "../../site.ts";
import type { ABOUT_TEXT as English } from "../en/about.ts";
import type { Translation } from "../translation.ts";

export const ABOUT_TEXT: Translation<typeof English> = {
  title: "Sobre nosotros",
  description: `Desde ${SITE.foundedYear}, ${SITE.name} construye y remodela casas y negocios en Virginia, Maryland y DC: trabajo de calidad, un equipo con experiencia y obras entregadas a tiempo.`,
  heading: `Conozca a ${SITE.name}`,
  intro: `Una empresa local y familiar que construye y remodela en toda el área metropolitana de Washington desde ${SITE.foundedYear}.`,
  storyHeading: "Nuestra historia",
  story: [
    `${SITE.name} comenzó con una camioneta pickup, unas cuantas herramientas y una promesa sencilla: llegar cuando decimos que vamos a llegar y construir cada obra como si fuera nuestra propia casa. Los primeros trabajos fueron reparaciones de terrazas de madera (decks) y acabados de sótanos en el norte de Virginia; las recomendaciones de boca en boca hicieron el resto.`,
    "Hoy nuestros equipos remodelan cocinas y baños, construyen ampliaciones y acondicionan oficinas en Virginia, Maryland y Washington, DC. Seguimos contestando nuestro propio teléfono, seguimos recorriendo cada obra con el dueño de la casa antes de enviar la factura final, y la mayor parte de nuestro trabajo todavía nos llega por recomendación de los vecinos de clientes anteriores.",
  ],
  highlights: {
    quality: {
      title: "Calidad",
      text: "Materiales elegidos para durar y un trabajo que firmamos con nuestro nombre, respaldado por una garantía por escrito.",
    },
    team: {
      title: "Un equipo experto",
      text: "Carpinteros, plomeros y electricistas con licencia, y nuestro propio diseñador, que trabajan juntos todos los días.",
    },
    onTime: {
      title: "Puntualidad",
      text: "Un cronograma por escrito desde el primer día y un informe cada semana, hasta que le devolvemos las llaves.",
    },
    licensed: {
      title: "Con licencia y seguro",
      text: "Contratistas con licencia en Virginia, Maryland y DC, con cobertura de seguro completa para su protección.",
    },
  },
  credentials: {
    heading: "Licencias, seguros y garantía",
    demoNote:
      "Este es un sitio de muestra: los números y las condiciones marcados como demostración son inventados y no pertenecen a ninguna empresa real.",
    demoBadge: "Demostración",
    licences: "Licencias",
    number: "n.º",
    issuedBy: "Expedida por:",
    insurance: "Seguros",
    warranty: "Garantía",
    certifications: "Certificaciones y afiliaciones",
  },
};
