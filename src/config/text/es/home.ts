import { SITE } from "../../site.ts";
import type { HOME_TEXT as English } from "../en/home.ts";
import type { Translation } from "../translation.ts";

export const HOME_TEXT: Translation<typeof English> = {
  description: `${SITE.name} remodela cocinas, baños y casas completas y construye ampliaciones en Virginia, Maryland y Washington, DC. Con licencia, asegurados y puntuales. Llame al ${SITE.phone}.`,
  badge: "Con licencia y seguro en VA · MD · DC",
  heading: "Construimos y remodelamos casas para disfrutar por décadas",
  intro: `De la remodelación de cocinas y baños a ampliaciones y locales comerciales, ${SITE.name} planifica, construye y termina cada proyecto con un solo equipo responsable.`,
  servicesHeading: "Lo que hacemos",
  servicesIntro:
    "Construcción y remodelación de principio a fin, desde el primer boceto hasta la última mano de pintura.",
  allServices: "Todos los servicios",
  stats: {
    label: "Nuestra trayectoria",
    projects: "Proyectos terminados",
    clients: "Clientes satisfechos",
    states: "Estados donde trabajamos",
  },
};
