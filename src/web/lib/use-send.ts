import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { toast, type ToastOptions } from '@/components/ui/use-toast';
import { ApiError, errorMessage, failureDescription } from './api-client';

/** The messages shown under a form's fields, by field name. */
export type FieldMessages<Field extends string = string> = Partial<Record<Field, string>>;

/** A failure toast's words (docs/product/errors.md). */
export interface FailureWords {
  title: string;
  description: string;
  /**
   * Where the server's reason goes, when it gives one: 'after' the words ("Failed to save: the name is taken", the
   * default), or 'instead' of them.
   */
  reason?: 'after' | 'instead';
}

export interface SendOptions<Body, Result, Field extends string> {
  /** The call to the server: a mutation's mutateAsync, with the record's ids put around the body. */
  run: (body: Body) => Promise<Result>;
  /** The toast that says the server took it, from its answer where it names what was made. */
  succeeded?: ToastOptions | ((result: Result) => ToastOptions);
  /** Then what follows: closing the dialog, emptying the form, going to what was made. */
  done?: (result: Result, body: Body) => void | Promise<void>;
  /**
   * The failure toast. A function chooses the toast from the error, or returns null where the screen shows the
   * failure itself. Left out where the mutation toasts its own failures.
   */
  failed?: FailureWords | ((error: unknown, body: Body) => ToastOptions | null);
  /** The fields the form shows; the server's message about any other is left to the toast. */
  fields?: readonly Field[];
  /**
   * A react-hook-form's setError: the form shows the server's messages and moves focus to the first. Without one,
   * `errors` holds them.
   */
  setError?: (field: Field, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void;
}

export interface Send<Body, Field extends string = string> {
  /** Sends the body; a second send while one is on its way is dropped. Never rejects. */
  send: (body: Body) => Promise<void>;
  /** From the send until the answer has been shown (the toast, the dialog closed). */
  pending: boolean;
  /** The server's field messages, for a form that keeps its own errors (no setError); the form's checks may set them too. */
  errors: FieldMessages<Field>;
  setErrors: Dispatch<SetStateAction<FieldMessages<Field>>>;
}

/**
 * The step every dialog and form shares (docs/decisions/034-error-bodies.md): send; on success, say so and close; a
 * refusal naming fields shows each message under its field; anything else is a toast with the server's reason.
 */
export function useSend<Body, Result = unknown, Field extends string = string>(
  options: SendOptions<Body, Result, Field>,
): Send<Body, Field> {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  // A form validates before it sends, asynchronously: two quick presses can both get past the disabled button
  // before it re-renders, so only the first is sent.
  const sending = useRef(false);

  const send = async (body: Body) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    const { run, succeeded, done, failed, fields, setError } = options;
    try {
      const result = await run(body);
      if (succeeded) toast(typeof succeeded === 'function' ? succeeded(result) : succeeded);
      await done?.(result, body);
    } catch (error) {
      const messages = fieldMessages(error, fields);
      if (setError) {
        Object.keys(messages).forEach((field, index) =>
          setError(
            field as Field,
            { type: 'server', message: messages[field as Field]! },
            { shouldFocus: index === 0 },
          ),
        );
      } else setErrors(messages);
      const words = typeof failed === 'function' ? failed(error, body) : failed ? failureToast(error, failed) : null;
      if (words) toast({ variant: 'destructive', ...words });
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return { send, pending, errors, setErrors };
}

function fieldMessages<Field extends string>(error: unknown, fields?: readonly Field[]): FieldMessages<Field> {
  if (!(error instanceof ApiError)) return {};
  const all = Object.entries(error.fieldErrors) as [Field, string][];
  return Object.fromEntries(fields ? all.filter(([field]) => fields.includes(field)) : all) as FieldMessages<Field>;
}

/** The failure toast of `words` for an error, for a `failed` that toasts only some failures. */
export function failureToast(error: unknown, { reason = 'after', ...words }: FailureWords): ToastOptions {
  const description =
    reason === 'instead' ? errorMessage(error, words.description) : failureDescription(error, words.description);
  return { ...words, description };
}
