import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach } from "vitest";

// jsdom lays nothing out, so it has no scrollIntoView (/admin scrolls to the lead an alert links to).
if (typeof window !== "undefined") Element.prototype.scrollIntoView ??= () => {};

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  if (typeof document === "undefined") return;
  cleanup();
  toast.remove(); // The toast store is module-global: start every test with none.
});
