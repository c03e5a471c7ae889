/**
 * The languages a rider is written to in (docs/decisions/114-rider-language.md): every text about their trips and
 * their trip page. Without zod, so the screens can offer them.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', es: 'Spanish (español)' };
/** The language's name in a sentence: "Trip scheduled, in Spanish". */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

/** A manifest's or a form's word for a language: a code or a name in English or Spanish, any case; else null. */
export function languageOf(word: string | null | undefined): Language | null {
  const w = (word ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (['en', 'eng', 'english', 'ingles'].includes(w)) return 'en';
  if (['es', 'spa', 'sp', 'spanish', 'espanol'].includes(w)) return 'es';
  return null;
}
