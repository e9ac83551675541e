import type { SERVICES_TEXT as English } from "../en/services.ts";
import type { Translation } from "../translation.ts";

export const SERVICES_TEXT: Translation<typeof English> = {
  index: {
    title: "Servicios",
    description:
      "Remodelaciones completas, construcción, reparaciones, diseño y acabados, plomería, electricidad y diseño de interiores en Virginia, Maryland y DC.",
    heading: "Nuestros servicios",
    intro:
      "Siete oficios bajo un mismo techo y un solo gerente de proyecto que los coordina: su obra se planifica una vez y se construye bien.",
    listLabel: "Servicios",
    ctaHeading: "¿No sabe qué servicio necesita?",
  },
  page: {
    title: (service) => `${service} en VA, MD y DC`,
    breadcrumb: "Ruta de navegación",
    quoteMessage: (name) => `Quisiera un presupuesto de ${name}: `,
    included: "Qué incluye",
    costHeading: "Costo típico en Virginia, Maryland y Washington, DC",
    costIntro:
      "Según la guía de precios que usa nuestro estimador: mano de obra y materiales, con acabados de gama media a alta.",
    costTableLabel: (service) => `${service}: tabla de costos`,
    columns: { project: "Proyecto", perSquareFoot: "Por pie cuadrado", total: "Total típico" },
    forSize: (squareFeet) => `para ${squareFeet} pies cuadrados`,
    source: "Fuente (en inglés):",
    guideLink: (guide) => `Lea la guía completa: ${guide}`,
    projectsHeading: (_title, name) => `Proyectos de ${name}`,
    reviewsHeading: (name) => `Lo que dicen nuestros clientes de los trabajos de ${name}`,
    faqHeading: (service) => `${service}: preguntas frecuentes`,
    areasHeading: "Dónde trabajamos",
    ctaHeading: (name) => `¿Está planeando un proyecto de ${name}?`,
  },
};
