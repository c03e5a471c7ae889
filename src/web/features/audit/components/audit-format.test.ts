import { describe, expect, it } from 'vitest';
import { auditWho } from './audit-format';

describe('who an audit entry names', () => {
  const admin = { userId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', username: 'dana', role: 'admin' };
  it('names the person, and the API token when the call came with one', () => {
    expect(auditWho({ ...admin, tokenName: null })).toBe('dana (Administrator)');
    expect(auditWho({ ...admin, tokenName: 'Manifest feed' })).toBe(
      'API token "Manifest feed" for dana (Administrator)',
    );
  });
});
