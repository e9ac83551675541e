/**
 * The contact form's words in both languages: its own texts and what its fields say when
 * they refuse a value. The island imports these two small files per language, not the
 * whole catalogue.
 */
import type { Locale } from "../../config/i18n.ts";
import { CONTACT_TEXT as enForm } from "../../config/text/en/contact.ts";
import { FIELD_ERRORS as enFields } from "../../config/text/en/fields.ts";
import { CONTACT_TEXT as esForm } from "../../config/text/es/contact.ts";
import { FIELD_ERRORS as esFields } from "../../config/text/es/fields.ts";
import type { Translation } from "../../config/text/translation.ts";

export interface ContactText {
  form: Translation<typeof enForm>;
  fields: Translation<typeof enFields>;
}

export const CONTACT_TEXTS: Record<Locale, ContactText> = {
  en: { form: enForm, fields: enFields },
  es: { form: esForm, fields: esFields },
};
