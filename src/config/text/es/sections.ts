import type { SECTIONS_TEXT as English } from "../en/sections.ts";
import type { Translation } from "../translation.ts";

export const SECTIONS_TEXT: Translation<typeof English> = {
  allProjects: "Todos los proyectos",
  faqHeading: "Preguntas frecuentes",
  estimateNote: {
    lead: "Un estimado no es un presupuesto.",
    text: "Los rangos de nuestra guía de precios y del estimador con IA le ayudan a planificar sus gastos; el precio que usted firma es un presupuesto por escrito que le damos después de una visita a la obra, para el alcance que acordemos.",
    privacy:
      "Lo que usted escribe se envía a nuestro proveedor de IA para redactar el estimado y se guarda para nuestro equipo:",
    privacyLink: "política de privacidad",
  },
};
