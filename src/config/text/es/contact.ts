import { SITE } from "../../site.ts";
import type { CONTACT_TEXT as English } from "../en/contact.ts";
import type { Translation } from "../translation.ts";

export const CONTACT_TEXT: Translation<typeof English> = {
  title: "Contáctenos",
  description: `Pida un presupuesto gratis a ${SITE.name}. Llame al ${SITE.phone}, escriba a ${SITE.email} o envíenos un mensaje. Trabajamos en Virginia, Maryland y DC.`,
  intro: "Cuéntenos sobre su proyecto y le responderemos en un día hábil.",
  formHeading: "Envíenos un mensaje",
  detailsLabel: "Datos de contacto",
  bookPrompt: "¿Prefiere que vayamos a verlo?",
  phoneHeading: "Teléfono",
  emailHeading: "Correo electrónico",
  areasHeading: "Zonas de servicio",
  including: "Entre ellas:",
  hoursHeading: "Horario",
  formLabel: "Formulario de contacto",
  labels: { name: "Nombre", email: "Correo electrónico", phone: "Teléfono", message: "Mensaje" },
  placeholders: {
    name: "María López",
    email: "maria@ejemplo.com",
    phone: "(703) 555-0100",
    message: "Cuéntenos sobre su proyecto: qué, dónde y cuándo.",
  },
  submit: "Enviar mensaje",
  sending: "Enviando...",
  success: "¡Mensaje enviado! Nos comunicaremos con usted pronto.",
  failure: "No se pudo enviar el mensaje. Inténtelo de nuevo.",
  honeypotLabel: "Deje este campo vacío",
  rateLimited: (seconds) => `Demasiados mensajes desde su conexión. Espere ${seconds} segundos e inténtelo de nuevo.`,
};
