import type { PROJECTS_TEXT as English } from "../en/projects.ts";
import type { Translation } from "../translation.ts";
import { FRAME_TEXT } from "./frame.ts";

export const PROJECTS_TEXT: Translation<typeof English> = {
  page: {
    title: "Nuestros proyectos",
    description: (company) =>
      `Cocinas, baños, ampliaciones, sótanos y adecuación de locales comerciales de ${company} en Virginia, Maryland y Washington, DC.`,
    heading: "Nuestros proyectos",
    intro:
      "Trabajos recientes de nuestros equipos en toda la región de la capital. ¿Le gusta alguno? Cuéntenos sobre el suyo.",
    galleryLabel: "Galería de proyectos",
    ctaHeading: "¿Tiene en mente un proyecto como estos?",
  },
  project: {
    title: (title, location) => `Proyecto: ${title}, ${location}`,
    /** The project's own text is the owner's English: the Spanish page says what it shows, in Spanish. */
    description: (title, location, company) =>
      `Un proyecto de ${company} en ${location}: «${title}». Fotos, detalles y cómo pedir un presupuesto para algo parecido.`,
    breadcrumb: "Ruta de navegación",
    projects: "Proyectos",
    service: "Servicio:",
    area: "Zona:",
    about: "Sobre este proyecto",
    photoAlt: (title, label, number, count) => `${title}${label ? `, ${label}` : ""} (foto ${number} de ${count})`,
    quoteMessage: (title) => `Vi el proyecto «${title}» y quisiera algo parecido: `,
    allProjects: "Todos los proyectos",
    /** Not the title: it is the owner's English, and a Spanish sentence around it reads as a mistake. */
    ctaHeading: (_title) => "¿Está planeando algo parecido?",
  },
  grid: {
    loading: FRAME_TEXT.loading,
    loadFailure: "No se pudieron cargar los proyectos",
    retry: "Intentar de nuevo",
    emptyTitle: "Pronto habrá proyectos nuevos",
    emptyBody:
      "Estamos fotografiando nuestros últimos trabajos. Cuéntenos sobre su proyecto: podría ser el próximo que aparezca aquí.",
    emptyCta: "Escríbanos",
    imageUnavailable: "Imagen no disponible",
    likeSuccess: "¡Gracias por su apoyo!",
    likeFailure: "No se pudo guardar su «me gusta»",
    likes: (count) => `${count} me gusta`,
    likeSubject: (title, location) => `${title} en ${location}`,
    likeLabel: (subject, liked, likes) => `${liked ? "Le gustó" : "Me gusta"} ${subject}, ${likes}`,
    filters: {
      label: "Filtrar proyectos",
      service: "Servicio",
      area: "Zona",
      allServices: "Todos los servicios",
      allAreas: "Todas las zonas",
      clear: "Ver todos los proyectos",
      showing: (shown, total) =>
        shown === total
          ? total === 1
            ? "Se muestra el único proyecto"
            : `Se muestran los ${total} proyectos`
          : `Se muestra${shown === 1 ? "" : "n"} ${shown} de ${total} proyectos`,
      noMatch: "Todavía no hay proyectos con estos filtros.",
    },
    details: (title) => `${title}: ver el proyecto`,
    photoLabels: { before: "Antes", after: "Después" },
  },
};
