/**
 * Why a clearinghouse file was refused:
 * - `not_x12`: it is not an X12 interchange at all (no ISA header);
 * - `truncated`: it ends before its trailers, as a partly downloaded or cut file does;
 * - `envelope`: its envelope does not hold together (control numbers or counts of ISA/IEA, GS/GE, ST/SE differ);
 * - `wrong_transaction`: it is X12, but not the answer that was expected (an 837, a 277 claim status response…);
 * - `malformed`: a segment or an element the reader needs is missing or not what the guide allows.
 */
export type ClaimFileProblem = 'not_x12' | 'truncated' | 'envelope' | 'wrong_transaction' | 'malformed';

/**
 * A clearinghouse file the product will not read, with a message a billing clerk can act on (which file it is, what
 * is wrong, in words). The route that takes the file answers 400 with it
 * (docs/decisions/100-acknowledgments-and-remittances.md): a broken file is refused whole, never half posted.
 */
export class ClaimFileError extends Error {
  override readonly name = 'ClaimFileError';

  constructor(
    readonly problem: ClaimFileProblem,
    message: string,
  ) {
    super(message);
  }
}
