import type { AREA_TEXT as English } from "../en/areas.ts";
import type { Translation } from "../translation.ts";

export const AREA_TEXT: Translation<typeof English> = {
  serviceName: (label) => `Construcción y remodelación en ${label}`,
  quoteMessage: (label) => `Proyecto en ${label}: `,
  permitsHeading: (place) => `Permisos en ${place}`,
  permitOffice: "Oficina de permisos",
  officeLink: (office) => `${office} (sitio en inglés)`,
  weApply: "Preparamos los planos, solicitamos los permisos y atendemos a los inspectores.",
  housingHeading: (place) => `Las casas en las que trabajamos en ${place}`,
  neighborhoods: "Vecindarios:",
  commonHeading: (place) => `Lo que se construye en ${place}`,
  projectsHeading: (place) => `Nuestros proyectos en ${place}`,
  reviewsHeading: (place) => `Reseñas de clientes en ${place}`,
  servicesHeading: (place) => `Nuestros servicios en ${place}`,
  ctaHeading: (place) => `¿Está planeando un proyecto en ${place}?`,
};
