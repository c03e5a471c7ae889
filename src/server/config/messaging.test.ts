import { describe, expect, it } from 'vitest';
import { loadConfig } from '.';
import { throwAwayDirs } from '../test/temp-dirs';

/** Texts through a Twilio-compatible provider (docs/decisions/112-twilio-texts.md): all its settings, or none. */
const dataDir = throwAwayDirs('messaging');
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`,
  TWILIO_AUTH_TOKEN: 'an-auth-token-of-32-characters-x',
  TWILIO_FROM: '+12155550100',
  TWILIO_WEBHOOK_URL: 'https://ops.example.com/',
};

describe('the Twilio-compatible provider’s settings', () => {
  it('are read together, the API Twilio’s own unless another is named, the address without its last slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...TWILIO }).twilio).toEqual({
      accountSid: TWILIO.TWILIO_ACCOUNT_SID,
      authToken: TWILIO.TWILIO_AUTH_TOKEN,
      from: '+12155550100',
      webhookUrl: 'https://ops.example.com',
      apiUrl: 'https://api.twilio.com',
    });
    expect(loadConfig({ DATA_DIR: dataDir() }).twilio).toBeUndefined();
  });

  it('stop start-up when one is missing, naming it, or beside the generic gateway', () => {
    const { TWILIO_WEBHOOK_URL: _left, ...three } = TWILIO;
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...three })).toThrow(/TWILIO_WEBHOOK_URL: needed with/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...TWILIO, SMS_URL: 'https://sms.example.com/v1' })).toThrow(
      /SMS_URL: choose one SMS provider/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...TWILIO, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      /TWILIO_ACCOUNT_SID: must be the account SID/,
    );
  });
});

describe("the site's address for riders' trip links", () => {
  it('is PUBLIC_URL without its last slash, else the Twilio webhooks’ address', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://rides.example.com/' }).publicUrl).toBe(
      'https://rides.example.com',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), ...TWILIO }).publicUrl).toBe('https://ops.example.com');
    expect(loadConfig({ DATA_DIR: dataDir() }).publicUrl).toBeUndefined();
  });

  it('is required in production with the SMS gateway, naming itself', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };
    const gateway = { SMS_URL: 'https://sms.example.com/v1', SMS_TOKEN: 'gateway-token' };
    expect(() => loadConfig({ ...production, ...gateway })).toThrow(/PUBLIC_URL: is required with SMS_URL/);
    expect(loadConfig({ ...production, ...gateway, PUBLIC_URL: 'https://ops.example.com' }).publicUrl).toBe(
      'https://ops.example.com',
    );
  });
});
