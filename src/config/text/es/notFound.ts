import { SITE } from "../../site.ts";
import type { NOT_FOUND_TEXT as English } from "../en/notFound.ts";
import type { Translation } from "../translation.ts";

export const NOT_FOUND_TEXT: Translation<typeof English> = {
  title: "Página no encontrada",
  description: "La página que buscaba no está aquí. Vea nuestros servicios, escríbanos o llámenos.",
  heading: "No encontramos esa página",
  intro:
    "Puede que la página se haya movido o que la dirección tenga un error. Esto es lo que buscan la mayoría de los visitantes:",
  home: "Volver al inicio",
  services: "Nuestros servicios",
  contact: "Contáctenos",
  call: `Llame al ${SITE.phone}`,
};
