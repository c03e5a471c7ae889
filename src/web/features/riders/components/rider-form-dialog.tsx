import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { riderSchema, type Rider, type RiderInput, type RiderValues } from '@domain/rider';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { ridersCopy } from '@/content/riders';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { useSend } from '@/lib/use-send';
import { useCreateRider } from '../api/create-rider';
import { useUpdateRider } from '../api/update-rider';
import {
  EMPTY_RIDER_FORM,
  RIDER_FORM_FIELDS,
  riderToFormValues,
  toRiderInput,
  type RiderFormValues,
} from '../lib/rider-form-values';
import { RiderFormFields } from './rider-form-fields';

export type RiderDialogMode = { kind: 'create' } | { kind: 'edit'; rider: Rider };

interface RiderFormDialogProps {
  mode: RiderDialogMode | null;
  onClose: () => void;
}

/** New rider / Edit rider: the whole record, checked as the server checks it; a duplicate shows under the name. */
export function RiderFormDialog({ mode, onClose }: RiderFormDialogProps) {
  const open = mode !== null;
  const editing = mode?.kind === 'edit' ? mode.rider : null;
  const createRider = useCreateRider();
  const updateRider = useUpdateRider();
  // The server's own schema, run on what the form would send (a blank home address is none).
  const form = useForm<RiderFormValues, unknown, RiderValues>({
    resolver: useConvertingResolver(riderSchema, toRiderInput),
    defaultValues: EMPTY_RIDER_FORM,
  });
  const { reset, setError } = form;

  useEffect(() => {
    if (open) reset(editing ? riderToFormValues(editing) : EMPTY_RIDER_FORM);
  }, [open, editing, reset]);

  const sending = useSend({
    run: (body: RiderValues) =>
      editing
        ? updateRider.mutateAsync({ id: editing.id, body: body as RiderInput })
        : createRider.mutateAsync(body as RiderInput),
    succeeded: editing ? ridersCopy.toasts.updated : ridersCopy.toasts.created,
    done: onClose,
    failed: editing ? ridersCopy.toasts.updateFailed : ridersCopy.toasts.createFailed,
    fields: RIDER_FORM_FIELDS,
    setError,
  });
  const { form: words } = ridersCopy;

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      title={editing ? words.editTitle : words.createTitle}
      description={words.description}
      form={form}
      sending={sending}
      words={
        editing
          ? { cancel: words.cancel, submit: words.save, submitting: words.saving }
          : { cancel: words.cancel, submit: words.create, submitting: words.creating }
      }
    >
      <RiderFormFields />
    </RecordFormDialog>
  );
}
