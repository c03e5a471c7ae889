import { CANCEL_REASONS, CANCEL_REQUESTER_LABELS, CANCEL_REQUESTERS } from '@domain/trip';
import { FormField } from '@/components/ui/form-field';
import { Select, type SelectProps } from '@/components/ui/select';
import { CancelReasonOptions } from '@/components/ui/service-options';
import { cancellationCopy as copy } from '@/content/cancellation';

interface CancelWhyFieldsProps {
  /** What the fields' ids start with, so two cancellations on one page never share an id. */
  idPrefix: string;
  /** The reason's select: a form's `register('reason')`, or a value and its onChange. */
  reason: SelectProps;
  requestedBy: SelectProps;
  errors?: { reason?: string; requestedBy?: string };
}

/**
 * Why and who asked: the two choices every staff cancellation makes (docs/decisions/047-legs-returns-cancellations.md),
 * of one leg on the board, one trip in the job list, or many trips at once.
 */
export function CancelWhyFields({ idPrefix, reason, requestedBy, errors }: CancelWhyFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-reason`} label={copy.reason} error={errors?.reason}>
        {(control) => (
          <Select {...control} {...reason}>
            <CancelReasonOptions reasons={CANCEL_REASONS} placeholder={copy.choose} />
          </Select>
        )}
      </FormField>
      <FormField id={`${idPrefix}-requested-by`} label={copy.requestedBy} error={errors?.requestedBy}>
        {(control) => (
          <Select {...control} {...requestedBy}>
            <option value="" disabled>
              {copy.choose}
            </option>
            {CANCEL_REQUESTERS.map((who) => (
              <option key={who} value={who}>
                {CANCEL_REQUESTER_LABELS[who]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </>
  );
}
