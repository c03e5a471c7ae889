import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ridersCopy } from '@/content/riders';
import { useSettledValue } from '@/lib/use-settled-value';

const DEBOUNCE_MS = 300;

/** The search box: what was typed reaches `onSearch` once typing pauses, so each keystroke is not a request. */
export function RiderSearch({ initial = '', onSearch }: { initial?: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const settled = useSettledValue(text.trim(), DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="rider-search">{ridersCopy.search}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id="rider-search"
          type="search"
          className="pl-9"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="rider-search-hint"
          autoComplete="off"
        />
      </div>
      <p id="rider-search-hint" className="text-sm text-muted">
        {ridersCopy.searchHint}
      </p>
    </div>
  );
}
