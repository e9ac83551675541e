import { safeImageSrc } from "../../schemas/bounds.ts";
import { parsePhotoUrl, photoSrcset, type ProjectPhoto } from "../../schemas/photo.ts";
import { useProjectsWords } from "./projectsWords.ts";
import { useState } from "react";
import Icon from "../shared/Icon.tsx";

/** Intrinsic size of every card picture: the 4:3 box is reserved before it loads, so nothing shifts. */
const CARD_IMAGE = { width: 800, height: 600 } as const;

/** The grid's columns: one on phones, two from sm, three from lg (ProjectsGrid's GRID). */
const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

interface Props {
  src: string;
  alt: string;
  /** The project's uploaded photos: a cover that is one of them gets every stored width as its srcset. */
  photos?: readonly ProjectPhoto[];
  /** The first card's picture is likely the largest thing on screen: fetch it at once. */
  priority?: boolean;
  /** `sizes` for an uploaded photo; the grid's columns by default. */
  sizes?: string;
}

/** The uploaded photo behind a cover address, so the browser may pick a width. */
function coverPhoto(src: string, photos: readonly ProjectPhoto[] = []): ProjectPhoto | undefined {
  const parsed = parsePhotoUrl(src);
  return parsed ? photos.find((photo) => photo.id === parsed.id) : undefined;
}

/** A project picture that lazy-loads and, when the address is broken or not allowed, shows a neutral placeholder. */
export default function ProjectImage({ src, alt, photos, priority = false, sizes = CARD_SIZES }: Props) {
  const { text } = useProjectsWords();
  const safe = safeImageSrc(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = "aspect-[4/3] w-full bg-slate-100";

  if (!safe || failedSrc === safe) {
    return (
      <div
        role="img"
        aria-label={`${alt} (${text.imageUnavailable.toLowerCase()})`}
        className={`${box} flex flex-col items-center justify-center gap-2 text-slate-600`}
        data-testid="project-image-fallback"
      >
        <Icon name="image" size={40} />
        <span className="text-sm">{text.imageUnavailable}</span>
      </div>
    );
  }
  const photo = coverPhoto(safe, photos);
  return (
    <img
      src={safe}
      {...(photo ? { srcSet: photoSrcset(photo), sizes } : {})}
      alt={alt}
      width={CARD_IMAGE.width}
      height={CARD_IMAGE.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setFailedSrc(safe)}
      className={`${box} h-auto object-cover`}
    />
  );
}
