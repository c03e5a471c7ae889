import { useId, useState, type FormEvent } from 'react';
import { MANIFEST_DATE_FORMATS, MANIFEST_FIELDS, MANIFEST_TIME_FORMATS } from '@domain/manifest-mapping';
import type { TripImport } from '@domain/trip-import';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { failureToast, useSend } from '@/lib/use-send';
import { useSaveMapping } from '../api/trip-imports';
import { importsCopy } from '../content';
import { mappingFormValues, mappingOf, type MappingFormValues } from '../lib/mapping-form';

const copy = importsCopy.mapping;

/**
 * The payer's mapping, started from the one the file was read with: each field's column chosen from the file's own
 * headers, the formats and the broker's words (first: they are what a new broker word or format needs). Saving reads the same file again, so the preview shows the fix.
 */
export function MappingDialog({ made }: { made: TripImport }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<MappingFormValues>(() => mappingFormValues(made.mapping));
  const save = useSaveMapping(made.id, made.payerId);
  const sending = useSend({
    run: (body: MappingFormValues) => save.mutateAsync(mappingOf(body)),
    succeeded: { title: copy.saved },
    done: () => setOpen(false),
    failed: (error) => failureToast(error, copy.failed),
  });
  const set = <K extends keyof MappingFormValues>(key: K, value: MappingFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const fieldError = (path: string) => sending.errors[path];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.send(values);
  };
  const text = (key: 'outbound' | 'return' | 'cancelled' | 'willCall', label: string) => (
    <FormField id={`${id}-${key}`} label={label} hint={copy.wordsHint}>
      {(control) => <Input {...control} value={values[key]} onChange={(e) => set(key, e.currentTarget.value)} />}
    </FormField>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setValues(mappingFormValues(made.mapping));
        setOpen(next);
      }}
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {copy.open}
      </Button>
      <DialogContent title={copy.title(made.payerName)} description={copy.description} className="max-w-3xl">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id={`${id}-date`} label={copy.dateFormat}>
              {(control) => (
                <Select
                  {...control}
                  value={values.dateFormat}
                  onChange={(e) => set('dateFormat', e.currentTarget.value as MappingFormValues['dateFormat'])}
                >
                  {MANIFEST_DATE_FORMATS.map((f) => (
                    <option key={f} value={f}>
                      {f}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField id={`${id}-time`} label={copy.timeFormat}>
              {(control) => (
                <Select
                  {...control}
                  value={values.timeFormat}
                  onChange={(e) => set('timeFormat', e.currentTarget.value as MappingFormValues['timeFormat'])}
                >
                  {MANIFEST_TIME_FORMATS.map((f) => (
                    <option key={f} value={f}>
                      {f}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            {(['ambulatory', 'wheelchair', 'stretcher'] as const).map((level) => (
              <FormField
                key={level}
                id={`${id}-${level}`}
                label={copy.levels[level]}
                hint={copy.wordsHint}
                error={level === 'ambulatory' ? fieldError('levelWords') : undefined}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={values.levels[level]}
                    onChange={(e) => set('levels', { ...values.levels, [level]: e.currentTarget.value })}
                  />
                )}
              </FormField>
            ))}
            {text('outbound', copy.outbound)}
            {text('return', copy.return)}
            {text('cancelled', copy.cancelled)}
            {text('willCall', copy.willCall)}
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-semibold text-brand-900">{copy.columns}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {MANIFEST_FIELDS.map((field) => (
                <FormField
                  key={field}
                  id={`${id}-${field}`}
                  label={copy.fields[field]}
                  error={fieldError(`columns.${field}`)}
                >
                  {(control) => (
                    <Select
                      {...control}
                      value={values.columns[field]}
                      onChange={(e) => set('columns', { ...values.columns, [field]: e.currentTarget.value })}
                    >
                      <option value="">{copy.notInFile}</option>
                      {made.headers.map((h) => (
                        <option key={h} value={h}>
                          {h}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={sending.pending}>
              {sending.pending ? copy.saving : copy.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
