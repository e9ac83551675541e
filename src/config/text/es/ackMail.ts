import { formatOpeningHours, OPENING_HOURS, SITE } from "../../site.ts";
import type { ACK_MAIL_TEXT as English } from "../en/ackMail.ts";
import type { Translation } from "../translation.ts";
import { PROPOSAL_TEXT } from "./proposal.ts";

export const ACK_MAIL_TEXT: Translation<typeof English> = {
  subject: `Recibimos su solicitud: ${SITE.name}`,
  greeting: "Hola:",
  body: `Gracias por comunicarse con ${SITE.name}. Recibimos su solicitud.`,
  next: {
    contact:
      "Qué sigue: uno de nuestros gerentes de proyecto la lee y le llama o le escribe, normalmente en un día hábil, para hablar de su proyecto y, si conviene, acordar una visita.",
    chat: "Qué sigue: uno de nuestros gerentes de proyecto le llama o le escribe, normalmente en un día hábil, y ya tiene su conversación con nuestro asistente.",
    estimate:
      "Qué sigue: uno de nuestros gerentes de proyecto revisa su estimado y se comunica con usted, normalmente en un día hábil, para afinarlo. Una visita a la obra convierte el rango aproximado en un presupuesto fijo.",
  },
  whereToFollow: PROPOSAL_TEXT.mail.whereToFollow,
  estimateTitle: "Su estimado",
  estimateFields: {
    projectType: "Tipo de proyecto",
    roomType: "Espacio",
    squareFootage: "Pies cuadrados",
    timeline: "Plazo",
    ballpark: "Rango aproximado",
  },
  hours: `Nuestro horario de oficina: ${formatOpeningHours(OPENING_HOURS, "es")} (hora del Este).`,
  urgent: `Si es urgente, llámenos al ${SITE.phone}.`,
  automatic: "Esta es una confirmación automática; puede responderla.",
};
