import { describe, expect, it } from 'vitest';
import { sendTestEmailToWire, toSendTestEmailResult } from './test-email-mapping.js';

describe('test e-mail mapping', () => {
  it('input → wire', () => {
    expect(
      sendTestEmailToWire({ recipientEmail: 'a@example.com', emailConfig: { host: 'h', port: 25, username: 'u', password: 'p', senderName: 'S', senderEmail: 's@example.com' } }),
    ).toEqual({ recipient_email: 'a@example.com', email_config: { host: 'h', port: 25, username: 'u', password: 'p', sender_name: 'S', sender_email: 's@example.com' } });
  });

  it('answer → entity; errorMessage is null on success', () => {
    expect(toSendTestEmailResult({ success: true })).toEqual({ success: true, errorMessage: null });
    expect(toSendTestEmailResult({ success: false, error_message: 'refused' })).toEqual({ success: false, errorMessage: 'refused' });
  });
});
