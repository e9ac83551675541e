/** Moved to src/lib/seo/jsonLd.ts (typed with schema-dts); kept for the escaping test until it imports from there. */
export { businessJsonLd } from "../lib/seo/jsonLd.ts";
