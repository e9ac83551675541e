import type { ESTIMATOR_TEXT as English } from "../en/estimator.ts";
import type { Translation } from "../translation.ts";

export const ESTIMATOR_TEXT: Translation<typeof English> = {
  heading: "Estimador de proyectos con IA",
  description: (business) =>
    `Rango aproximado al instante y estimado con IA para su remodelación en Virginia, Maryland y DC, de ${business}.`,
  intro:
    "Cuéntenos sobre su proyecto y reciba al instante un rango aproximado según nuestra guía de precios del área de Washington, seguido de un estimado detallado preparado con IA. Un estimado es un punto de partida: la visita a la obra le da un presupuesto firme.",
  labels: {
    projectType: "Tipo de proyecto",
    squareFootage: "Superficie en pies cuadrados",
    roomType: "Tipo de espacio",
    timeline: "Plazo",
    scope: "Alcance del proyecto",
  },
  choose: "Elija...",
  squareFootagePlaceholder: "200",
  scopePlaceholder:
    "¿Qué le gustaría hacer? Por ejemplo: gabinetes y encimeras nuevos, mover el fregadero, piso de cerámica nuevo.",
  submit: "Obtener estimado",
  ballparkHeading: "Rango aproximado al instante",
  ballparkNote: "Según nuestra guía de precios para Virginia, Maryland y DC (materiales y mano de obra).",
  resultHeading: "Su proyecto",
  aiHeading: "Estimado con IA",
  requestConsultation: "Solicitar una consulta",
  bookVisit: "Reserve una visita al sitio para un presupuesto firme",
  print: "Imprimir el estimado",
  saved: "Guardado. Nuestro equipo ya recibió el aviso y puede ver este estimado.",
  saveFailed:
    'Su estimado aparece aquí, pero no se pudo guardar. Use "Solicitar una consulta", más abajo, para enviárselo a nuestro equipo.',
  toasts: {
    unavailable:
      "Nuestro estimador con IA no está disponible en este momento. Comuníquese directamente con nosotros para pedir un presupuesto.",
    failure: "No se pudo preparar el estimado. Inténtelo más tarde o comuníquese directamente con nosotros.",
    empty: "No se pudo preparar el estimado. Inténtelo de nuevo.",
    generating: "Preparando el estimado...",
  },
  verification: {
    hint: "Verifique su correo electrónico para obtener más estimados cada día.",
    capReached: "Verifique su correo electrónico para seguir hoy: le enviamos un enlace.",
    send: "Enviar el correo de verificación",
    sending: "Enviando...",
    sent: "Le enviamos un enlace. Haga clic en él desde el correo, vuelva aquí y obtenga su estimado.",
    failed: "No se pudo enviar el correo de verificación. Inténtelo de nuevo en unos minutos.",
  },
  dailyCap: {
    used: (perDay) => `Ya usó sus ${perDay} estimados de hoy.`,
    verify: (verifiedPerDay) => `Verifique su correo electrónico para obtener hasta ${verifiedPerDay} al día.`,
    tomorrow: "Vuelva a intentarlo mañana o comuníquese directamente con nosotros.",
  },
  fieldErrors: {
    projectType: "Elija un tipo de proyecto.",
    squareFootage: (max) =>
      `Escriba la superficie en pies cuadrados (un número entero del 1 al ${max.toLocaleString("en-US")}).`,
    roomType: "Elija un tipo de espacio.",
    timeline: "Elija un plazo.",
    scope: "Describa el trabajo que tiene en mente.",
  },
  summary: {
    intro: "Me gustaría una consulta sobre este proyecto (desde el Estimador con IA):",
    project: "Proyecto",
    timeline: "Plazo",
    ballpark: "Rango aproximado al instante",
    scope: "Alcance",
  },
};
