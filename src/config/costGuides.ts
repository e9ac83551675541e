/**
 * The public cost guides: /cost-guide and one page per guide below, in this order.
 *
 * One page per room, because that is how homeowners search ("kitchen remodel cost") and
 * what the national guides answer: each room page covers its renovation, remodel and
 * repair figures. Additions get one page of their own: new space is priced and planned
 * differently (foundation, zoning, heating and cooling) whatever room it holds, so six
 * addition pages would repeat each other. The pricing guide's "other" rooms (laundry,
 * office, hall) get one page. Each page's copy is in src/content/cost-guides/<slug>.md;
 * the paths are built in routes.ts.
 */
export const COST_GUIDES = [
  {
    slug: "kitchen-remodel",
    label: "Kitchen remodel cost",
    es: { slug: "remodelacion-de-cocina", label: "Costo de remodelar una cocina" },
  },
  {
    slug: "bathroom-remodel",
    label: "Bathroom remodel cost",
    es: { slug: "remodelacion-de-bano", label: "Costo de remodelar un baño" },
  },
  {
    slug: "basement-finishing",
    label: "Basement finishing cost",
    es: { slug: "acabado-de-sotano", label: "Costo de terminar un sótano" },
  },
  {
    slug: "bedroom-remodel",
    label: "Bedroom remodel cost",
    es: { slug: "remodelacion-de-dormitorio", label: "Costo de remodelar un dormitorio" },
  },
  {
    slug: "living-room-remodel",
    label: "Living room remodel cost",
    es: { slug: "remodelacion-de-sala", label: "Costo de remodelar una sala" },
  },
  {
    slug: "interior-remodel",
    label: "Laundry, office and other rooms",
    es: { slug: "otros-cuartos", label: "Lavandería, oficina y otros cuartos" },
  },
  {
    slug: "home-addition",
    label: "Home addition cost",
    es: { slug: "ampliacion-de-vivienda", label: "Costo de una ampliación" },
  },
] as const;
