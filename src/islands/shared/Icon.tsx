import { ICON_PATHS, type IconName } from "../../components/ui/icons.ts";

interface Props {
  name: IconName;
  size?: number;
  filled?: boolean;
  className?: string;
}

/** A decorative icon, the same picture as the Astro <Icon> of that name. */
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
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
