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
  { slug: "kitchen-remodel", label: "Kitchen remodel cost" },
  { slug: "bathroom-remodel", label: "Bathroom remodel cost" },
  { slug: "basement-finishing", label: "Basement finishing cost" },
  { slug: "bedroom-remodel", label: "Bedroom remodel cost" },
  { slug: "living-room-remodel", label: "Living room remodel cost" },
  { slug: "interior-remodel", label: "Laundry, office and other rooms" },
  { slug: "home-addition", label: "Home addition cost" },
] as const;
