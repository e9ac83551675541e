import { useEffect, useRef, type RefObject } from "react";

/**
 * A visitor can type into a server-rendered form before its island hydrates; the text is
 * in the inputs but not in React's state, and the first submit would send empty fields.
 * On mount, whatever was typed is adopted into the state (fields still empty there only).
 */
export function useTypedBeforeHydration<Field extends string>(
  fields: readonly Field[],
  adopt: (typed: Partial<Record<Field, string>>) => void,
): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const element = form.elements.namedItem(field);
      const typable =
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement;
      if (typable && element.value !== "") typed[field] = element.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
  return formRef;
}
