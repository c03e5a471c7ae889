import { COMMON_DIAGNOSES } from '@domain/diagnosis-words';
import { Input, type InputProps } from './input';

/**
 * A box for ICD-10-CM codes (docs/decisions/099-claims-a-clearinghouse-accepts.md), typed as letters and digits
 * without the browser's spelling help, with the codes common on transport claims offered as suggestions. The
 * server reads and normalizes what is typed ("z992, n186").
 */
export function DiagnosisInput({ id, ...props }: InputProps & { id: string }) {
  const suggestions = `${id}-suggestions`;
  return (
    <>
      <Input id={id} autoComplete="off" autoCapitalize="characters" spellCheck={false} list={suggestions} {...props} />
      <datalist id={suggestions}>
        {COMMON_DIAGNOSES.map((d) => (
          <option key={d.code} value={d.code}>
            {d.label}
          </option>
        ))}
      </datalist>
    </>
  );
}
