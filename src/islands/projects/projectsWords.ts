import { createContext, useContext } from "react";
import type { Locale } from "../../config/i18n.ts";
import { PROJECTS_TEXT as en } from "../../config/text/en/projects.ts";
import { PROJECTS_TEXT as es } from "../../config/text/es/projects.ts";
import type { Translation } from "../../config/text/translation.ts";

/**
 * What a visitor reads in the projects grid and the like button, in the page's language,
 * with the language itself for links. The root islands (ProjectsGrid, ProjectLike) are told
 * their page's language; the owner's controls in the grid stay English (PROJECT_TEXT).
 */
export interface ProjectsWords {
  locale: Locale;
  text: Translation<typeof en.grid>;
}

export const PROJECTS_WORDS: Record<Locale, ProjectsWords> = {
  en: { locale: "en", text: en.grid },
  es: { locale: "es", text: es.grid },
};

export const ProjectsWordsContext = createContext<ProjectsWords>(PROJECTS_WORDS.en);

export function useProjectsWords(): ProjectsWords {
  return useContext(ProjectsWordsContext);
}
