import type { ReactNode } from "react";

interface Props {
  title: string;
  children: ReactNode;
}

/** One part of the visit settings under its own heading. */
export default function SettingsBlock({ title, children }: Props) {
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}
