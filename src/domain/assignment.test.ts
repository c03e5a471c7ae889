import { describe, expect, it } from 'vitest';
import {
  connectionWarnings,
  judgeAssignment,
  reasonText,
  type AssignmentFacts,
  type AssignmentJob,
  type AssignmentVehicle,
} from './assignment';
import {
  DEFAULT_CREDENTIAL_POLICY,
  requiredCredentials,
  type CredentialFacts,
  type CredentialKind,
} from './credential';

const DAY = '2026-12-01';
const at = (hhmm: string, day = DAY) => new Date(`${day}T${hhmm}:00Z`);

function job(overrides: Partial<AssignmentJob> = {}): AssignmentJob {
  return {
    id: 'job',
    levelOfService: 'ambulatory',
    escortCount: 0,
    pickupTime: at('10:00'),
    dropoffTime: at('11:00'),
    pickup: null,
    dropoff: null,
    ...overrides,
  };
}

function vehicle(overrides: Partial<AssignmentVehicle> = {}): AssignmentVehicle {
  return {
    status: 'active',
    ambulatorySeats: 4,
    wheelchairPositions: 1,
    stretcherPositions: 0,
    liftOrRamp: 'ramp',
    documents: (['registration', 'insurance', 'inspection', 'lift_ramp_inspection'] as const).map((kind) => ({
      kind,
      expiresOn: '2027-12-01',
    })),
    ...overrides,
  };
}

const credential = (kind: CredentialKind, overrides: Partial<CredentialFacts> = {}): CredentialFacts => ({
  kind,
  issuedOn: '2025-01-01',
  expiresOn: '2027-12-01',
  verifiedAt: '2025-01-02T00:00:00Z',
  ...overrides,
});
const allCredentials = () => requiredCredentials('wheelchair').map((kind) => credential(kind));

function facts(overrides: Partial<AssignmentFacts> = {}): AssignmentFacts {
  return {
    job: job(),
    jobDay: DAY,
    driverStatus: 'approved',
    vehicle: vehicle(),
    credentials: allCredentials(),
    otherJobs: [],
    ...overrides,
  };
}

const withCredential = (kind: CredentialKind, c: Partial<CredentialFacts> | null) =>
  allCredentials().flatMap((x) => (x.kind !== kind ? [x] : c === null ? [] : [{ ...x, ...c }]));

describe('judgeAssignment: each rule alone', () => {
  it('accepts an equipped driver', () => {
    expect(judgeAssignment(facts())).toEqual([]);
    expect(judgeAssignment(facts({ driverStatus: 'active', job: job({ levelOfService: 'wheelchair' }) }))).toEqual([]);
  });

  it.each([
    ['driver_status', facts({ driverStatus: 'suspended' })],
    ['driver_status', facts({ driverStatus: 'pending' })],
    ['vehicle_out_of_service', facts({ vehicle: vehicle({ status: 'out_of_service' }) })],
    ['level_of_service', facts({ job: job({ levelOfService: 'stretcher' }) })],
    ['capacity', facts({ job: job({ escortCount: 2 }), vehicle: vehicle({ ambulatorySeats: 2 }) })],
    ['credential_expired:hipaa', facts({ credentials: withCredential('hipaa', { expiresOn: '2026-11-30' }) })],
    ['credential_missing:drug_screen', facts({ credentials: withCredential('drug_screen', null) })],
    [
      'vehicle_document_expired:insurance',
      facts({
        vehicle: vehicle({
          documents: vehicle().documents.map((d) => (d.kind === 'insurance' ? { ...d, expiresOn: '2026-11-30' } : d)),
        }),
      }),
    ],
    [
      'vehicle_document_missing:registration',
      facts({ vehicle: vehicle({ documents: vehicle().documents.filter((d) => d.kind !== 'registration') }) }),
    ],
  ])('%s', (reason, f) => {
    expect(judgeAssignment(f)).toEqual([reason]);
  });

  it('no_vehicle alone (documents cannot be judged without one)', () => {
    expect(judgeAssignment(facts({ vehicle: null }))).toEqual(['no_vehicle']);
  });

  it('gives every reason together, each once', () => {
    expect(judgeAssignment(facts({ driverStatus: 'inactive', vehicle: null, credentials: [] }))).toEqual([
      'driver_status',
      'no_vehicle',
      ...requiredCredentials('ambulatory').map((k) => `credential_missing:${k}`),
    ]);
  });
});

describe('capacity over overlapping jobs', () => {
  const van = vehicle({ ambulatorySeats: 4, wheelchairPositions: 1 });
  const wheelchair = (id: string, from: string, to: string, escortCount = 0) =>
    job({ id, levelOfService: 'wheelchair', pickupTime: at(from), dropoffTime: at(to), escortCount });

  it('refuses two wheelchair riders overlapping in a one-position van', () => {
    expect(
      judgeAssignment(
        facts({ vehicle: van, job: wheelchair('b', '10:30', '11:30'), otherJobs: [wheelchair('a', '10:00', '11:00')] }),
      ),
    ).toEqual(['capacity']);
    // A later pickup inside the job counts as well as one already on board.
    expect(
      judgeAssignment(
        facts({ vehicle: van, job: wheelchair('b', '09:00', '12:00'), otherJobs: [wheelchair('a', '10:00', '11:00')] }),
      ),
    ).toEqual(['capacity']);
  });

  it('accepts the same two one after the other (a drop-off at the next pickup time frees the place)', () => {
    expect(
      judgeAssignment(
        facts({ vehicle: van, job: wheelchair('b', '11:00', '12:00'), otherJobs: [wheelchair('a', '10:00', '11:00')] }),
      ),
    ).toEqual([]);
  });

  it('lets riders share within capacity', () => {
    const others = [
      job({ id: 'a', pickupTime: at('10:00'), dropoffTime: at('11:00') }),
      wheelchair('w', '10:15', '10:45'),
    ];
    expect(
      judgeAssignment(
        facts({
          vehicle: van,
          job: job({ id: 'b', escortCount: 2, pickupTime: at('10:30'), dropoffTime: at('11:30') }),
          otherJobs: others,
        }),
      ),
    ).toEqual([]);
  });

  it('gives escorts seats, also beside a wheelchair rider', () => {
    const full = [job({ id: 'a', escortCount: 1, pickupTime: at('10:00'), dropoffTime: at('11:00') })]; // 2 seats
    expect(judgeAssignment(facts({ vehicle: van, job: job({ id: 'b', escortCount: 1 }), otherJobs: full }))).toEqual(
      [],
    ); // 4 seats
    expect(judgeAssignment(facts({ vehicle: van, job: job({ id: 'b', escortCount: 2 }), otherJobs: full }))).toEqual([
      'capacity',
    ]); // 5 seats
    expect(
      judgeAssignment(facts({ vehicle: van, job: wheelchair('b', '10:00', '11:00', 3), otherJobs: full })),
    ).toEqual(['capacity']); // 2 + 3 escorts
    expect(
      judgeAssignment(facts({ vehicle: van, job: wheelchair('b', '10:00', '11:00', 2), otherJobs: full })),
    ).toEqual([]);
  });

  it('does not count the job against itself when it is edited', () => {
    expect(
      judgeAssignment(
        facts({ vehicle: van, job: wheelchair('a', '10:30', '11:30'), otherJobs: [wheelchair('a', '10:00', '11:00')] }),
      ),
    ).toEqual([]);
  });
});

describe("credentials and documents on the job's day", () => {
  const license = (expiresOn: string) => withCredential('drivers_license', { expiresOn });

  it('a licence expiring tomorrow allows a job today and refuses one next week', () => {
    expect(judgeAssignment(facts({ jobDay: '2026-12-01', credentials: license('2026-12-02') }))).toEqual([]);
    expect(judgeAssignment(facts({ jobDay: '2026-12-02', credentials: license('2026-12-02') }))).toEqual([]);
    expect(judgeAssignment(facts({ jobDay: '2026-12-08', credentials: license('2026-12-02') }))).toEqual([
      'credential_expired:drivers_license',
    ]);
  });

  it('counts an unverified credential as missing, and a verified renewal wins over an expired one', () => {
    expect(judgeAssignment(facts({ credentials: withCredential('hipaa', { verifiedAt: null }) }))).toEqual([
      'credential_missing:hipaa',
    ]);
    const renewed = [...withCredential('hipaa', { expiresOn: '2026-01-01' }), credential('hipaa')];
    expect(judgeAssignment(facts({ credentials: renewed }))).toEqual([]);
  });

  it('asks for PASS only for wheelchair and stretcher riders', () => {
    const noPass = withCredential('pass', null);
    expect(judgeAssignment(facts({ credentials: noPass }))).toEqual([]);
    expect(judgeAssignment(facts({ credentials: noPass, job: job({ levelOfService: 'wheelchair' }) }))).toEqual([
      'credential_missing:pass',
    ]);
    const stretcherVan = vehicle({ stretcherPositions: 1 });
    expect(
      judgeAssignment(facts({ credentials: noPass, vehicle: stretcherVan, job: job({ levelOfService: 'stretcher' }) })),
    ).toEqual(['credential_missing:pass']);
    expect(requiredCredentials('ambulatory', DEFAULT_CREDENTIAL_POLICY)).not.toContain('pass');
  });

  it('asks for the lift/ramp inspection only when the vehicle has a lift or ramp', () => {
    const noInspection = vehicle().documents.filter((d) => d.kind !== 'lift_ramp_inspection');
    expect(judgeAssignment(facts({ vehicle: vehicle({ documents: noInspection }) }))).toEqual([
      'vehicle_document_missing:lift_ramp_inspection',
    ]);
    expect(
      judgeAssignment(
        facts({ vehicle: vehicle({ documents: noInspection, liftOrRamp: 'none', wheelchairPositions: 0 }) }),
      ),
    ).toEqual([]);
  });

  it('a vehicle document is good through its expiry day; the latest of a kind counts', () => {
    const insurance = (expiresOn: string[]) =>
      vehicle({
        documents: [
          ...vehicle().documents.filter((d) => d.kind !== 'insurance'),
          ...expiresOn.map((e) => ({ kind: 'insurance' as const, expiresOn: e })),
        ],
      });
    expect(judgeAssignment(facts({ vehicle: insurance([DAY]) }))).toEqual([]);
    expect(judgeAssignment(facts({ vehicle: insurance(['2026-01-01', '2027-01-01']) }))).toEqual([]);
  });
});

describe('connectionWarnings', () => {
  const here = { lat: 39.95, lng: -75.16 };
  const tenMilesNorth = { lat: 39.95 + 10 / 69, lng: -75.16 };
  // 10 miles at 30 mph: 20 minutes.
  const minutes = (a: { lat: number }, b: { lat: number }) => (Math.abs(a.lat - b.lat) * 69 * 60) / 30;

  it('warns when the previous drop-off is too far from the pickup for the time between', () => {
    const before = job({ id: 'a', pickupTime: at('09:00'), dropoffTime: at('09:50'), dropoff: tenMilesNorth });
    expect(connectionWarnings(job({ pickup: here, dropoff: here }), [before], minutes)).toEqual(['tight_connection']);
    const early = { ...before, dropoffTime: at('09:30') };
    expect(connectionWarnings(job({ pickup: here, dropoff: here }), [early], minutes)).toEqual([]);
  });

  it('warns when the next pickup is too far from the drop-off for the time between', () => {
    const after = job({ id: 'c', pickupTime: at('11:10'), dropoffTime: at('12:00'), pickup: tenMilesNorth });
    expect(connectionWarnings(job({ pickup: here, dropoff: here }), [after], minutes)).toEqual(['tight_connection']);
    expect(
      connectionWarnings(job({ pickup: here, dropoff: here }), [{ ...after, pickupTime: at('11:30') }], minutes),
    ).toEqual([]);
  });

  it('says nothing without coordinates, and never refuses', () => {
    const before = job({ id: 'a', pickupTime: at('09:00'), dropoffTime: at('09:59'), dropoff: null });
    expect(connectionWarnings(job({ pickup: here }), [before], minutes)).toEqual([]);
  });
});

describe('reasonText', () => {
  it('words every code, kinds by their labels', () => {
    expect(reasonText('credential_expired:pass')).toBe('Passenger assistance (PASS) expired');
    expect(reasonText('credential_missing:hipaa')).toBe('HIPAA training missing or not verified');
    expect(reasonText('vehicle_document_expired:insurance')).toBe('Vehicle insurance expired');
    expect(reasonText('vehicle_document_missing:lift_ramp_inspection')).toBe('Vehicle lift/ramp inspection missing');
    expect(reasonText('capacity')).toBe('Vehicle is full at that time');
    expect(reasonText('tight_connection')).toBe('Tight connection with the trip before or after');
  });
});
