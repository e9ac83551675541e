/* Stroke icons drawn inline (same style as src/components/ui/Icon.astro), decorative only. */
const PATHS = {
  heart: "M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z",
  map: "M12 22s8-6.2 8-12a8 8 0 0 0-16 0c0 5.8 8 12 8 12zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  edit: "M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z",
  trash: "M3 6h18M8 6V4h8v2m3 0-1 14H6L5 6m5 5v6m4-6v6",
  plus: "M12 5v14M5 12h14",
  image: "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 13 5-5 4 4 2-2 5 5M15.5 9.5a1.5 1.5 0 1 0 0-.01",
} as const;

interface Props {
  name: keyof typeof PATHS;
  size?: number;
  filled?: boolean;
  className?: string;
}

export default function Icon({ name, size = 20, filled = false, className }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
