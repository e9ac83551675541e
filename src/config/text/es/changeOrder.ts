import type { CHANGE_ORDER_TEXT as English } from "../en/changeOrder.ts";
import type { Translation } from "../translation.ts";
import { SITE } from "../../site.ts";
import { FRAME_TEXT } from "./frame.ts";

/** A change order in Spanish: "orden de cambio", "crédito" for a credit, the proposal's words otherwise. */
export const CHANGE_ORDER_TEXT: Translation<typeof English> = {
  page: {
    loading: FRAME_TEXT.loading,
    title: "Orden de cambio",
    description: `Un cambio a su contrato firmado con ${SITE.name}: léalo y después fírmelo o rechácelo.`,
    pageHeading: "Su orden de cambio",
    linkMissing: "Esta página se abre desde el enlace de nuestro correo. Use ese enlace, por favor.",
    heading: (number, title) => `Orden de cambio ${number}: ${title}`,
    states: {
      sent: "Espera su firma",
      viewed: "Espera su firma",
      signed: "Firmada: forma parte de su contrato",
      declined: "Rechazada",
      expired: "Vencida",
    },
    contract: (title, date) => `Modifica su contrato «${title}», firmado el ${date}.`,
    reason: "Qué cambia y por qué",
    items: "El cambio",
    line: "Trabajo",
    amount: "Importe",
    each: (quantity, unit, price) => `${quantity} ${unit} × ${price}`,
    credit: "Crédito",
    change: "Cambio en el precio",
    previousTotal: "Precio del contrato antes de este cambio",
    newTotal: "Precio del contrato con este cambio",
    completion: "Terminación sustancial",
    completionMoves: (from, to) => `Pasa del ${from} al ${to}.`,
    completionStays: (date) => `Sigue siendo el ${date}.`,
    contractorSigned: (name, date) => `Firmado en nombre de la empresa por ${name} el ${date}.`,
    validUntil: (date) => `Responda a más tardar el ${date}, por favor.`,
    sign: "Aceptar y firmar el cambio",
    submitSign: (total) => `Firmar el cambio: el precio del contrato pasa a ser ${total}`,
    decline: "Rechazar el cambio",
    declineConfirm: "¿Rechazar esta orden de cambio? El contrato queda como se firmó.",
    declined: "Usted rechazó este cambio. Su contrato queda como se firmó.",
    signed: (name, date) => `Firmado por ${name} el ${date}.`,
    hash: "Huella digital del documento (SHA-256)",
    download: "Descargar la orden de cambio firmada (PDF)",
    downloading: "Preparando el PDF…",
  },
  api: {
    linkInvalid:
      "Este enlace de orden de cambio no es válido. Use el enlace de nuestro correo más reciente, por favor.",
    linkExpired: `Esta orden de cambio venció. Llámenos al ${SITE.phone} y con gusto la preparamos de nuevo.`,
    closed: "Esta orden de cambio ya tiene respuesta.",
    revised: `Después de preparar esta orden se firmó otro cambio a su contrato, así que sus precios ya no están al día. Llámenos al ${SITE.phone} para recibir una nueva.`,
    notSigned: "Una orden de cambio solo puede modificar un contrato firmado.",
    creditTooLarge: "Los créditos dejarían el precio del contrato por debajo de cero.",
    notFound: "Esta propuesta ya no existe.",
    failed: "Algo salió mal. Inténtelo de nuevo.",
    rateLimited: (seconds) => `Demasiados intentos. Espere ${seconds} segundos e inténtelo de nuevo.`,
  },
  mail: {
    sentSubject: (number, title) => `Orden de cambio ${number} de su contrato: ${title}`,
    sentIntro: (title, change, total) =>
      `Preparamos un cambio a su contrato para ${title}: ${change}, con lo que el precio del contrato pasa a ser ${total}. El cambio rige una vez que usted lo firme.`,
    sentLink: "Léala y fírmela, o rechácela, aquí",
    sentExpires: (date) => `El enlace funciona hasta el ${date}; es solo para usted, así que no lo reenvíe, por favor.`,
    signedSubject: (number, title) => `Firmada: orden de cambio ${number}, ${title}`,
    signedClient: (total) =>
      `Gracias: el cambio está firmado y forma parte de su contrato, cuyo precio es ahora ${total}. La orden de cambio firmada va adjunta en PDF; guárdela, por favor.`,
  },
  terms: {
    paymentTitle: "Pago del cambio",
    paymentAdded:
      "El cambio se suma al pago final del calendario de pagos del contrato; los demás pagos quedan como están.",
    paymentCredit:
      "El crédito se descuenta del pago final del calendario de pagos del contrato; los demás pagos quedan como están.",
    contractTitle: "El resto del contrato",
    contractText:
      "Todas las demás condiciones del contrato firmado quedan como están. Esta orden de cambio pasa a formar parte del contrato una vez firmada por ambas partes.",
  },
  pdf: {
    title: (number, title) => `Orden de cambio ${number}: ${title}`,
    contract: (title, when) => `Modifica el contrato «${title}», firmado el ${when}.`,
    contractHash: "SHA-256 del documento del contrato",
    reason: "Qué cambia y por qué",
    items: "El cambio",
    credit: "(crédito)",
    previousTotal: "Precio del contrato antes de este cambio",
    change: "Este cambio",
    newTotal: "Precio del contrato con este cambio",
    completionStays: (day) => `Terminación sustancial aproximada: ${day} (sin cambios)`,
    completionMoves: (from, to) => `Terminación sustancial aproximada: ${to} (antes: ${from})`,
    subject: "Orden de cambio firmada a un contrato de mejoras del hogar",
  },
};
