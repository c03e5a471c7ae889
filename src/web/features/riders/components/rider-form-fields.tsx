import { SEX_LABELS, SEXES } from '@domain/diagnosis-words';
import { EscortOptions, LevelOfServiceOptions, LanguageOptions } from '@/components/ui/service-options';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { DiagnosisInput } from '@/components/ui/diagnosis-input';
import { Input } from '@/components/ui/input';
import { PlaceFields } from '@/components/ui/place-fields';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ridersCopy } from '@/content/riders';
import type { RiderFormValues } from '../lib/rider-form-values';

const { labels } = ridersCopy.form;
type TextField = 'fullName' | 'dateOfBirth' | 'phone' | 'memberId' | 'alternateContactName' | 'alternateContactPhone';
const TEXT_FIELDS: { name: TextField; type?: string; hint?: string }[] = [
  { name: 'fullName' },
  { name: 'dateOfBirth', type: 'date' },
  { name: 'phone', type: 'tel' },
  { name: 'memberId', hint: ridersCopy.form.memberIdHint },
  { name: 'alternateContactName' },
  { name: 'alternateContactPhone', type: 'tel' },
];
const NEEDS = ['oxygen', 'serviceAnimal', 'doorThroughDoor', 'bariatric'] as const;

/** The rider form's fields, two columns from the small-tablet width up; the home address is the shared PlaceFields. */
export function RiderFormFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RiderFormValues>();
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, type = 'text', hint }) => (
          <FormField key={name} id={`rider-${name}`} label={labels[name]} hint={hint} error={errors[name]?.message}>
            {(control) => <Input type={type} autoComplete="off" {...control} {...register(name)} />}
          </FormField>
        ))}
        <CheckboxField
          id="rider-alternateContactGetsTexts"
          className="sm:col-span-2"
          label={labels.alternateContactGetsTexts}
          hint={ridersCopy.form.caregiverTextsHint}
          {...register('alternateContactGetsTexts')}
        />
        <FormField
          id="rider-language"
          label={labels.language}
          hint={ridersCopy.form.languageHint}
          error={errors.language?.message}
        >
          {(control) => (
            <Select {...control} {...register('language')}>
              <LanguageOptions />
            </Select>
          )}
        </FormField>
        <FormField id="rider-sex" label={labels.sex} hint={ridersCopy.form.sexHint} error={errors.sex?.message}>
          {(control) => (
            <Select {...control} {...register('sex')}>
              {SEXES.map((sex) => (
                <option key={sex} value={sex}>
                  {SEX_LABELS[sex]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="rider-diagnosisCodes"
          label={labels.diagnosisCodes}
          hint={ridersCopy.form.diagnosisHint}
          error={errors.diagnosisCodes?.message}
        >
          {(control) => <DiagnosisInput {...control} {...register('diagnosisCodes')} />}
        </FormField>
        <FormField
          id="rider-defaultLevelOfService"
          label={labels.defaultLevelOfService}
          error={errors.defaultLevelOfService?.message}
        >
          {(control) => (
            <Select {...control} {...register('defaultLevelOfService')}>
              <LevelOfServiceOptions />
            </Select>
          )}
        </FormField>
        <FormField id="rider-escortCount" label={labels.escortCount} error={errors.escortCount?.message}>
          {(control) => (
            <Select {...control} {...register('escortCount')}>
              <EscortOptions />
            </Select>
          )}
        </FormField>
      </div>
      <fieldset className="grid min-w-0 gap-x-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold text-ink">{ridersCopy.form.needsLegend}</legend>
        {NEEDS.map((need) => (
          <CheckboxField key={need} id={`rider-${need}`} label={labels[need]} {...register(need)} />
        ))}
      </fieldset>
      <PlaceFields prefix="homePlace" legend={ridersCopy.form.homeLegend} register={register} errors={errors} />
      <FormField id="rider-driverNotes" label={labels.driverNotes} error={errors.driverNotes?.message}>
        {(control) => <Textarea rows={3} {...control} {...register('driverNotes')} />}
      </FormField>
    </div>
  );
}
