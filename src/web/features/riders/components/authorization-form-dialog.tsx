import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  authorizationInput,
  WORKERS_COMP_LABELS,
  type Authorization,
  type AuthorizationInput,
} from '@domain/authorization';
import { FormField } from '@/components/ui/form-field';
import { DiagnosisInput } from '@/components/ui/diagnosis-input';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { WorkersCompFields } from '@/components/ui/workers-comp-fields';
import { authorizationsCopy as copy } from '@/content/authorizations';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { useSend } from '@/lib/use-send';
import { useSaveAuthorization } from '../api/rider-authorizations';

export type AuthorizationDialogMode = { kind: 'create' } | { kind: 'edit'; authorization: Authorization };

/**
 * The form's values: text as typed; the schema turns the trips into a number and the diagnosis codes, typed with
 * commas between them, into a list.
 */
type AuthorizationFormValues = Record<keyof typeof WORKERS_COMP_LABELS | 'diagnosisCodes', string>;

const FIELDS: (keyof AuthorizationFormValues)[] = [
  ...(Object.keys(WORKERS_COMP_LABELS) as (keyof typeof WORKERS_COMP_LABELS)[]),
  'diagnosisCodes',
];
const EMPTY = Object.fromEntries(FIELDS.map((field) => [field, ''])) as AuthorizationFormValues;

const toFormValues = (a: Authorization): AuthorizationFormValues => ({
  claimNumber: a.claimNumber,
  employer: a.employer,
  dateOfInjury: a.dateOfInjury,
  adjusterName: a.adjusterName,
  adjusterPhone: a.adjusterPhone,
  adjusterEmail: a.adjusterEmail,
  authorizationNumber: a.authorizationNumber,
  authorizedTrips: String(a.authorizedTrips),
  authorizedFrom: a.authorizedFrom,
  authorizedTo: a.authorizedTo,
  diagnosisCodes: a.diagnosisCodes.join(', '),
});

/** Add / edit a rider's authorization, checked in the browser by the server's own schema. */
export function AuthorizationFormDialog({
  riderId,
  mode,
  onClose,
}: {
  riderId: string;
  mode: AuthorizationDialogMode | null;
  onClose: () => void;
}) {
  const open = mode !== null;
  const editing = mode?.kind === 'edit' ? mode.authorization : null;
  const save = useSaveAuthorization();
  // An edit keeps the carrier the authorization names.
  const form = useForm<AuthorizationFormValues, unknown, AuthorizationInput>({
    resolver: useConvertingResolver(authorizationInput, (values: AuthorizationFormValues) => values),
    defaultValues: EMPTY,
  });
  const { reset, setError } = form;

  useEffect(() => {
    if (open) reset(editing ? toFormValues(editing) : EMPTY);
  }, [open, editing, reset]);

  const sending = useSend({
    run: (body: AuthorizationInput) =>
      save.mutateAsync({ riderId, id: editing?.id, body: { ...body, payerId: editing?.payerId ?? null } }),
    succeeded: editing ? copy.toasts.updated : copy.toasts.created,
    done: onClose,
    failed: editing ? copy.toasts.updateFailed : copy.toasts.createFailed,
    fields: FIELDS,
    setError,
  });

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      title={editing ? copy.form.editTitle : copy.form.createTitle}
      description={copy.form.description}
      form={form}
      sending={sending}
      words={
        editing
          ? { cancel: copy.form.cancel, submit: copy.form.save, submitting: copy.form.saving }
          : { cancel: copy.form.cancel, submit: copy.form.create, submitting: copy.form.creating }
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <WorkersCompFields idPrefix="authorization" register={form.register} errors={form.formState.errors} />
        <div className="sm:col-span-2">
          <FormField
            id="authorization-diagnosis-codes"
            label={copy.form.diagnosisCodes}
            hint={copy.form.diagnosisCodesHint}
            error={form.formState.errors.diagnosisCodes?.message}
          >
            {(control) => <DiagnosisInput {...control} {...form.register('diagnosisCodes')} />}
          </FormField>
        </div>
      </div>
    </RecordFormDialog>
  );
}
