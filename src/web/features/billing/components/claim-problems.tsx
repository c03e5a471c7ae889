import { TriangleAlert } from 'lucide-react';
import { CLAIM_PROBLEM_LABELS, type ClaimProblem } from '@domain/invoice';
import { cn } from '@/lib/cn';

/** A claim's problems in the warning style: each is a reason the payer may refuse or query the claim. */
export function ClaimProblems({
  problems,
  heading,
  className,
}: {
  problems: readonly ClaimProblem[];
  heading: string;
  className?: string;
}) {
  if (problems.length === 0) return null;
  return (
    <div className={cn('rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-amber-950', className)}>
      <p className="flex items-center gap-2 text-sm font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {heading}
      </p>
      <ul className="mt-1 list-disc pl-9 text-sm">
        {problems.map((problem) => (
          <li key={problem}>{CLAIM_PROBLEM_LABELS[problem]}</li>
        ))}
      </ul>
    </div>
  );
}
