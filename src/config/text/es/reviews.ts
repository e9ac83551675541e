import { SITE } from "../../site.ts";
import type { REVIEW_LIST_TEXT as English } from "../en/reviews.ts";
import type { Translation } from "../translation.ts";

export const REVIEW_LIST_TEXT: Translation<typeof English> = {
  title: "Reseñas de clientes",
  description: `Reseñas de clientes de ${SITE.name} en Virginia, Maryland y DC: cada una de un trabajo terminado, con su fecha, publicada tal como se escribió y con nuestra respuesta.`,
  heading: "Reseñas de nuestros clientes",
  intro:
    "Al terminar cada trabajo le pedimos una reseña al cliente, sin importar lo que creamos que vaya a decir. Cada reseña aparece aquí tal como se escribió, con su fecha, una vez que la hemos leído.",
  policyHeading: "Lo que no publicamos",
  policy:
    "Solo ocultamos una reseña si contiene datos personales (un teléfono, una dirección, el nombre completo de otra persona), groserías, o si no trata de un trabajo nuestro, y dejamos constancia del motivo. Todo lo demás se publica, sea bueno o malo.",
  empty: "Todavía ningún cliente ha escrito una reseña aquí.",
  demoNote: "Estas reseñas son contenido de demostración, inventado para este sitio de muestra.",
  count: (count) => `${count} reseña${count === 1 ? "" : "s"}`,
  allReviews: "Lea todas las reseñas",
  leaveOnGoogle: "Déjenos una reseña en Google",
  reply: `Respuesta de ${SITE.name}`,
  rated: (rating) => `Calificación: ${rating} de 5`,
  bandHeading: "Lo que dicen nuestros clientes",
  leaveReview: "Déjenos una reseña",
  readOriginal: "Lea la reseña original",
  demoReview: "Reseña de demostración",
};
