import type { CreativeWork, WithContext } from "schema-dts";
import { projectPath } from "../../config/routes.ts";
import { SITE } from "../../config/site.ts";
import { PHOTO_DEFAULT_WIDTH, photoUrl, photoWidthsFor, type ProjectPhoto } from "../../schemas/photo.ts";
import type { Project } from "../../schemas/project.ts";
import { BUSINESS_ID } from "../seo/jsonLd.ts";

/** The default width where it was stored, else the widest stored below it. */
export function defaultPhotoUrl(photo: Pick<ProjectPhoto, "id" | "width">): string {
  const widths = photoWidthsFor(photo.width).filter((width) => width <= PHOTO_DEFAULT_WIDTH);
  return photoUrl(photo.id, widths.at(-1) ?? photoWidthsFor(photo.width)[0]);
}

/**
 * A finished project as schema.org sees it: a piece of work by the business (its node id,
 * not a copy of the business), where it was done, and its pictures as absolute URLs.
 */
export function projectJsonLd(
  project: Pick<Project, "id" | "title" | "description" | "location" | "image" | "photos" | "timestamp">,
  serviceName?: string,
): WithContext<CreativeWork> {
  const absolute = (path: string) => new URL(path, SITE.url).href;
  const pictures = [project.image, ...(project.photos ?? []).map(defaultPhotoUrl)];
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title,
    description: project.description,
    url: absolute(projectPath(project.id)),
    image: [...new Set(pictures)].map(absolute),
    creator: { "@id": BUSINESS_ID },
    locationCreated: { "@type": "Place", name: project.location },
    ...(serviceName ? { about: serviceName } : {}),
    ...(project.timestamp ? { dateCreated: new Date(project.timestamp).toISOString().slice(0, 10) } : {}),
  };
}
