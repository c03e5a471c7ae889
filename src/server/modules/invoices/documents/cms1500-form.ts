import type { CanvasElement, CanvasRect, Content } from 'pdfmake/interfaces';
import { PDF_COLORS } from '../../../pdf';

/**
 * The CMS-1500 (02/12) paper form itself, without a claim (docs/decisions/099-claims-a-clearinghouse-accepts.md):
 * its rules, check boxes and printed labels where the red form has them on US Letter, measured off the form in
 * points from the page's top left. The claim's values go on the form's print grid (`gridX`, `gridBaseline`), so the
 * same values land in the boxes of a pre-printed red form when the form itself is left off.
 */

/**
 * The print grid the form is laid out on: 10 characters an inch, 6 lines an inch, line 1 and column 1 at the top
 * left. Printers and billing programs address the boxes by line and column on it (box 2 at line 10, column 1).
 */
const GRID = { left: 24, top: 23.25, char: 7.2, line: 12 } as const;
/** Where column `col` starts. */
export const gridX = (col: number) => GRID.left + (col - 1) * GRID.char;
/** The baseline of text on line `line`, a little above the rule that closes the line. */
export const gridBaseline = (line: number) => GRID.top + (line - 1) * GRID.line + 9.5;

/** The form's outer edges and its three columns (patient, condition, insured). */
const LEFT = 19.4;
const RIGHT = 589.6;
const MIDDLE = 226.1;
const INSURED = 370.6;

/** One service line (box 24) is 24 points: its shaded half (supplemental information) above, its data below. */
const SERVICE_LINE = { top: 527.4, height: 24 } as const;

/** A check box: left, top, right, bottom. */
type Box = readonly [x1: number, y1: number, x2: number, y2: number];

/** Every check box of the form, by what ticking it says. */
export const CHECKBOXES = {
  medicare: [20.4, 107.25, 31, 118.25],
  medicaid: [68.75, 107.25, 79.9, 118.25],
  tricare: [119.5, 107.5, 130.6, 118.6],
  champva: [184.75, 107.25, 195.4, 118.25],
  groupHealthPlan: [235, 107.25, 245.6, 118.25],
  fecaBlackLung: [292.5, 107.25, 303.1, 118.6],
  otherProgram: [336, 107.5, 346.6, 118.6],
  sexMale: [314.25, 131, 325.25, 142.4],
  sexFemale: [350, 131, 361, 142.4],
  self: [249.5, 155.6, 260.6, 166.9],
  spouse: [285.75, 155.6, 296.9, 166.9],
  child: [314.25, 155.6, 324.9, 166.9],
  otherRelationship: [350.5, 155.6, 361.1, 166.9],
  employmentYes: [264.5, 251.6, 275.1, 263],
  employmentNo: [307.5, 251.6, 318.1, 263],
  autoAccidentYes: [264.5, 275.9, 275.1, 286.8],
  autoAccidentNo: [307.5, 275.9, 318.1, 286.8],
  otherAccidentYes: [264.5, 299.6, 275.1, 310.5],
  otherAccidentNo: [307.5, 299.6, 318.1, 310.5],
  insuredSexMale: [501.75, 251.4, 512.5, 262.8],
  insuredSexFemale: [552.9, 251.4, 563.75, 262.8],
  anotherPlanYes: [385.75, 323.75, 396.9, 334.9],
  anotherPlanNo: [422.25, 323.75, 433.1, 334.9],
  outsideLabYes: [386.75, 443.6, 397.9, 454.8],
  outsideLabNo: [423, 443.6, 434.1, 454.8],
  ssn: [135.9, 683.4, 146.75, 694.4],
  ein: [150.4, 683.4, 161.25, 694.4],
  assignmentYes: [286.6, 683.75, 297.75, 694.6],
  assignmentNo: [322.4, 683.75, 333.5, 694.6],
} as const satisfies Record<string, Box>;
export type Checkbox = keyof typeof CHECKBOXES;

/** The size of the words beside a check box, which end just short of it. */
const CHECK = 5.8;

/** A printed label: where its text starts (the top of its capitals), its words, its size and style. */
type Label = readonly [x: number, y: number, text: string, size?: number, style?: 'bold' | 'italics' | 'bolditalics'];

/**
 * The form's printed words, grouped by the box (or check box) they belong to, so a box's label is drawn just
 * before its value; the numbered label comes last in its group.
 */
const LABELS = {
  title: [
    [20.2, 58.2, 'HEALTH INSURANCE CLAIM FORM', 11.4, 'bold'],
    [20.2, 74.2, 'APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12', 5.6],
    [42, 87.5, 'PICA'],
    [551.2, 87.5, 'PICA'],
  ],
  program: [[22.2, 99, '1.']],
  medicare: [
    [34.2, 99, 'MEDICARE'],
    [34, 109.8, '(Medicare#)', CHECK, 'italics'],
  ],
  medicaid: [
    [84, 99, 'MEDICAID'],
    [82.5, 109.8, '(Medicaid#)', CHECK, 'italics'],
  ],
  tricare: [
    [135.2, 99, 'TRICARE'],
    [134.2, 109.8, '(ID#/DoD#)', CHECK, 'italics'],
  ],
  champva: [
    [199.5, 99, 'CHAMPVA'],
    [198, 109.8, '(Member ID#)', CHECK, 'italics'],
  ],
  groupHealthPlan: [
    [249.8, 98.4, 'GROUP', 5.4],
    [249.8, 102.8, 'HEALTH PLAN', 5.4],
    [249.8, 109.8, '(ID#)', CHECK, 'italics'],
  ],
  fecaBlackLung: [
    [306.8, 98.4, 'FECA', 5.4],
    [306.8, 102.8, 'BLK LUNG', 5.4],
    [306.8, 109.8, '(ID#)', CHECK, 'italics'],
  ],
  otherProgram: [
    [349.8, 99, 'OTHER'],
    [350, 109.8, '(ID#)', CHECK, 'italics'],
  ],
  '1a': [
    [507.2, 99.5, '(For Program in Item 1)'],
    [373.5, 99, "1a. INSURED'S I.D. NUMBER"],
  ],
  '2': [[22.2, 122.8, "2. PATIENT'S NAME (Last Name, First Name, Middle Initial)"]],
  '3': [
    [229, 122.8, "3. PATIENT'S BIRTH DATE"],
    [240, 128, 'MM'],
    [263.2, 128, 'DD'],
    [290.2, 128, 'YY'],
  ],
  sex: [[330.5, 123.5, 'SEX']],
  sexMale: [[308.8, 134.5, 'M', CHECK]],
  sexFemale: [[344, 134.5, 'F', CHECK]],
  '4': [[373, 123, "4. INSURED'S NAME (Last Name, First Name, Middle Initial)"]],
  '5': [[21.8, 145.2, "5. PATIENT'S ADDRESS (No., Street)"]],
  '5city': [[22.5, 170.5, 'CITY']],
  '5state': [[202.8, 170.5, 'STATE']],
  '5zip': [[22.2, 193.2, 'ZIP CODE']],
  '5phone': [
    [116, 193.2, 'TELEPHONE (Include Area Code)'],
    [118.6, 203.4, '(', 11.5],
    [144.4, 203.4, ')', 11.5],
  ],
  '6': [[229, 145.8, '6. PATIENT RELATIONSHIP TO INSURED']],
  self: [[237.8, 159, 'Self', CHECK]],
  spouse: [[265.3, 159, 'Spouse', CHECK]],
  child: [[299.5, 159, 'Child', CHECK]],
  otherRelationship: [[334, 159, 'Other', CHECK]],
  '7': [[373, 145.2, "7. INSURED'S ADDRESS (No., Street)"]],
  '7city': [[374, 171, 'CITY']],
  '7state': [[545.5, 171, 'STATE']],
  '7zip': [[373, 194.2, 'ZIP CODE']],
  '7phone': [
    [466.8, 194.2, 'TELEPHONE (Include Area Code)'],
    [477.6, 203, '(', 11.5],
    [504.9, 203, ')', 11.5],
  ],
  '8': [[229, 170.5, '8. RESERVED FOR NUCC USE']],
  '9': [[22.2, 218.8, "9. OTHER INSURED'S NAME (Last Name, First Name, Middle Initial)"]],
  '9a': [[21.8, 242, "a. OTHER INSURED'S POLICY OR GROUP NUMBER"]],
  '9b': [[22.5, 264.8, 'b. RESERVED FOR NUCC USE']],
  '9c': [[22.2, 290.2, 'c. RESERVED FOR NUCC USE']],
  '9d': [[22.2, 314.5, 'd. INSURANCE PLAN NAME OR PROGRAM NAME']],
  '10': [[229, 218.8, "10. IS PATIENT'S CONDITION RELATED TO:"]],
  '10a': [[229.5, 242, 'a. EMPLOYMENT? (Current or Previous)']],
  employmentYes: [[277.5, 255.2, 'YES', CHECK]],
  employmentNo: [[320.5, 255.2, 'NO', CHECK]],
  '10b': [
    [327.5, 269, 'PLACE (State)'],
    [230, 265.8, 'b. AUTO ACCIDENT?'],
  ],
  autoAccidentYes: [[277.5, 279.2, 'YES', CHECK]],
  autoAccidentNo: [[320.5, 279.2, 'NO', CHECK]],
  '10c': [[229.5, 290.2, 'c. OTHER ACCIDENT?']],
  otherAccidentYes: [[277.5, 303, 'YES', CHECK]],
  otherAccidentNo: [[320.5, 303, 'NO', CHECK]],
  '10d': [[229, 315, '10d. CLAIM CODES (Designated by NUCC)']],
  '11': [[373.5, 218.8, "11. INSURED'S POLICY GROUP OR FECA NUMBER"]],
  '11a': [
    [399, 248.2, 'MM'],
    [421.2, 248.2, 'DD'],
    [449.5, 248.2, 'YY'],
    [525.2, 243, 'SEX'],
    [373.5, 243, "a. INSURED'S DATE OF BIRTH"],
  ],
  insuredSexMale: [[494.2, 255, 'M', CHECK]],
  insuredSexFemale: [[547, 255, 'F', CHECK]],
  '11b': [[374, 267.5, 'b. OTHER CLAIM ID (Designated by NUCC)']],
  '11c': [[373.5, 290.8, 'c. INSURANCE PLAN NAME OR PROGRAM NAME']],
  '11d': [
    [461.8, 327.5, 'If yes, complete items 9, 9a, and 9d.', 6.2, 'bolditalics'],
    [373.5, 315, 'd. IS THERE ANOTHER HEALTH BENEFIT PLAN?'],
  ],
  anotherPlanYes: [[399.3, 327.2, 'YES', CHECK]],
  anotherPlanNo: [[435.6, 327.2, 'NO', CHECK]],
  '12': [
    [93.2, 338.8, 'READ BACK OF FORM BEFORE COMPLETING & SIGNING THIS FORM.', 6, 'bold'],
    [
      31.8,
      352.2,
      'to process this claim. I also request payment of government benefits either to myself or to the party who accepts assignment',
      5.9,
    ],
    [32.2, 359.5, 'below.', 5.9],
    [255.5, 375.8, 'DATE'],
    [
      22.2,
      345,
      "12. PATIENT'S OR AUTHORIZED PERSON'S SIGNATURE  I authorize the release of any medical or other information necessary",
      5.9,
    ],
    [32.2, 375.2, 'SIGNED'],
  ],
  '13': [
    [383.5, 346.2, 'payment of medical benefits to the undersigned physician or supplier for', 5.9],
    [383, 353.2, 'services described below.', 5.9],
    [373, 339, "13. INSURED'S OR AUTHORIZED PERSON'S SIGNATURE  I authorize", 5.9],
    [388.5, 376.2, 'SIGNED'],
  ],
  '14': [
    [31.2, 392.8, 'MM'],
    [55, 392.8, 'DD'],
    [81.8, 392.8, 'YY'],
    [22.5, 387.5, '14. DATE OF CURRENT ILLNESS, INJURY, or PREGNANCY (LMP)'],
  ],
  '14qual': [[107.2, 401.2, 'QUAL.']],
  '15': [
    [216, 397.5, 'QUAL.'],
    [283, 392.8, 'MM'],
    [306.8, 392.8, 'DD'],
    [333.5, 392.8, 'YY'],
    [215, 387.5, '15. OTHER DATE'],
  ],
  '16': [
    [404.8, 393.2, 'MM'],
    [428, 393.2, 'DD'],
    [457, 393.2, 'YY'],
    [506.2, 393.2, 'MM'],
    [530, 393.2, 'DD'],
    [559, 393.2, 'YY'],
    [383.5, 399.5, 'FROM'],
    [492, 399.5, 'TO'],
    [373.5, 388, '16. DATES PATIENT UNABLE TO WORK IN CURRENT OCCUPATION'],
  ],
  '17': [[22.8, 410.2, '17. NAME OF REFERRING PROVIDER OR OTHER SOURCE']],
  '17a': [[216, 411, '17a.']],
  '17b': [
    [216, 423.2, '17b.'],
    [232.2, 423.2, 'NPI'],
  ],
  '18': [
    [404.8, 415.5, 'MM'],
    [428, 415.5, 'DD'],
    [457, 415.5, 'YY'],
    [506.2, 415.5, 'MM'],
    [530, 415.5, 'DD'],
    [559, 415.5, 'YY'],
    [383.5, 422.8, 'FROM'],
    [491.8, 422.8, 'TO'],
    [373, 410.2, '18. HOSPITALIZATION DATES RELATED TO CURRENT SERVICES'],
  ],
  '19': [[22.8, 433.8, '19. ADDITIONAL CLAIM INFORMATION (Designated by NUCC)']],
  '20': [
    [490.2, 434, '$ CHARGES'],
    [373.5, 434.2, '20. OUTSIDE LAB?'],
  ],
  outsideLabYes: [[400.3, 447.2, 'YES', CHECK]],
  outsideLabNo: [[437.8, 447.2, 'NO', CHECK]],
  '21': [
    [22.5, 458, '21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY  Relate A-L to service line below (24E)'],
    [290.2, 461.8, 'ICD Ind.'],
  ],
  '21codes': [
    ...['A.', 'B.', 'C.', 'D.'].map((text, i): Label => [[25, 118.2, 212.5, 306.8][i]!, 475.2, text]),
    ...['E.', 'F.', 'G.', 'H.'].map((text, i): Label => [[25, 118.2, 212.5, 306.8][i]!, 486.8, text]),
    ...['I.', 'J.', 'K.', 'L.'].map((text, i): Label => [[25.6, 118.6, 212.5, 306.8][i]!, 498.5, text]),
  ],
  '22': [
    [383.5, 464.2, 'CODE'],
    [465.8, 464.2, 'ORIGINAL REF. NO.'],
    [373.5, 459, '22. RESUBMISSION'],
  ],
  '23': [[373.5, 482.8, '23. PRIOR AUTHORIZATION NUMBER']],
  '24': [
    [53.5, 506.5, 'DATE(S) OF SERVICE'],
    [45.2, 513.5, 'From'],
    [110.2, 513.5, 'To'],
    ...['MM', 'DD', 'YY', 'MM', 'DD', 'YY'].map((text, i): Label => [
      [23.5, 45.8, 68, 88.8, 109, 132.2][i]!,
      520.8,
      text,
    ]),
    [156.5, 506.5, 'B.'],
    [148.3, 513.2, 'PLACE OF', 4.8],
    [148.3, 520.8, 'SERVICE', 5.2],
    [178.2, 506.5, 'C.'],
    [174.2, 520.8, 'EMG'],
    [195.5, 506.5, 'D. PROCEDURES, SERVICES, OR SUPPLIES'],
    [209.2, 514, '(Explain Unusual Circumstances)'],
    [199.5, 520.8, 'CPT/HCPCS'],
    [275.2, 521.2, 'MODIFIER'],
    [350.2, 506.5, 'E.'],
    [336.2, 514, 'DIAGNOSIS'],
    [339, 521.2, 'POINTER'],
    [401, 506.5, 'F.'],
    [385, 520.8, '$ CHARGES'],
    [447, 506.5, 'G.'],
    [443.5, 512.5, 'DAYS', 4.8],
    [446.5, 517.2, 'OR', 4.8],
    [443, 521.8, 'UNITS', 4.8],
    [469.5, 506.5, 'H.'],
    [464.8, 512.5, 'EPSDT', 4.5],
    [465.8, 517.2, 'Family', 4.5],
    [467.8, 521.8, 'Plan', 4.5],
    [489, 506.5, 'I.'],
    [487.5, 514.6, 'ID.'],
    [483.2, 521.5, 'QUAL.'],
    [544, 506.5, 'J.'],
    [529, 514, 'RENDERING'],
    [524.2, 521.2, 'PROVIDER ID. #'],
    [22.2, 506.5, '24. A.'],
  ],
  '24lines': Array.from({ length: 6 }, (_, i): Label[] => [
    [11.8, SERVICE_LINE.top + SERVICE_LINE.height * i + 6.2, String(i + 1), 13],
    [484.5, SERVICE_LINE.top + SERVICE_LINE.height * i + 17.2, 'NPI'],
  ]).flat(),
  '25': [
    [136.2, 674, 'SSN'],
    [151.8, 674, 'EIN'],
    [22.5, 674, '25. FEDERAL TAX I.D. NUMBER'],
  ],
  '26': [[180.2, 674.5, "26. PATIENT'S ACCOUNT NO."]],
  '27': [
    [292, 679.4, '(For govt. claims, see back)', 4.4],
    [285, 674, '27. ACCEPT ASSIGNMENT?'],
  ],
  assignmentYes: [[300, 687, 'YES', CHECK]],
  assignmentNo: [[335.9, 687, 'NO', CHECK]],
  '28': [
    [373.5, 674, '28. TOTAL CHARGE'],
    [377.2, 686.2, '$', 6.8],
  ],
  '29': [
    [454.5, 674.5, '29. AMOUNT PAID'],
    [458, 686.5, '$', 6.8],
  ],
  '30': [[523.8, 674.5, '30. Rsvd. for NUCC Use', 5.6]],
  '31': [
    [22.5, 698.2, '31. SIGNATURE OF PHYSICIAN OR SUPPLIER'],
    [33.2, 705.5, 'INCLUDING DEGREES OR CREDENTIALS'],
    [33.2, 712.8, '(I certify that the statements on the reverse', 6.1],
    [32.8, 719.5, 'apply to this bill and are made a part thereof.)', 6.1],
    [23, 750.2, 'SIGNED'],
    [131.2, 750.2, 'DATE'],
  ],
  '32': [[180.2, 698.8, '32. SERVICE FACILITY LOCATION INFORMATION']],
  '32a': [[180.2, 746.5, '32a. NPI', 5.2]],
  '32b': [[262.2, 746.2, '32b.', 5.2]],
  '33phone': [
    [485.4, 696.4, '(', 11.5],
    [511.2, 696.4, ')', 11.5],
  ],
  '33': [[373.5, 698.8, '33. BILLING PROVIDER INFO & PH #']],
  '33a': [[374.3, 746.5, '33a. NPI', 5.2]],
  '33b': [[456.5, 746.2, '33b.', 5.2]],
  foot: [
    [20.2, 759.5, 'NUCC Instruction Manual available at: www.nucc.org', 8.4],
    [249.8, 760, 'PLEASE PRINT OR TYPE', 8, 'bolditalics'],
    [411.2, 758.5, 'APPROVED OMB-0938-1197 FORM 1500 (02-12)', 8],
  ],
} satisfies Record<string, readonly Label[]>;
export type FormLabelGroup = keyof typeof LABELS;
const FORM_LABELS: Record<FormLabelGroup, readonly Label[]> = LABELS;

/** A label group as text in the form's red: small capitals in Helvetica whatever font the values are in. */
export function formLabels(group: FormLabelGroup): Content[] {
  return FORM_LABELS[group].map(([x, y, text, size = 6.2, style]) => ({
    text,
    font: 'Helvetica',
    fontSize: size,
    color: PDF_COLORS.form,
    bold: style === 'bold' || style === 'bolditalics',
    italics: style === 'italics' || style === 'bolditalics',
    noWrap: true,
    absolutePosition: { x, y },
  }));
}

/** Shading for the parts of the form where only supplemental information goes. */
const SHADE = '#fbe9e7';

type Rule = readonly [a: number, from: number, to: number, width?: number];

/** The form's horizontal rules: their height, where each runs from and to, and their width when not hairline. */
const HORIZONTAL: readonly Rule[] = [
  [95.75, LEFT, RIGHT, 2.4],
  [120.9, LEFT, RIGHT],
  [143.6, LEFT, RIGHT],
  [167.75, LEFT, RIGHT],
  [191, LEFT, MIDDLE],
  [192, INSURED, RIGHT],
  [216.6, LEFT, RIGHT],
  [239.4, LEFT, MIDDLE],
  [240.25, INSURED, RIGHT],
  [262.5, LEFT, MIDDLE],
  [264.9, INSURED, RIGHT],
  [288.1, LEFT, MIDDLE],
  [288.1, INSURED, RIGHT],
  [312.25, LEFT, RIGHT],
  [336.5, LEFT, RIGHT],
  [384.25, LEFT, RIGHT, 2],
  [408, LEFT, RIGHT],
  [419.8, 212.25, INSURED],
  [431.6, LEFT, RIGHT],
  [456.25, LEFT, RIGHT],
  [480.5, INSURED, RIGHT],
  [504.6, LEFT, RIGHT],
  ...Array.from({ length: 7 }, (_, i): Rule => [SERVICE_LINE.top + SERVICE_LINE.height * i, LEFT, RIGHT]),
  [696, LEFT, RIGHT],
  [742.9, 176.5, RIGHT],
  [757, LEFT, RIGHT, 2],
  // The lines to sign on (12, 13) and to write a diagnosis on (21), and 10b's state.
  [380.4, 56, 236, 0.5],
  [380.9, 272, INSURED, 0.5],
  [381.4, 412.25, RIGHT, 0.5],
  ...[479.5, 491, 503].flatMap((y) =>
    [
      [33.25, 84.5],
      [126.5, 178],
      [220.75, 272],
      [314.75, 366.5],
    ].map(([from, to]): Rule => [y, from!, to!, 0.5]),
  ),
  [286.6, 335.25, 356, 0.5],
  // The PICA boxes.
  ...[85.6, 94.3].flatMap((y): Rule[] => [
    [y, 20, 40.25, 0.5],
    [y + 0.4, 568.4, RIGHT, 0.5],
  ]),
];

/** Full-height dividers of each service line's data half (24A–J), and the finer ticks between MM, DD and YY. */
const SERVICE_DIVIDERS = [82.25, 147, 169.9, 191.4, 243.75, 334.5, 371.1, 435, 464];
const SERVICE_TICKS = [38.75, 60, 103, 126.25, 269.25, 290.5, 312.25, 416.75];

const VERTICAL: readonly Rule[] = [
  [LEFT, 95.75, 757],
  [RIGHT, 95.75, 757],
  [INSURED, 95.75, SERVICE_LINE.top],
  [MIDDLE, 120.9, 336.5],
  [199.75, 167.75, 191],
  [113.25, 191, 216.6],
  [542.25, 167.75, 192],
  [464, 192, 216.6],
  [212.25, 384.25, 431.6],
  [228.6, 408, 431.6],
  [244.1, 408, 431.6],
  [453.9, 467.75, 480.5],
  ...[147, 170.25, 191.5, 334.5, 434.5, 464].map((x): Rule => [x, 504.6, SERVICE_LINE.top]),
  [479, 504.6, 671.4],
  [500.25, 504.6, 671.4],
  [176.5, 671.4, 757],
  [281.9, 671.4, 696],
  [370.9, 671.4, 757],
  [452, 671.4, 696],
  [521, 671.4, 696],
  [260.1, 742.9, 757],
  [454.4, 742.9, 757],
  ...Array.from({ length: 6 }, (_, i) => SERVICE_LINE.top + SERVICE_LINE.height * i + SERVICE_LINE.height / 2).flatMap(
    (top) => [
      ...SERVICE_DIVIDERS.map((x): Rule => [x, top, top + SERVICE_LINE.height / 2]),
      ...SERVICE_TICKS.map((x): Rule => [x, top + 1, top + SERVICE_LINE.height / 2, 0.4]),
    ],
  ),
  // Ticks dividing a date's MM, DD and YY, and a qualifier from its number.
  ...(
    [
      [255.1, 133, 143.6],
      [276.9, 133, 143.6],
      [413.75, 249, 264.9],
      [435, 249, 264.9],
      [389.1, 274, 288.1],
      [45.9, 394.2, 408],
      [67.75, 394.2, 408],
      [125.75, 396, 408],
      [234, 396, 408],
      [259.1, 396, 408],
      [299.25, 394.2, 408],
      [320, 394.2, 408],
      [418.5, 394.8, 408],
      [442.75, 394.8, 408],
      [521.5, 394.8, 408],
      [542.25, 394.8, 408],
      [40.25, 418.5, 431.6],
      [418.9, 419, 431.6],
      [442.75, 419, 431.6],
      [521.5, 418.5, 431.6],
      [542.75, 418.5, 431.6],
      [454.25, 444, 456.25],
      [524.4, 444, 456.25],
      [315.25, 456.5, 470],
      [328.75, 456.5, 469],
      [432.1, 686, 696],
      [504.1, 686, 696],
      [569.4, 683, 696],
      [335.5, 280.2, 286.6],
      [355.75, 280.2, 286.6],
      ...[33.25, 126.5, 220.75, 314.75].flatMap((x) => [479.5, 491, 503].map((y): Rule => [x, y - 6, y])),
    ] as const
  ).map(([x, from, to]): Rule => [x, from, to, 0.4]),
  ...[20, 26.75, 33.5, 40.25].map((x): Rule => [x, 85.6, 94.3, 0.5]),
  ...[568.4, 575.6, 582.9, RIGHT].map((x): Rule => [x, 86, 94.7, 0.5]),
];

/** The form's shaded parts: each service line's top half, 17a's number, 32b and 33b. */
const SHADED: readonly Box[] = [
  ...Array.from({ length: 6 }, (_, i): Box => [
    LEFT,
    SERVICE_LINE.top + SERVICE_LINE.height * i,
    RIGHT,
    SERVICE_LINE.top + SERVICE_LINE.height * i + SERVICE_LINE.height / 2,
  ]),
  [228.6, 408, INSURED, 419.8],
  [260.1, 742.9, 370.9, 757],
  [454.4, 742.9, RIGHT, 757],
];

/** The form's rules, shading and check boxes in its red, drawn once under everything else on the page. */
export function formArtwork(): Content {
  const line = (x1: number, y1: number, x2: number, y2: number, width = 0.6): CanvasElement => ({
    type: 'line',
    x1,
    y1,
    x2,
    y2,
    lineWidth: width,
    lineColor: PDF_COLORS.form,
  });
  const rect = ([x1, y1, x2, y2]: Box): CanvasRect => ({ type: 'rect', x: x1, y: y1, w: x2 - x1, h: y2 - y1 });
  return {
    canvas: [
      ...SHADED.map((box): CanvasElement => ({ ...rect(box), color: SHADE })),
      ...HORIZONTAL.map(([y, from, to, width]) => line(from, y, to, y, width)),
      ...VERTICAL.map(([x, from, to, width]) => line(x, from, x, to, width)),
      // 24J's shaded half holds a non-NPI number, its data half the NPI: a dashed line between them.
      ...Array.from({ length: 6 }, (_, i): CanvasElement => {
        const y = SERVICE_LINE.top + SERVICE_LINE.height * i + SERVICE_LINE.height / 2;
        return { ...line(500.25, y, RIGHT, y, 0.5), dash: { length: 4, space: 2 } };
      }),
      ...Object.values(CHECKBOXES).map((box): CanvasElement => ({
        ...rect(box),
        lineWidth: 0.6,
        lineColor: PDF_COLORS.form,
      })),
    ],
    absolutePosition: { x: 0, y: 0 },
  };
}
