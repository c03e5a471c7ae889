import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { jobsCopy } from '@/content/jobs';

/** The one "Clear filters" of the jobs screen, the same beside the filters and under an empty result. */
export function ClearFiltersButton({
  onClear,
  disabled,
  className,
}: {
  onClear: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Button variant="secondary" disabled={disabled} onClick={onClear} className={cn(className)}>
      {jobsCopy.clearFilters}
    </Button>
  );
}
