import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { messageTemplateInput, type MessageTemplate } from '@domain/message';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { messagesCopy } from '@/content/messages';
import { ApiError } from '@/lib/api-client';
import { useSettledValue } from '@/lib/use-settled-value';
import { useSend } from '@/lib/use-send';
import { useTemplatePreview } from '../api/preview-message-template';
import { useSaveMessageTemplate } from '../api/save-message-template';
import { smsParts } from '../lib/sms-length';
import { templateId, templateName } from '../lib/template-name';
import { ResetTemplateDialog } from './reset-template-dialog';
import { TemplatePreview } from './template-preview';

const copy = messagesCopy.templates;
type Values = z.input<typeof messageTemplateInput>;
type Output = z.output<typeof messageTemplateInput>;
type Field = keyof Values;
// The server's own schema: an empty message or one too long is refused before it is sent, in the same words.
const resolver = zodResolver(messageTemplateInput) as unknown as Resolver<Values, unknown, Output>;
/** How long typing must pause before the preview is asked for: a request per keystroke would be a request per letter. */
const PREVIEW_PAUSE_MS = 400;

/** The editor of one message's words (docs/decisions/065-notifications.md), opened from Settings → Messages. */
export function MessageTemplateDialog({
  template,
  onClose,
}: {
  template: MessageTemplate | null;
  onClose: () => void;
}) {
  const [confirmingReset, setConfirmingReset] = useState(false);
  return (
    <Dialog open={template !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      {template ? (
        <DialogContent
          title={copy.dialogTitle(templateName(template))}
          description={copy.dialogLead[template.channel]}
          className="max-w-4xl!"
        >
          <TemplateForm
            key={templateId(template)}
            template={template}
            onClose={onClose}
            onReset={() => setConfirmingReset(true)}
          />
          {/* Once reset, the editor closes too: the list shows "Default", and focus goes back to the row's Edit. */}
          <ResetTemplateDialog
            template={confirmingReset ? template : null}
            onClose={() => setConfirmingReset(false)}
            onReset={() => {
              setConfirmingReset(false);
              onClose();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function TemplateForm({
  template,
  onClose,
  onReset,
}: {
  template: MessageTemplate;
  onClose: () => void;
  onReset: () => void;
}) {
  const isText = template.channel === 'sms';
  const save = useSaveMessageTemplate();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<Values, unknown, Output>({ resolver, defaultValues: { subject: template.subject, body: template.body } });

  const subject = useWatch({ control, name: 'subject' });
  const body = useWatch({ control, name: 'body' });
  const typed = useMemo(() => ({ subject, body }), [subject, body]);
  const settled = useSettledValue(typed, PREVIEW_PAUSE_MS);
  const previewInput = useMemo(() => {
    const parsed = messageTemplateInput.safeParse(settled);
    return parsed.success ? parsed.data : null;
  }, [settled]);
  const preview = useTemplatePreview(template, previewInput);
  // The preview refuses an unknown {{field}} as the save does: shown under its field while typing, before any save.
  const refusal = preview.error instanceof ApiError && preview.error.status === 422 ? preview.error.fieldErrors : {};

  // The chips insert where the cursor was in the field last used (a button takes focus, the selection stays).
  const controls = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const lastField = useRef<Field>('body');
  const insert = (field: string) => {
    const name = isText ? 'body' : lastField.current;
    const element = controls.current[name];
    const value = getValues(name) ?? '';
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const token = `{{${field}}}`;
    setValue(name, `${value.slice(0, start)}${token}${value.slice(end)}`, {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
    element?.focus();
    element?.setSelectionRange(start + token.length, start + token.length);
  };
  const fieldProps = (name: Field) => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        ref(element);
        controls.current[name] = element;
      },
      onFocus: () => {
        lastField.current = name;
      },
    };
  };

  const saving = useSend({
    run: (input: Output) => save.mutateAsync({ event: template.event, language: template.language, input }),
    succeeded: copy.saved,
    done: onClose,
    failed: copy.saveFailed,
    fields: isText ? (['body'] as const) : (['subject', 'body'] as const),
    setError,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(saving.send)(event);
  const characters = [...(body ?? '')].length;
  const refused = Object.keys(refusal).length > 0;
  const notice = preview.isError
    ? refused
      ? copy.previewRefused
      : copy.previewFailed
    : !preview.data && previewInput === null
      ? copy.previewWaiting
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid gap-4">
          {isText ? null : (
            <FormField id="template-subject" label={copy.subject} error={errors.subject?.message ?? refusal.subject}>
              {(field) => <Input autoComplete="off" {...field} {...fieldProps('subject')} />}
            </FormField>
          )}
          <FormField
            id="template-body"
            label={copy.body}
            hint={isText ? copy.smsLength(characters, smsParts(body ?? '')) : undefined}
            error={errors.body?.message ?? refusal.body}
          >
            {(field) => <Textarea rows={isText ? 6 : 10} {...field} {...fieldProps('body')} />}
          </FormField>
          <div
            role="group"
            aria-labelledby="template-fields"
            aria-describedby="template-fields-hint"
            className="grid gap-2"
          >
            <p id="template-fields" className="text-sm font-semibold text-ink">
              {copy.fields}
            </p>
            <p id="template-fields-hint" className="text-sm text-muted">
              {copy.fieldsHint}
            </p>
            <div className="flex flex-wrap gap-2">
              {template.fields.map((field) => (
                // Chips, not the Button look: seven buttons of that weight would outshout Save. Still 44 px tall for a finger.
                <button
                  key={field}
                  type="button"
                  onClick={() => insert(field)}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 font-mono text-sm text-brand-800 hover:border-brand-600 hover:bg-brand-50"
                >
                  {`{{${field}}}`}
                </button>
              ))}
            </div>
          </div>
        </div>
        <TemplatePreview
          channel={template.channel}
          preview={preview.isError ? undefined : preview.data}
          notice={notice}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {template.customized ? (
          <Button variant="ghost" onClick={onReset} className="text-red-800 sm:mr-auto">
            {copy.reset}
          </Button>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
          <DialogClose asChild>
            <Button variant="secondary">{copy.cancel}</Button>
          </DialogClose>
          <Button type="submit" disabled={saving.pending}>
            {saving.pending ? copy.saving : copy.save}
          </Button>
        </div>
      </div>
    </form>
  );
}
