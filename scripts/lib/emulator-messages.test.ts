import { describe, expect, it } from 'vitest';
import { personFacingMessage } from './emulator-messages.ts';

describe('emulator messages at the terminal', () => {
  it("points an emailed link at the app's own action page", () => {
    const line =
      'i  auth: To reset the password for ada@example.test, follow this link: http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=XYZ&apiKey=demo-api-key&newPassword=NEW_PASSWORD_HERE';
    expect(personFacingMessage(line, 'http://localhost:3000')).toBe(
      'MAIL To reset the password for ada@example.test, open http://localhost:3000/auth/action?mode=resetPassword&lang=en&oobCode=XYZ&apiKey=demo-api-key',
    );
  });

  it('passes on a texted code', () => {
    const line = 'i  auth: To verify the phone number +447700900123, use the code 123456.';
    expect(personFacingMessage(line, 'http://localhost:3000')).toBe(
      'SMS  To verify the phone number +447700900123, use the code 123456.',
    );
  });

  it('ignores everything else the emulator says', () => {
    expect(personFacingMessage('i  emulators: Starting emulators: auth', 'http://localhost:3000')).toBeNull();
  });
});
