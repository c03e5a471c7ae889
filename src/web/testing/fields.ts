import { screen } from '@testing-library/react';

/**
 * The message shown under a control and tied to it (aria-describedby), the way a screen reader
 * announces it; null when the control is not marked invalid.
 */
export function errorUnder(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

/** The message under the field with this label. */
export function errorUnderField(label: string): string | null {
  return errorUnder(screen.getByLabelText(label));
}

/** Every field marked invalid, by its label, with its message: what a user sees after Submit. */
export function invalidFields(container: HTMLElement): Record<string, string | null> {
  const result: Record<string, string | null> = {};
  for (const control of container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const label = control.id ? container.querySelector(`label[for="${control.id}"]`)?.textContent : undefined;
    result[label ?? control.id] = errorUnder(control);
  }
  return result;
}
