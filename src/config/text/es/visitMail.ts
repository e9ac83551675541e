import { SITE } from "../../site.ts";
import type { VISIT_MAIL_TEXT as English } from "../en/visitMail.ts";
import type { Translation } from "../translation.ts";

export const VISIT_MAIL_TEXT: Translation<typeof English> = {
  summary: `Visita a la obra: ${SITE.name}`,
  description:
    "Una visita gratis: vemos el espacio, tomamos medidas y hablamos del proyecto; después le enviamos un presupuesto por escrito.",
  subject: {
    booked: (when) => `Su visita está reservada: ${when}`,
    moved: (when) => `Su visita cambió de fecha: ${when}`,
    cancelled: (when) => `Su visita está cancelada: ${when}`,
    reminder: (when) => `Recordatorio: su visita el ${when}`,
  },
  greeting: "Hola:",
  intro: {
    booked: `Gracias por reservar una visita con ${SITE.name}.`,
    moved: "Su visita tiene una nueva hora.",
    cancelled: "Su visita está cancelada, como nos pidió. La hora queda libre.",
    reminder: "Un recordatorio: mañana vamos a ver su proyecto.",
  },
  when: "Cuándo",
  where: "Dónde",
  expect:
    "Qué esperar: alrededor de una hora en su casa. Vemos el espacio, tomamos medidas y fotos, y hablamos de lo que tiene en mente. El presupuesto por escrito llega en pocos días.",
  manage: "Para cambiar la fecha o cancelar",
  bookAgain: "Para reservar una nueva visita",
  call: `¿Preguntas? Llámenos al ${SITE.phone}.`,
  automatic: "Este es un mensaje automático; puede responderlo.",
  timeZone: "hora del Este",
};
