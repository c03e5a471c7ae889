import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';
import { myJobsCopy } from '@/content/my-jobs';
import { cn } from '@/lib/cn';

const copy = myJobsCopy.dropoffProof;

/**
 * The rider's signature drawn on the phone (signature_pad), handed up as a PNG data URL once a stroke ends, or
 * null when cleared. The canvas is sized to the screen's pixel density so the strokes stay sharp.
 */
export function SignatureField({
  id,
  onChange,
  error,
  disabled,
}: {
  id: string;
  onChange: (png: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [signed, setSigned] = useState(false);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const created = new SignaturePad(element, { penColor: '#0f172a', minWidth: 1, maxWidth: 2.8 });
    created.addEventListener('endStroke', () => {
      setSigned(!created.isEmpty());
      report.current(created.isEmpty() ? null : created.toDataURL('image/png'));
    });
    pad.current = created;
    return () => {
      created.off();
      pad.current = null;
    };
  }, []);

  useEffect(() => {
    if (!pad.current) return;
    if (disabled) pad.current.off();
    else pad.current.on();
  }, [disabled]);

  const clear = () => {
    pad.current?.clear();
    setSigned(false);
    onChange(null);
  };
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-end justify-between gap-2">
        <p id={`${id}-label`} className="font-semibold text-ink">
          {copy.signature}
          {signed ? <span className="ml-2 text-sm font-medium text-green-800">{copy.signed}</span> : null}
        </p>
        <Button variant="ghost" onClick={clear} disabled={!signed || disabled}>
          {copy.clear}
        </Button>
      </div>
      <canvas
        ref={canvas}
        id={id}
        role="img"
        aria-label={copy.signatureCanvas}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
        className={cn(
          'h-40 w-full touch-none rounded-md border-2 border-dashed bg-white',
          error ? 'border-danger' : 'border-slate-300',
          disabled && 'opacity-50',
        )}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {copy.signatureHint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
