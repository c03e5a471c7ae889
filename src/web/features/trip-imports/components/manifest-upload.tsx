import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  MAX_MANIFEST_BYTES,
  READY_MAPPING_LABELS,
  READY_MAPPING_NAMES,
  type ReadyMappingName,
} from '@domain/trip-import-words';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { failureToast, useSend } from '@/lib/use-send';
import { useImportPayers, useMapping, usePostManifest } from '../api/trip-imports';
import { importsCopy } from '../content';

const copy = importsCopy.upload;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The file's bytes in base64, read on the device: a CSV in Windows-1252 or a workbook travels as it is. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

type Field = 'payerId' | 'content';

/**
 * Choose the payer and the file; the server reads it into a preview and nothing is written. While it reads (a
 * 2,000-row file with its addresses takes seconds) the card says so with a progress bar; then the preview opens.
 */
export function ManifestUpload() {
  const id = useId();
  const [, navigate] = useLocation();
  const payers = useImportPayers();
  const [payerId, setPayerId] = useState('');
  const [layout, setLayout] = useState<ReadyMappingName>('generic');
  const [file, setFile] = useState<File | null>(null);
  const mapping = useMapping(payerId || null);
  const post = usePostManifest();
  const sending = useSend({
    run: (body: { payerId: string; fileName: string; content: string; mapping: ReadyMappingName }) =>
      post.mutateAsync(body),
    done: (made) => navigate(`/imports/${made.id}`),
    failed: (error) =>
      error instanceof ApiError && (error.fieldErrors.content || error.fieldErrors.payerId)
        ? null
        : failureToast(error, copy.failed),
    fields: ['payerId', 'content'] as const,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Partial<Record<Field, string>> = {};
    if (!payerId) errors.payerId = copy.choosePayer;
    if (!file) errors.content = copy.chooseFile;
    else if (file.size > MAX_MANIFEST_BYTES) errors.content = copy.tooLarge;
    sending.setErrors(errors);
    if (Object.keys(errors).length > 0 || !file) return;
    await sending.send({ payerId, fileName: file.name, content: await base64Of(file), mapping: layout });
  };

  const saved = mapping.data?.saved === true;
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-brand-900">{copy.heading}</h2>
        <p className="text-sm text-muted">{copy.lead}</p>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-3">
          <FormField id={`${id}-payer`} label={copy.payer} error={sending.errors.payerId}>
            {(control) => (
              <Select {...control} value={payerId} onChange={(event) => setPayerId(event.target.value)}>
                <option value="">{copy.choosePayer}</option>
                {(payers.data ?? [])
                  .filter((p) => p.active)
                  .map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
              </Select>
            )}
          </FormField>
          <FormField id={`${id}-layout`} label={copy.layout} hint={saved ? copy.savedMapping : copy.layoutHint}>
            {(control) => (
              <Select
                {...control}
                value={layout}
                // Until the payer's mapping is known, so a layout chosen is not then set aside.
                disabled={saved || (Boolean(payerId) && mapping.isPending)}
                onChange={(event) => setLayout(event.target.value as ReadyMappingName)}
              >
                {READY_MAPPING_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {READY_MAPPING_LABELS[name]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id={`${id}-file`} label={copy.file} hint={copy.fileHint} error={sending.errors.content}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className="block w-full min-w-0 rounded-md border border-slate-300 bg-white p-2 text-base text-ink file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-900"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  sending.setErrors({});
                }}
              />
            )}
          </FormField>
        </div>
        <div className="grid gap-3 sm:flex sm:items-center">
          <Button type="submit" size="lg" disabled={sending.pending}>
            {copy.read}
          </Button>
          {sending.pending && file ? (
            <div role="status" className="grid flex-1 gap-1 text-sm text-muted">
              <span>{copy.reading(sizeText(file.size))}</span>
              <progress
                className="h-2 w-full max-w-md accent-brand-600"
                aria-label={copy.reading(sizeText(file.size))}
              />
            </div>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
