import { SITE } from "../../site.ts";
import type { REVIEW_FORM_TEXT as English } from "../en/review.ts";
import type { Translation } from "../translation.ts";

export const REVIEW_FORM_TEXT: Translation<typeof English> = {
  form: {
    title: "Califique su proyecto",
    description: `Cuénteles a otros propietarios cómo le fue con su proyecto con ${SITE.name}.`,
    heading: "¿Cómo lo hicimos?",
    intro:
      "Gracias por trabajar con nosotros. Su reseña ayuda a sus vecinos a elegir contratista. La publicamos con el nombre y la ciudad que escriba aquí, después de que el dueño la lea; nunca cambiamos lo que usted escribe.",
    rating: "Su calificación",
    stars: (count) => `${count} estrella${count === 1 ? "" : "s"}`,
    text: "Su reseña",
    textHint: "¿Qué hicimos, cómo le fue y nos volvería a contratar?",
    name: "Nombre de pila, tal como quiere que aparezca",
    town: "Ciudad, tal como quiere que aparezca",
    project: "El proyecto",
    projectHint: "Por ejemplo: remodelación de cocina",
    submit: "Enviar mi reseña",
    sending: "Enviando…",
    doneHeading: "Gracias por su reseña",
    done: "Aparecerá en nuestro sitio cuando el dueño la haya leído. Si tiene un momento, también puede compartirla en Google.",
    linkMissing: "Esta página se abre desde el enlace de su correo de reseña. Use ese enlace, por favor.",
    failed: "No se pudo enviar su reseña. Inténtelo de nuevo.",
  },
  errors: {
    rating: "Elija una calificación de 1 a 5 estrellas.",
    text: (min) => `Escriba unas palabras sobre el trabajo (al menos ${min} caracteres).`,
    name: "Escriba el nombre que quiere mostrar.",
    town: "Escriba su ciudad.",
    project: "Díganos qué construimos o reparamos.",
  },
  api: {
    linkInvalid: "Este enlace de reseña no es válido. Use el enlace de nuestro correo más reciente.",
    linkUsed: "Este enlace ya se usó: recibimos su reseña. ¡Gracias!",
    linkExpired: `Este enlace de reseña venció. Llámenos al ${SITE.phone} o escríbanos a ${SITE.email} y con gusto le enviamos uno nuevo.`,
    rateLimited: (seconds) => `Demasiados intentos. Espere ${seconds} segundos y vuelva a enviarla.`,
  },
  mail: {
    subject: `¿Cómo lo hicimos? Una breve reseña de su proyecto con ${SITE.name}`,
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    intro: `Gracias por elegir a ${SITE.name}. ¿Les contaría a otros propietarios cómo le fue con su proyecto? Toma dos minutos, y publicamos lo que escriba con el nombre y la ciudad que usted elija.`,
    link: "Escriba su reseña",
    expires: (date) => `El enlace es solo suyo, funciona una vez y hasta el ${date}.`,
    google: "También puede dejarnos una reseña en Google",
    signature: SITE.name,
    automatic: "Este es un mensaje automático; puede responderlo.",
  },
};
