import { codeText, type CodeList } from './lookup';

/*
 * The payment part of an 835 (BPR, PLB). Code values of the X12 5010 elements as 005010X221A1 allows them; the texts
 * as defined for those elements in the open-source stupidedi X12 library's 005010 element dictionary (two of its
 * spellings corrected: "Medical", "Hemophilia").
 */

/** BPR01, Transaction Handling Code (X12 element 305): whether money moves with this remittance. */
export const PAYMENT_HANDLING: CodeList = {
  C: 'Payment Accompanies Remittance Advice',
  D: 'Make Payment Only',
  H: 'Notification Only',
  I: 'Remittance Information Only',
  P: 'Prenotification of Future Transfers',
  U: 'Split Payment and Remittance',
  X: "Handling Party's Option to Split Payment and Remittance",
};

/** BPR04, Payment Method Code (X12 element 591). */
export const PAYMENT_METHOD: CodeList = {
  ACH: 'Automated Clearing House (ACH)',
  BOP: 'Financial Institution Option',
  CHK: 'Check',
  FWT: 'Federal Reserve Funds/Wire Transfer - Nonrepetitive',
  NON: 'Non-Payment Data',
};

/** PLB03-1 and the other adjustment identifiers of a PLB, Adjustment Reason Code (X12 element 426). */
export const PROVIDER_ADJUSTMENT_REASON: CodeList = {
  '50': 'Late Charge',
  '51': 'Interest Penalty Charge',
  '72': 'Authorized Return',
  '90': 'Early Payment Allowance',
  AH: 'Origination Fee',
  AM: "Applied to Borrower's Account",
  AP: 'Acceleration of Benefits',
  B2: 'Rebate',
  B3: 'Recovery Allowance',
  BD: 'Bad Debt Adjustment',
  BN: 'Bonus',
  C5: 'Temporary Allowance',
  CR: 'Capitation Interest',
  CS: 'Adjustment',
  CT: 'Capitation Payment',
  CV: 'Capital Passthru',
  CW: 'Certified Registered Nurse Anesthetist Passthru',
  DM: 'Direct Medical Education Passthru',
  E3: 'Withholding',
  FB: 'Forwarding Balance',
  FC: 'Fund Allocation',
  GO: 'Graduate Medical Education Passthru',
  HM: 'Hemophilia Clotting Factor Supplement',
  IP: 'Incentive Premium Payment',
  IR: 'Internal Revenue Service Withholding',
  IS: 'Interim Settlement',
  J1: 'Nonreimbursable',
  L3: 'Penalty',
  L6: 'Interest Owed',
  LE: 'Levy',
  LS: 'Lump Sum',
  OA: 'Organ Acquisition Passthru',
  OB: 'Offset for Affiliated Providers',
  PI: 'Periodic Interim Payment',
  PL: 'Payment Final',
  RA: 'Retro-activity Adjustment',
  RE: 'Return on Equity',
  SL: 'Student Loan Repayment',
  TL: 'Third Party Liability',
  WO: 'Overpayment Recovery',
  WU: 'Unspecified Recovery',
};

export const paymentHandlingText = (code: string): string => codeText(PAYMENT_HANDLING, code);
export const paymentMethodText = (code: string): string => codeText(PAYMENT_METHOD, code);
export const providerAdjustmentText = (code: string): string => codeText(PROVIDER_ADJUSTMENT_REASON, code);
