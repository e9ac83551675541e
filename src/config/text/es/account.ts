import { SITE } from "../../site.ts";
import type { ACCOUNT_TEXT as English } from "../en/account.ts";
import type { Translation } from "../translation.ts";

export const ACCOUNT_TEXT: Translation<typeof English> = {
  title: "Mi cuenta",
  description: `Sus estimados, solicitudes y visita al sitio con ${SITE.name}, y en qué punto está cada uno.`,
  heading: "Mis solicitudes",
  intro:
    "Todo lo que nos ha pedido, en un solo lugar, con el punto en que está. Lo actualizamos a medida que avanzamos.",
  status: {
    new: "Lo recibimos",
    contacted: "Estamos en contacto",
    quoted: "Presupuesto enviado",
    won: "Trabajo acordado",
    lost: "Cerrado",
  },
  statusLabel: "En qué punto está",
  estimates: "Sus estimados",
  requests: "Sus mensajes y pedidos de llamada",
  visits: "Su visita al sitio",
  noEstimates: "Todavía no tiene estimados.",
  noRequests: "Todavía no tiene mensajes.",
  noVisits: "No tiene una visita reservada.",
  newEstimate: "Obtener un estimado",
  bookVisit: "Reservar una visita al sitio",
  contact: "Envíenos un mensaje",
  kinds: {
    contact: "Mensaje",
    chat: "Pedido de llamada desde el chat",
    booking: "Visita al sitio",
    estimate: "Estimado",
  },
  sent: (date) => `Enviado el ${date}`,
  sentWithAddress: (date) => `Enviado el ${date} con su correo electrónico`,
  ballpark: "Rango aproximado",
  estimateText: "El estimado",
  visitWhen: (when) => `Visita el ${when}`,
  visitCancelled: (when) => `Cancelada: la visita del ${when}`,
  manageVisit: "Cambiar o cancelar la visita",
  closeVisit: "Cerrar",
  verify: {
    text: "Los mensajes y las visitas que envió con su correo electrónico antes de tener cuenta aparecen aquí cuando confirme que el correo es suyo.",
    send: "Enviar el correo de confirmación",
    sending: "Enviando…",
    sent: "Enviado. Abra el enlace del correo y vuelva a esta página.",
    failed: "No se pudo enviar el correo. Inténtelo de nuevo.",
  },
  loadFailed: "No se pudieron cargar sus solicitudes. Vuelva a cargar la página.",
};
