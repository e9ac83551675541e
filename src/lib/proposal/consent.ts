/**
 * The consent a homeowner gives before signing (ESIGN Act, UETA), as the page shows and the
 * record keeps it, in the language the contract is signed in. Apart from law.ts: the sign
 * form needs these sentences, not the notices.
 */
import type { Locale } from "../../config/i18n.ts";

const ESIGN_SOURCE = "15 U.S.C. § 7001(c) (ESIGN Act)";

const englishConsent = (contact: string) =>
  "I agree to sign this contract electronically and to receive it, its change orders, receipts and notices " +
  "for this project as electronic records. I can download and print the signed PDF, which this page and the " +
  `e-mail give me. I may ask for a paper copy at no charge, withdraw this consent or change my e-mail address ` +
  `at any time by writing to ${contact}. To read and keep these records I need a current web browser, ` +
  "an e-mail account and a PDF viewer.";

/** The ESIGN Act's consent (15 U.S.C. § 7001(c)), as a homeowner signing in Spanish gives it. */
const spanishConsent = (contact: string): string =>
  "Acepto firmar este contrato electrónicamente y recibirlo, junto con sus órdenes de cambio, los recibos y los " +
  "avisos de este proyecto, como documentos electrónicos. Puedo descargar e imprimir el PDF firmado, que me " +
  "entregan esta página y el correo electrónico. Puedo pedir una copia en papel sin costo, retirar este " +
  "consentimiento o cambiar mi dirección de correo electrónico en cualquier momento escribiendo a " +
  `${contact}. Para leer y guardar estos documentos necesito un navegador web actualizado, una cuenta de ` +
  "correo electrónico y un lector de PDF.";

/**
 * The consent a homeowner gives before signing (ESIGN Act, UETA), as the page shows and the
 * record keeps it, in the language the contract is signed in.
 */
export const ESIGN_CONSENT = {
  source: ESIGN_SOURCE,
  text: (contact: string, language: Locale = "en") =>
    language === "es" ? spanishConsent(contact) : englishConsent(contact),
};
