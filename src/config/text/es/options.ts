import type { OPTION_TEXT as English } from "../en/options.ts";
import type { Translation } from "../translation.ts";

export const OPTION_TEXT: Translation<typeof English> = {
  projectTypes: { renovation: "Renovación", remodel: "Remodelación", addition: "Ampliación", repair: "Reparación" },
  roomTypes: {
    kitchen: "Cocina",
    bathroom: "Baño",
    bedroom: "Dormitorio",
    livingRoom: "Sala",
    basement: "Sótano",
    other: "Otros cuartos",
  },
  timelines: {
    asap: "Lo antes posible",
    "1-3months": "De 1 a 3 meses",
    "3-6months": "De 3 a 6 meses",
    "6-12months": "De 6 a 12 meses",
    flexible: "Sin fecha fija",
  },
  squareFeet: "pies cuadrados",
};
