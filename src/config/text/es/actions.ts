import type { ACTIONS_TEXT as English } from "../en/actions.ts";
import type { Translation } from "../translation.ts";

export const ACTIONS_TEXT: Translation<typeof English> = {
  quote: "Pida un presupuesto gratis",
  book: "Reserve una visita",
  estimator: "Pruebe el estimador con IA",
  services: "Vea nuestros servicios",
  call: (phone) => `Llame al ${phone}`,
  band: {
    heading: "¿Listo para empezar su proyecto?",
    text: "Cuéntenos de qué se trata y le responderemos en un día hábil.",
  },
};
