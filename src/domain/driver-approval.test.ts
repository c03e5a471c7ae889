import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CREDENTIAL_KINDS, CREDENTIAL_STATES, DEFAULT_CREDENTIAL_POLICY } from './credential';
import { approvalChecklist, missingForApproval } from './driver-approval';

const complete = {
  driver: { vehicleId: 'v1', licenseUrl: '/objects/a', insuranceUrl: '/objects/b', w9Url: '/objects/c' },
  credentials: DEFAULT_CREDENTIAL_POLICY.required.map((kind) => ({ kind, state: 'valid' as const })),
};

describe('the approval checklist', () => {
  it('lists nothing missing for a driver with a vehicle, the three documents and the required credentials', () => {
    expect(missingForApproval(complete)).toEqual([]);
    expect(
      approvalChecklist(complete)
        .map((item) => item.label)
        .slice(0, 4),
    ).toEqual(['Vehicle assigned', "Driver's License", 'Insurance', 'W-9 Form']);
  });

  it('names the vehicle, each missing document and each credential not good today', () => {
    const missing = missingForApproval({
      driver: { vehicleId: null, licenseUrl: '/objects/a', insuranceUrl: null, w9Url: null },
      credentials: [
        { kind: 'drivers_license', state: 'expiring' },
        { kind: 'motor_vehicle_record', state: 'unverified' },
        { kind: 'background_check', state: 'expired' },
        { kind: 'drug_screen', state: 'valid' },
      ],
    });
    expect(missing.map((item) => item.key)).toEqual([
      'vehicle',
      'insuranceUrl',
      'w9Url',
      'motor_vehicle_record',
      'background_check',
      'hipaa',
    ]);
  });

  it('has one line per item whatever the facts, and missing is exactly the lines not done', () => {
    const state = fc.constantFrom(...CREDENTIAL_STATES);
    const url = fc.option(fc.constant('/objects/x'), { nil: null });
    fc.assert(
      fc.property(
        url,
        url,
        url,
        fc.option(fc.constant('v'), { nil: null }),
        fc.array(fc.record({ kind: fc.constantFrom(...CREDENTIAL_KINDS), state })),
        (licenseUrl, insuranceUrl, w9Url, vehicleId, credentials) => {
          const facts = { driver: { vehicleId, licenseUrl, insuranceUrl, w9Url }, credentials };
          const list = approvalChecklist(facts);
          expect(list).toHaveLength(4 + DEFAULT_CREDENTIAL_POLICY.required.length);
          expect(missingForApproval(facts)).toEqual(list.filter((item) => !item.done));
        },
      ),
    );
  });
});
