import { safeImageSrc } from "../../schemas/bounds.ts";
import { PROJECT_TEXT } from "../../config/text.ts";
import { useState } from "react";
import Icon from "../shared/Icon.tsx";

/** Intrinsic size of every card picture: the 4:3 box is reserved before it loads, so nothing shifts. */
const CARD_IMAGE = { width: 800, height: 600 } as const;

interface Props {
  src: string;
  alt: string;
  /** The first card's picture is likely the largest thing on screen: fetch it at once. */
  priority?: boolean;
}

/** A project picture that lazy-loads and, when the address is broken or not allowed, shows a neutral placeholder. */
export default function ProjectImage({ src, alt, priority = false }: Props) {
  const safe = safeImageSrc(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = "aspect-[4/3] w-full bg-slate-100";

  if (!safe || failedSrc === safe) {
    return (
      <div
        role="img"
        aria-label={`${alt} (${PROJECT_TEXT.imageUnavailable.toLowerCase()})`}
        className={`${box} flex flex-col items-center justify-center gap-2 text-slate-600`}
        data-testid="project-image-fallback"
      >
        <Icon name="image" size={40} />
        <span className="text-sm">{PROJECT_TEXT.imageUnavailable}</span>
      </div>
    );
  }
  return (
    <img
      src={safe}
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
