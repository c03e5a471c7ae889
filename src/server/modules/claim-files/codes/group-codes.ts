import { codeText, type CodeList } from './lookup';

/**
 * Claim Adjustment Group Codes (X12 element 1033, CAS01): who bears an adjustment. The texts are the element's code
 * values in the X12 5010 standard (as in the 837/835 implementation guides). CR (corrections and reversals) was
 * dropped from the 835 in 5010 (005010X221A1 allows CO, OA, PI and PR) and is kept for files from older payers.
 */
export const GROUP_CODE: CodeList = {
  CO: 'Contractual Obligations',
  CR: 'Corrections and Reversals',
  OA: 'Other adjustments',
  PI: 'Payor Initiated Reductions',
  PR: 'Patient Responsibility',
};

export const groupCodeText = (code: string): string => codeText(GROUP_CODE, code);
