/**
 * The notices of law.ts in Spanish, for a contract read and signed in Spanish (the ESIGN
 * consent in both languages: consent.ts). The FTC's cooling-off rule (16 CFR 429.1(a)) and Maryland's door-to-door
 * sales act (Commercial Law § 14-302) ask for the contract and its cancellation notice in
 * the language of the sale. Facts are kept as in English: days, figures, telephones,
 * addresses and web addresses in the same order (tests/unit/proposalLaw.test.ts compares
 * them); agencies keep their English names, glossed in Spanish the first time; citations
 * stay as written. No official Spanish wording of these notices was found (what was looked
 * for, and what a lawyer should check: docs/decisions/proposals.md). Not legal advice.
 */

/** Each notice's title and words in Spanish, by the id law.ts gives it: every id, no other. */
export const NOTICE_WORDS_ES: Readonly<Record<string, { title: string; text: string }>> = {
  changes: {
    title: "Cambios a este contrato",
    text:
      "Todo cambio en el costo, los materiales, el trabajo que se realizará o la fecha de terminación debe constar " +
      "por escrito y estar firmado por todas las partes, mediante una orden de cambio firmada de la misma manera que " +
      "este contrato.",
  },
  permits: {
    title: "Permisos e inspecciones",
    text:
      "El contratista obtendrá los permisos de construcción que requiera el trabajo y cumplirá con todos los " +
      "requisitos locales de permisos de construcción, inspecciones y zonificación.",
  },
  "md-commission": {
    title: "Comisión de Mejoras del Hogar de Maryland",
    text:
      "Todo contratista debe tener licencia de la Maryland Home Improvement Commission (Comisión de Mejoras del " +
      "Hogar de Maryland), y cualquier persona puede consultar a la Comisión sobre un contratista. Maryland Home " +
      "Improvement Commission: teléfono 410-230-6309, sitio web https://labor.maryland.gov/license/mhic/.",
  },
  "md-guaranty-fund": {
    title: "Fondo de Garantía y fianza de cumplimiento",
    text:
      "La Maryland Home Improvement Commission (Comisión de Mejoras del Hogar de Maryland) administra el Home " +
      "Improvement Guaranty Fund (Fondo de Garantía de Mejoras del Hogar), que puede indemnizar a los propietarios " +
      "por ciertas pérdidas reales causadas por actos u omisiones de contratistas con licencia. Todo propietario " +
      "tiene derecho a comprar una fianza de cumplimiento (performance bond) como protección adicional contra las " +
      "pérdidas que el Fondo de Garantía no cubre.",
  },
  "md-finance": {
    title: "Pagos y cargo financiero",
    text:
      "Los pagos son los que indica el calendario de pagos de arriba, en número y en monto. No hay cargo " +
      "financiero ni garantía colateral que respalde la obligación del propietario según este contrato.",
  },
  "md-deposit": {
    title: "Depósito",
    text:
      "No se exige ningún pago antes de que se firme este contrato, y el depósito no es mayor que un tercio del " +
      "precio del contrato.",
  },
  "md-cancellation": {
    title: "Su derecho a cancelar",
    text:
      "Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del quinto " +
      "día hábil, o del séptimo día hábil si usted tiene 65 años o más, después de la fecha de esta transacción, " +
      "escribiendo al contratista a la dirección indicada arriba. Si usted pagó un depósito, se le devolverá dentro " +
      "de los 10 días hábiles siguientes a la cancelación. Vea el Aviso de Cancelación adjunto a su contrato firmado, que explica este derecho.",
  },
  "md-arbitration": {
    title: "Arbitraje obligatorio",
    text:
      "Este contrato contiene una cláusula de arbitraje obligatorio: toda controversia se resolverá mediante un " +
      "arbitraje a cargo de la American Arbitration Association (Asociación Americana de Arbitraje), conforme a sus " +
      "Construction Industry Arbitration Rules (Reglas de Arbitraje de la Industria de la Construcción). Los cargos " +
      "de presentación y los honorarios del árbitro se cobran según el arancel de la Asociación y se pagan por " +
      "partes iguales. Las conclusiones del árbitro son vinculantes. Conforme al Business Regulation Article, " +
      "§ 8-405(c), Annotated Code of Maryland, todo reclamo de un propietario contra el Home Improvement Guaranty " +
      "Fund (Fondo de Garantía de Mejoras del Hogar) quedará suspendido hasta que concluya cualquier procedimiento " +
      "de arbitraje obligatorio.",
  },
  "va-delays": {
    title: "Demoras ajenas a nuestro control",
    text:
      "El contratista no es responsable de las demoras causadas por hechos ajenos a su control, como condiciones " +
      "climáticas severas, casos fortuitos, incendios, inundaciones, huelgas, escasez de materiales o demoras de " +
      "los proveedores, demoras en permisos o inspecciones, o trabajos de las compañías de servicios públicos. Las " +
      "demoras causadas por esos hechos no constituyen abandono de la obra y no se cuentan al calcular los plazos " +
      "de pago o de ejecución.",
  },
  "va-cancellation": {
    title: "Derechos de cancelación",
    text:
      "Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del tercer " +
      "día hábil después de la fecha de esta transacción, escribiendo al contratista a la dirección indicada " +
      "arriba; si usted pagó un depósito, se le devolverá dentro de los 10 días hábiles siguientes a la " +
      "cancelación. Después de ese plazo, cualquiera de las partes puede dar por terminado este contrato solo por " +
      "un incumplimiento sustancial de la otra, después de avisarle por escrito y darle 10 días para corregirlo. Vea el Aviso de Cancelación adjunto a su contrato firmado, que explica este derecho.",
  },
  "va-recovery-fund": {
    title: "Fondo de Recuperación de Transacciones con Contratistas de Virginia",
    text:
      "El Virginia Contractor Transaction Recovery Fund (Fondo de Recuperación de Transacciones con Contratistas de " +
      "Virginia) puede compensar a los consumidores residenciales que cumplan los requisitos y que hayan sufrido " +
      "pérdidas por la conducta indebida o deshonesta de un contratista con licencia. Para informarse sobre los " +
      "reclamos, comuníquese con la Virginia Board for Contractors (Junta de Contratistas de Virginia), Department " +
      "of Professional and Occupational Regulation (Departamento de Regulación Profesional y Ocupacional), 9960 " +
      "Mayland Drive, Suite 400, Richmond, VA 23233; teléfono (804) 367-1559; www.dpor.virginia.gov.",
  },
  "dc-license": {
    title: "Licencia y pagos",
    text:
      "El contratista tiene licencia de contratista de mejoras del hogar (home improvement contractor) otorgada por " +
      "el District of Columbia Department of Licensing and Consumer Protection (DLCP, Departamento de Licencias y " +
      "Protección al Consumidor del Distrito de Columbia), https://dlcp.dc.gov. Un contratista sin licencia no " +
      "puede aceptar ningún pago, y usted recibirá un recibo por cada pago que haga antes de que se termine el " +
      "trabajo.",
  },
  "dc-cancellation": {
    title: "Su derecho a cancelar",
    text:
      "Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del tercer " +
      "día hábil después de la fecha de esta transacción, escribiendo al contratista a la dirección indicada " +
      "arriba. Si usted pagó un depósito, se le devolverá dentro de los 10 días hábiles siguientes a la " +
      "cancelación. Vea el Aviso de Cancelación adjunto a su contrato firmado, que explica este derecho.",
  },
};
