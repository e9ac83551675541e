import { SITE } from "../../site.ts";
import { OPTION_TEXT } from "./options.ts";
import type { CHAT_TEXT as English } from "../en/chat.ts";
import type { Translation } from "../translation.ts";

export const CHAT_TEXT: Translation<typeof English> = {
  typing: "El asistente está escribiendo...",
  failure: "No pudimos generar una respuesta. Inténtelo de nuevo más tarde.",
  unavailable: "El chat no está disponible en este momento. Comuníquese con nosotros directamente.",
  busy: "Ha enviado muchos mensajes seguidos. Espere un minuto y vuelva a intentarlo.",
  launcherLabel: "Chatee con nuestro asistente",
  closeLabel: "Cerrar el chat",
  title: `Pregúntele a ${SITE.name}`,
  subtitle:
    "Nuestro asistente con IA responde preguntas sobre nuestros servicios. Para precios, nuestro equipo le atiende directamente.",
  inputLabel: "Su pregunta",
  placeholder: "Pregunte sobre remodelaciones, reparaciones, plazos...",
  send: "Enviar",
  conversationLabel: "Conversación",
  you: "Usted",
  assistant: "Asistente",
  greeting: "¡Hola! Le puedo contar sobre nuestros servicios en Virginia, Maryland y DC. ¿Qué tiene en mente?",
  handoff: {
    offer: "Dejar mis datos",
    prompt: "¿Prefiere que le llamemos?",
    promptAction: "Deje su número",
    formLabel: "Pedir que le llamemos",
    intro:
      "Deje su nombre y un teléfono o correo electrónico. Nuestro equipo se comunicará con usted, normalmente en un día hábil, y verá esta conversación.",
    labels: {
      name: "Su nombre",
      phone: "Su teléfono",
      email: "Su correo electrónico",
      note: "¿Algo que debamos saber? (opcional)",
    },
    reachRequired: "Escriba un teléfono o un correo electrónico para que podamos comunicarnos con usted.",
    submit: "Pedir la llamada",
    sending: "Enviando...",
    cancel: "Cancelar",
    book: "¿Prefiere una visita? Elija la hora",
    sent: (name) =>
      `¡Gracias, ${name}! Nuestro equipo tiene sus datos y esta conversación, y se comunicará con usted en un día hábil.`,
  },
  booking: {
    checkTitle: "Revise los datos de su visita",
    labels: {
      when: "Cuándo",
      name: "Nombre",
      phone: "Teléfono",
      email: "Correo electrónico",
      address: "Dirección",
      project: "Proyecto",
      note: "Nota",
    },
    projectTypes: OPTION_TEXT.projectTypes,
    notYet: "No se reserva nada hasta que usted diga que sí.",
    yes: "Sí, resérvela",
    bookedTitle: "Su visita al sitio está reservada",
    cancelledTitle: "Esta visita al sitio se canceló",
    mailed: "Le enviamos a su correo una confirmación con una invitación de calendario.",
    manage: "Ver, cambiar o cancelar su visita",
  },
};
