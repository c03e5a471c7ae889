import { useMemo, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_KINDS,
  DOCUMENT_URL_FIELDS,
  driverApplicationSchema,
  driverProfileFields,
  signedInDriverApplicationSchema,
  type DocumentKind,
} from '@domain/driver';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { DocumentUpload, type UploadedDocument } from '@/components/uploader/document-upload';
import { driverApplicationCopy as copy } from '@/content/driver-application';
import { fetchSessionUser, sessionQueryKey } from '@/lib/auth';
import { useCompany } from '@/lib/company-profile';
import { useSend } from '@/lib/use-send';
import { useSubmitDriverApplication, type DriverApplicationBody } from '../api/submit-application';
import { AccountFields, FormSection, PersonalFields, VehicleField, type ApplicationValues } from './application-fields';
import { ContractorAgreement } from './contractor-agreement';

const FIELDS = [
  ...Object.keys(driverProfileFields.shape),
  'username',
  'password',
  'confirmPassword',
] as (keyof ApplicationValues)[];

// The consent boxes start unticked; the schema only accepts `true`, hence the cast.
const EMPTY = {
  username: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  phoneNumber: '',
  email: '',
  city: '',
  state: '',
  vehicleInfo: '',
  licenseUrl: '',
  insuranceUrl: '',
  w9Url: '',
  backgroundCheckConsent: false,
  contractAgreementSigned: false,
  digitalSignature: '',
} as unknown as DefaultValues<ApplicationValues>;

/** docs/product/validation.md with decisions 024 and 011: a visitor's application creates the account; a signed-in user's does not. */
export function DriverApplicationForm({ signedIn }: { signedIn: boolean }) {
  const company = useCompany();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const submitApplication = useSubmitDriverApplication();
  const [documents, setDocuments] = useState<Partial<Record<DocumentKind, UploadedDocument>>>({});

  const resolver = useMemo(
    () =>
      zodResolver(signedIn ? signedInDriverApplicationSchema : driverApplicationSchema) as unknown as Resolver<
        ApplicationValues,
        unknown,
        DriverApplicationBody
      >,
    [signedIn],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues, unknown, DriverApplicationBody>({ resolver, defaultValues: EMPTY });

  const onDocument = (kind: DocumentKind) => (document: UploadedDocument) => {
    setDocuments((current) => ({ ...current, [kind]: document }));
    setValue(DOCUMENT_URL_FIELDS[kind], document.url, { shouldDirty: true });
    clearErrors(DOCUMENT_URL_FIELDS[kind]);
  };

  const sending = useSend({
    run: (body: DriverApplicationBody) => submitApplication.mutateAsync(body),
    done: async () => {
      if (signedIn) {
        // The account may have become a driver account: read the session again, then show the portal.
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        toast(copy.toasts.signedInSuccess);
        navigate('/driver-portal');
      } else {
        // The server signed the new applicant in with the application: read the session, then show the
        // portal and its next step. Only a replayed answer comes without a session; then sign-in it is.
        const user = await queryClient.fetchQuery({
          queryKey: sessionQueryKey,
          queryFn: fetchSessionUser,
          staleTime: 0,
        });
        toast(copy.toasts.success);
        navigate(user ? '/driver-portal' : '/driver-login');
      }
    },
    // Everything typed stays; the server's field errors (409 username/email, 422 documents) go under their fields.
    failed: () => copy.toasts.failure,
    fields: FIELDS,
    setError,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(sending.send)(event);
  const busy = isSubmitting || sending.pending;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="driver-application-heading" className="grid gap-8">
      <div>
        <h2 id="driver-application-heading" className="text-2xl font-bold text-brand-900">
          {copy.formHeading}
        </h2>
        <p className="mt-1 text-sm text-muted">{signedIn ? copy.signedInLead : copy.formLead}</p>
      </div>
      {!signedIn && <AccountFields register={register} errors={errors} />}
      <PersonalFields register={register} errors={errors} states={company.serviceStates} />
      <VehicleField register={register} errors={errors} />
      <FormSection title={copy.sections.documents} lead={copy.sections.documentsLead}>
        {DOCUMENT_KINDS.map((kind) => (
          <DocumentUpload
            key={kind}
            kind={kind}
            idPrefix="application"
            value={documents[kind]}
            onChange={onDocument(kind)}
            error={errors[DOCUMENT_URL_FIELDS[kind]]?.message}
            required
          />
        ))}
      </FormSection>
      <div className="grid gap-3 border-t border-slate-200 pt-6">
        <p className="text-sm text-muted">Please read the agreement before you sign below.</p>
        <ContractorAgreement />
      </div>
      <FormSection title={copy.sections.signature}>
        <div className="grid gap-1">
          <CheckboxField
            id="driver-background-consent"
            label="I consent to a background check"
            error={errors.backgroundCheckConsent?.message}
            {...register('backgroundCheckConsent')}
          />
          <CheckboxField
            id="driver-contract-agreement"
            label="I have read and agree to the Independent Contractor Agreement"
            error={errors.contractAgreementSigned?.message}
            {...register('contractAgreementSigned')}
          />
        </div>
        <FormField
          id="driver-signature"
          label="Digital Signature"
          hint={copy.signatureHint}
          error={errors.digitalSignature?.message}
        >
          {(control) => (
            <Input {...control} autoComplete="name" className="font-serif italic" {...register('digitalSignature')} />
          )}
        </FormField>
      </FormSection>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-end">
        {busy ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
