/** A code list as data: each code and its official short text. */
export type CodeList = Readonly<Record<string, string>>;

/**
 * The text of a code, or "Unknown code X" when the list does not hold it: payers send codes added after our copy of
 * the list was taken, and a remittance must still read (docs/decisions/100-acknowledgments-and-remittances.md).
 * `Object.hasOwn`, so that a code such as "constructor" is unknown rather than a function's source.
 */
export function codeText(list: CodeList, code: string): string {
  return Object.hasOwn(list, code) ? list[code]! : `Unknown code ${code}`;
}

/** Whether the list holds the code. */
export const knowsCode = (list: CodeList, code: string): boolean => Object.hasOwn(list, code);

/** A code as sent and in words, as the readers return every code. */
export interface CodeWithText {
  code: string;
  text: string;
}

export const withText = (code: string, text: (code: string) => string): CodeWithText => ({ code, text: text(code) });
