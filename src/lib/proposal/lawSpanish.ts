/**
 * The notices of law.ts in Spanish, for a contract read and signed in Spanish: our
 * translation of each default, by notice id, and the ESIGN consent. The FTC's cooling-off
 * rule (16 CFR 429.1(a)) asks for the contract and its cancellation notice in the language
 * of the sale. Facts, figures, telephone numbers, addresses and agency names are kept as in
 * English (an agency's name in English, glossed in Spanish where it helps); citations stay
 * as written. Not legal advice: the owner's lawyer checks these words as the English ones
 * (docs/decisions/proposals.md).
 */
import type { Jurisdiction } from "../../schemas/proposalRules.ts";

/** "Se rige por las leyes de ___.": each jurisdiction as a Spanish contract names it. */
export const JURISDICTION_NAMES_ES: Record<Jurisdiction, string> = {
  MD: "Maryland",
  VA: "Virginia",
  DC: "el Distrito de Columbia",
};

/** Each notice's title and words in Spanish, by the id law.ts gives it. */
export const NOTICE_WORDS_ES: Readonly<Record<string, { title: string; text: string }>> = {
  changes: {
    title: "Cambios a este contrato",
    text:
      "Todo cambio en el costo, los materiales, el trabajo a realizar o la fecha de terminación debe hacerse por " +
      "escrito y estar firmado por todas las partes, como una orden de cambio firmada de la misma manera que este " +
      "contrato.",
  },
  permits: {
    title: "Permisos e inspecciones",
    text:
      "El contratista obtendrá los permisos de construcción que requiera el trabajo y cumplirá todos los requisitos " +
      "locales de permisos de construcción, inspecciones y zonificación.",
  },
  "md-commission": {
    title: "Comisión de Mejoras del Hogar de Maryland (Maryland Home Improvement Commission)",
    text:
      "Todo contratista debe tener licencia de la Comisión de Mejoras del Hogar de Maryland (Maryland Home " +
      "Improvement Commission), y cualquier persona puede consultar a la Comisión sobre un contratista. Maryland " +
      "Home Improvement Commission: teléfono 410-230-6309, sitio web https://labor.maryland.gov/license/mhic/.",
  },
  "md-guaranty-fund": {
    title: "Fondo de Garantía y fianza de cumplimiento",
    text:
      "La Comisión de Mejoras del Hogar de Maryland administra el Fondo de Garantía de Mejoras del Hogar (Home " +
      "Improvement Guaranty Fund), que puede indemnizar a los propietarios por ciertas pérdidas reales causadas por " +
      "actos u omisiones de contratistas con licencia. El propietario tiene derecho a comprar una fianza de " +
      "cumplimiento (performance bond) como protección adicional contra pérdidas que el Fondo de Garantía no cubre.",
  },
  "md-finance": {
    title: "Pagos y cargo financiero",
    text:
      "Los pagos son el número y los montos que figuran en el calendario de pagos de arriba. No hay cargo " +
      "financiero ni garantía colateral por la obligación del propietario en virtud de este contrato.",
  },
  "md-deposit": {
    title: "Depósito",
    text:
      "No se debe ningún pago antes de firmar este contrato, y el depósito no es mayor que un tercio del precio " +
      "del contrato.",
  },
  "md-cancellation": {
    title: "Su derecho a cancelar",
    text:
      "Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del quinto " +
      "día hábil, o del séptimo día hábil si usted tiene 65 años o más, después de la fecha de esta transacción, " +
      "escribiendo al contratista a la dirección indicada arriba. El depósito se devuelve dentro de los 10 días " +
      "hábiles siguientes a la cancelación.",
  },
  "md-arbitration": {
    title: "Arbitraje obligatorio",
    text:
      "Este contrato tiene una cláusula de arbitraje obligatorio: toda controversia se resolverá mediante un " +
      "arbitraje a cargo de la American Arbitration Association (Asociación Americana de Arbitraje), conforme a sus " +
      "Reglas de Arbitraje para la Industria de la Construcción (Construction Industry Arbitration Rules). Sus " +
      "tarifas de presentación y de los árbitros se cobran según el arancel de la Asociación y se comparten por " +
      "partes iguales. Las conclusiones del árbitro son obligatorias. Conforme al Business Regulation Article, " +
      "§ 8-405(c), del Annotated Code of Maryland, todo reclamo de un propietario contra el Fondo de Garantía de " +
      "Mejoras del Hogar (Home Improvement Guaranty Fund) quedará en suspenso hasta que concluya cualquier " +
      "procedimiento de arbitraje obligatorio.",
  },
  "va-delays": {
    title: "Demoras ajenas a nuestro control",
    text:
      "El contratista no es responsable de las demoras causadas por hechos ajenos a su control, como mal tiempo " +
      "severo, casos fortuitos, incendios, inundaciones, huelgas, escasez de materiales o demoras de los " +
      "proveedores, demoras de permisos o inspecciones, o trabajos de las compañías de servicios públicos. Las " +
      "demoras causadas por esos hechos no constituyen abandono y no se cuentan en los plazos de pago o de " +
      "ejecución.",
  },
  "va-cancellation": {
    title: "Derecho de cancelación",
    text:
      "Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del tercer " +
      "día hábil después de la fecha de esta transacción, escribiendo al contratista a la dirección indicada " +
      "arriba; el depósito se devuelve dentro de los 10 días hábiles siguientes a la cancelación. Después de ese " +
      "plazo, cualquiera de las partes puede terminar este contrato solo por un incumplimiento grave de la otra, " +
      "después de avisarle por escrito y darle 10 días para corregirlo.",
  },
  "va-recovery-fund": {
    title: "Fondo de Recuperación de Transacciones con Contratistas de Virginia",
    text:
      "El Fondo de Recuperación de Transacciones con Contratistas de Virginia (Virginia Contractor Transaction " +
      "Recovery Fund) puede ofrecer ayuda a los consumidores residenciales que reúnan los requisitos y hayan sufrido " +
      "pérdidas por la conducta indebida o deshonesta de un contratista con licencia. Para informarse sobre los " +
      "reclamos, comuníquese con la Junta de Contratistas de Virginia (Virginia Board for Contractors), Department " +
      "of Professional and Occupational Regulation, 9960 Mayland Drive, Suite 400, Richmond, VA 23233; teléfono " +
      "(804) 367-1559; www.dpor.virginia.gov.",
  },
  "dc-license": {
    title: "Licencia y pagos",
    text:
      "El contratista tiene licencia de contratista de mejoras del hogar otorgada por el Departamento de Licencias " +
      "y Protección al Consumidor del Distrito de Columbia (Department of Licensing and Consumer Protection, DLCP), " +
      "https://dlcp.dc.gov. Un contratista sin licencia no puede aceptar ningún pago, y usted recibe un recibo por " +
      "cada pago hecho antes de que se termine el trabajo.",
  },
  "dc-cancellation": {
    title: "Su derecho a cancelar",
    text:
      "Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del tercer " +
      "día hábil después de la fecha de esta transacción, escribiendo al contratista a la dirección indicada " +
      "arriba. El depósito se devuelve dentro de los 10 días hábiles siguientes a la cancelación.",
  },
};

/** The ESIGN Act's consent (15 U.S.C. § 7001(c)), as a homeowner signing in Spanish accepts it. */
export const ESIGN_CONSENT_TEXT_ES = (contact: string): string =>
  "Acepto firmar este contrato electrónicamente y recibirlo, junto con sus órdenes de cambio, recibos y avisos " +
  "de esta obra, como registros electrónicos. Puedo descargar e imprimir el PDF firmado que me dan esta página y " +
  "el correo electrónico. Puedo pedir una copia en papel sin costo, retirar este consentimiento o cambiar mi " +
  `dirección de correo electrónico en cualquier momento escribiendo a ${contact}. Para leer y guardar estos ` +
  "registros necesito un navegador web actualizado, una cuenta de correo electrónico y un lector de PDF.";
