import { formatOpeningHours, OPENING_HOURS, SITE } from "../../site.ts";
import type { FRAME_TEXT as English } from "../en/frame.ts";
import type { Translation } from "../translation.ts";

export const FRAME_TEXT: Translation<typeof English> = {
  tagline: "Construcción y remodelación en Virginia, Maryland y DC",
  skipLink: "Ir al contenido",
  logoLabel: `${SITE.name}, inicio`,
  mainNav: "Principal",
  mobileNav: "Menú móvil",
  menu: "Menú",
  loading: "Cargando...",
  call: (phone) => `Llamar al ${phone}`,
  nav: {
    home: "Inicio",
    services: "Servicios",
    projects: "Proyectos",
    about: "Nosotros",
    reviews: "Reseñas",
    contact: "Contacto",
    costGuide: "Guía de costos",
  },
  footer: {
    serviceArea: "Trabajamos en Virginia, Maryland y Washington, DC",
    hours: formatOpeningHours(OPENING_HOURS, "es"),
    navLabel: "Pie de página",
    explore: "Explore el sitio",
    areas: "Zonas donde trabajamos",
    contact: "Contacto",
    rights: (year) => `© ${year} ${SITE.legalName}. Con licencia y seguro en VA, MD y DC. `,
    license: (short, number) => `${short} n.º ${number}`,
    demoNumbers: " (números de demostración)",
    privacy: "Política de privacidad",
  },
  account: {
    estimator: "Estimador con IA",
    premium: "Premium",
    logout: "Cerrar sesión",
    requests: "Mis solicitudes",
    loginRequired: "Inicie sesión para usar el Estimador con IA",
    loggedOut: "Sesión cerrada",
    logoutFailed: "No se pudo cerrar la sesión",
  },
  language: {
    label: "Idioma",
  },
};
