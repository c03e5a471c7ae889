import { X12Parser, type X12Interchange, type X12Segment } from 'node-x12';

/** The 837P read by node-x12: the interchange, and the transaction's segments from ST to SE inclusive. */
export function parse837(edi: string): { interchange: X12Interchange; segments: X12Segment[] } {
  const interchange = new X12Parser(true).parse(edi) as X12Interchange;
  const [group] = interchange.functionalGroups;
  const [transaction] = group!.transactions;
  return { interchange, segments: [transaction!.header, ...transaction!.segments, transaction!.trailer] };
}

export const values = (segment: X12Segment) => segment.elements.map((e) => e.value);

/** Each subscriber loop (HL*…*22) of the 837P: its segments up to the next HL. */
export function subscriberLoops(segments: X12Segment[]): X12Segment[][] {
  const loops: X12Segment[][] = [];
  for (const s of segments) {
    if (s.tag === 'HL') {
      if (s.valueOf(3) === '22') loops.push([]);
      continue;
    }
    if (s.tag === 'SE') break;
    loops.at(-1)?.push(s);
  }
  return loops;
}

/** The segments of a loop with this tag (and first element). */
export const find = (loop: X12Segment[], tag: string, first?: string) =>
  loop.filter((s) => s.tag === tag && (first === undefined || s.valueOf(1) === first));
