import { codeText, type CodeList } from './lookup';

/**
 * Claim Status Codes of an 835 (X12 element 1029, CLP02): how the payer processed the claim. 005010X221A1 allows 1,
 * 2, 3, 4, 19, 20, 21, 22, 23 and 25; the others (5 to 17, 27) are from earlier versions and kept for old files.
 * Texts as the X12 element's code values, in the copy OpenEMR's 835 reader carries (src/Billing/BillingUtilities.php,
 * CLAIM_STATUS_CODES_CLP02), except that "Received, but not in process" is 10 as X12 numbers it (OpenEMR has 11).
 */
export const CLP_STATUS: CodeList = {
  '1': 'Processed as Primary',
  '2': 'Processed as Secondary',
  '3': 'Processed as Tertiary',
  '4': 'Denied',
  '5': 'Pended',
  '10': 'Received, but not in process',
  '13': 'Suspended',
  '15': 'Suspended - investigation with field',
  '16': 'Suspended - return with material',
  '17': 'Suspended - review pending',
  '19': 'Processed as Primary, Forwarded to Additional Payer(s)',
  '20': 'Processed as Secondary, Forwarded to Additional Payer(s)',
  '21': 'Processed as Tertiary, Forwarded to Additional Payer(s)',
  '22': 'Reversal of Previous Payment',
  '23': 'Not Our Claim, Forwarded to Additional Payer(s)',
  '25': 'Predetermination Pricing Only - No Payment',
  '27': 'Reviewed',
};

export const clpStatusText = (code: string): string => codeText(CLP_STATUS, code);
