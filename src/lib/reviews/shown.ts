/**
 * Which reviews the pages show. The clients' published reviews (Firestore) and
 * any real entry of src/content/reviews.json (a review first published elsewhere, with
 * its link) are the real ones. The file's demo entries fill a demo site until the first
 * real review is published, and never appear in a build for a real project unless
 * ALLOW_DEMO_CONTENT says it is a staging site: a real business must not show invented
 * reviews (the FTC's 2024 rule on fake reviews).
 */
import { AREAS } from "../../config/site.ts";
import type { PublicReview } from "../../schemas/review.ts";

/** An entry of src/content/reviews.json (its schema is the `reviews` collection in content.config.ts). */
export interface FileReview {
  id: string;
  name: string;
  area: string;
  service: string;
  project: string;
  text: string;
  rating: number;
  date: string;
  url?: string;
  demo: boolean;
}

const areaLabel = (slug: string) => AREAS.find((area) => area.slug === slug)?.label ?? slug;

function fromFile(entry: FileReview): PublicReview {
  return {
    id: entry.id,
    name: entry.name,
    town: areaLabel(entry.area),
    project: entry.project,
    text: entry.text,
    rating: entry.rating,
    date: entry.date,
    at: 0,
    reply: "",
    service: entry.service,
    area: entry.area,
    ...(entry.url ? { url: entry.url } : {}),
    demo: entry.demo,
  };
}

const newestFirst = (reviews: readonly PublicReview[]): PublicReview[] =>
  [...reviews].sort((a, b) => b.date.localeCompare(a.date) || b.at - a.at || a.id.localeCompare(b.id));

/**
 * The reviews to publish, newest first: the real ones when there is any; otherwise the
 * demo entries, only where demo content is allowed (a `demo-` project or a staging site).
 */
export function reviewsToShow(input: {
  published: readonly PublicReview[];
  file: readonly FileReview[];
  demoAllowed: boolean;
}): PublicReview[] {
  const fromTheFile = input.file.map(fromFile);
  const real = [...input.published, ...fromTheFile.filter((review) => !review.demo)];
  if (real.length > 0 || !input.demoAllowed) return newestFirst(real);
  return newestFirst(fromTheFile.filter((review) => review.demo));
}
