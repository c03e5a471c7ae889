/** A LIKE pattern that finds the text anywhere, its own %, _ and \ matched as themselves (PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
