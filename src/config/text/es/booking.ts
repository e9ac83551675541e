import { SITE } from "../../site.ts";
import type { BOOKING_TEXT as English } from "../en/booking.ts";
import type { Translation } from "../translation.ts";
import { OPTION_TEXT } from "./options.ts";
import { FRAME_TEXT } from "./frame.ts";

export const BOOKING_TEXT: Translation<typeof English> = {
  page: {
    title: "Reserve una visita a la obra",
    description: `Elija cuándo ${SITE.name} visita su casa o negocio en Virginia, Maryland o DC: una visita gratis para ver su proyecto y darle un presupuesto firme.`,
    heading: "Reserve una visita gratis",
    intro:
      "Vamos a su casa, vemos el espacio, tomamos medidas y lo conversamos. Después recibe un presupuesto por escrito. No necesita crear una cuenta.",
    expect:
      "La visita dura alrededor de una hora. Nosotros llevamos la cinta métrica y la cámara; usted trae sus ideas y preguntas.",
    aboutLabel: "Sobre la visita",
  },
  whenHeading: "¿Cuándo le conviene?",
  dayLegend: "Elija un día",
  timeLegend: "Elija una hora",
  detailsLegend: "Sus datos",
  loadingSlots: "Cargando los horarios disponibles…",
  slotsFailed: "No pudimos cargar los horarios disponibles. Revise su conexión e inténtelo de nuevo, o llámenos.",
  retry: "Intentar de nuevo",
  noSlots: `No hay horarios disponibles en las próximas semanas. Llámenos al ${SITE.phone} o envíenos un mensaje y buscaremos uno.`,
  noTimesThatDay: "Ya no quedan horarios ese día. Elija otro día.",
  timeZoneNote: "Las horas son del Este (Washington, DC).",
  chosen: (when) => `Su visita: ${when}`,
  change: "Cambiar",
  fields: {
    name: "Nombre",
    phone: "Teléfono",
    email: "Correo electrónico",
    street: "Dirección (calle y número)",
    zip: "Código postal (ZIP)",
    projectType: "Tipo de proyecto",
    note: "¿Algo que debamos saber? (opcional)",
  },
  projectTypes: OPTION_TEXT.projectTypes,
  submit: "Reservar la visita",
  submitting: "Reservando…",
  outsideArea:
    "Ese código postal está fuera de la zona donde trabajamos (norte de Virginia, DC y los suburbios de Maryland). Envíenos un mensaje y le diremos quién puede ayudarle.",
  contactInstead: "Envíenos un mensaje",
  loading: FRAME_TEXT.loading,
  zipInvalid: "Escriba un código postal de 5 dígitos.",
  streetRequired: "Escriba la dirección de la visita.",
  projectTypeRequired: "Elija un tipo de proyecto.",
  startInvalid: "Elija una hora para la visita.",
  taken: "Lo sentimos, alguien acaba de reservar esa hora. Estos son los próximos horarios disponibles:",
  failed: `No pudimos reservar la visita. Sus datos siguen aquí: inténtelo de nuevo o llámenos al ${SITE.phone}.`,
  rateLimited: (seconds) =>
    `Demasiados intentos de reserva. Espere ${seconds} segundo${seconds === 1 ? "" : "s"} e inténtelo de nuevo.`,
  tooFast: "¡Qué rapidez! Revise sus datos y pulse Reservar la visita otra vez.",
  personLimit: `Este correo electrónico o teléfono ya tiene una visita reservada. Para cambiarla, use el enlace de su correo de confirmación o llámenos al ${SITE.phone}.`,
  networkLimit: `Hoy no podemos reservar más visitas desde su red. Llámenos al ${SITE.phone} y buscaremos una hora con usted.`,
  callInstead: `Llame al ${SITE.phone}`,
  confirmed: {
    heading: "Su visita está reservada",
    when: (when) => `Nos vemos el ${when}.`,
    email: (email) => `Le enviamos una confirmación con una invitación de calendario a ${email}.`,
    change: "Para cambiar la fecha o cancelar, use el enlace de ese correo.",
  },
  manage: {
    title: "Su visita a la obra",
    heading: "Su visita a la obra",
    loading: "Cargando su visita…",
    invalid: `Este enlace no es válido. Use el enlace de su correo de confirmación más reciente o llámenos al ${SITE.phone}.`,
    expired: `Esta visita ya pasó, así que el enlace ya no funciona. Llámenos al ${SITE.phone} para cualquier otra cosa.`,
    cancelledAlready: "Esta visita está cancelada.",
    when: "Cuándo",
    where: "Dónde",
    reschedule: "Cambiar la fecha",
    rescheduleHint: "Elija una nueva hora; conservamos la actual hasta que la nueva quede reservada.",
    confirmMove: "Cambiar la visita",
    cancel: "Cancelar la visita",
    cancelConfirm: "Sí, cancelarla",
    keep: "Mantenerla",
    cancelQuestion: "¿Cancelar esta visita? La hora queda libre y nos avisan de inmediato.",
    moved: (when) => `Listo: su visita ahora es el ${when}. Le enviamos una invitación actualizada.`,
    cancelled:
      "Su visita está cancelada. Le enviamos una cancelación para su calendario. Puede reservar de nuevo cuando quiera.",
    failed: `No funcionó. Inténtelo de nuevo o llámenos al ${SITE.phone}.`,
    bookAgain: "Reservar una nueva visita",
    slotTaken: "Esa hora ya no está disponible.",
  },
};
