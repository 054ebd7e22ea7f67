import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail } from './layout.ts';
import { newInquiryEmail } from './new-inquiry.ts';
import { passwordResetEmail } from './password-reset.ts';
import { verificationCodeEmail } from './verification-code.ts';

describe('e-mail templates', () => {
  it('verification code: subject, text and html carry the code and the site name', () => {
    const mail = verificationCodeEmail({ name: 'Aisha', code: '482913', minutes: 10 });
    expect(mail.subject).toBe('Your verification code: 482913');
    expect(mail.text).toContain('482913');
    expect(mail.text).toContain('Hello Aisha,');
    expect(mail.text).toContain('10 minutes');
    expect(mail.text.startsWith('Dubai Distress Deals\n')).toBe(true);
    expect(mail.html).toContain('>482913</span>');
    expect(mail.html).toContain('Dubai Distress Deals');
    expect(mail.html).toContain('You received this e-mail because');
  });

  it('escapes HTML in every user-supplied value', () => {
    const mail = verificationCodeEmail({ name: '<script>alert(1)</script>', code: '123456', minutes: 10 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,'); // plain text is not HTML

    const inquiry = newInquiryEmail({
      propertyName: 'Marina "Gate" & <b>Tower</b>',
      propertyLink: 'https://deals.example/property/42',
      name: '<img src=x onerror=alert(1)>',
      email: 'a@example.com',
      phone: '+971 50 123 4567',
      message: 'Line one\n<script>x</script>',
    });
    expect(inquiry.html).not.toMatch(/<script>|<img|<b>/);
    expect(inquiry.html).toContain('Marina &quot;Gate&quot; &amp; &lt;b&gt;Tower&lt;/b&gt;');
    expect(inquiry.html).toContain('Line one<br>&lt;script&gt;x&lt;/script&gt;');
    expect(inquiry.html).toContain('href="https://deals.example/property/42"');
  });

  it('password reset: a button and the bare link, in html and text', () => {
    const link = 'https://deals.example/reset-password?token=abc&x=1';
    const mail = passwordResetEmail({ account: 'admin', username: 'admin', link, minutes: 10 });
    expect(mail.subject).toBe('Reset your Dubai Distress Deals password');
    expect(mail.text).toContain(`Reset password: ${link}`);
    expect(mail.html).toContain('href="https://deals.example/reset-password?token=abc&amp;x=1"');
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).toContain('the admin account "admin"');
  });

  it('password reset for a visitor: greets by name, names the e-mail, and says how to log in', () => {
    const link = 'https://deals.example/reset-password?token=abc';
    const mail = passwordResetEmail({
      account: 'visitor',
      name: 'Aisha <b>',
      email: 'aisha@example.com',
      link,
      minutes: 10,
    });
    expect(mail.subject).toBe('Reset your Dubai Distress Deals password');
    expect(mail.text).toContain('Hello Aisha <b>,');
    expect(mail.text).toContain('your Dubai Distress Deals account (aisha@example.com)');
    expect(mail.text).toContain('log in with your e-mail address and the new password');
    expect(mail.text).toContain(`Reset password: ${link}`);
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).not.toContain('admin');
    expect(mail.html).toContain('Hello Aisha &lt;b&gt;,');
    expect(mail.html).toContain('href="https://deals.example/reset-password?token=abc"');
  });

  it('new inquiry: subject names the property and the sender; all contact fields are present', () => {
    const mail = newInquiryEmail({
      propertyName: 'Marina Gate 2',
      propertyLink: 'https://deals.example/property/42',
      name: 'Omar',
      email: 'omar@example.com',
      phone: '+971 55 000 1111',
      message: 'Is the price negotiable?',
    });
    expect(mail.subject).toBe('New inquiry: Marina Gate 2 from Omar');
    for (const part of ['omar@example.com', '+971 55 000 1111', 'Is the price negotiable?']) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(escapeHtml(part));
    }
  });

  it('keeps subjects on one line and drops links that are not http(s)', () => {
    const mail = renderEmail({
      subject: 'Hello\r\nBcc: victim@example.com',
      heading: 'Hi',
      paragraphs: [],
      link: { url: 'javascript:alert(1)', label: 'Click' },
      reason: 'this is a test',
    });
    expect(mail.subject).toBe('Hello Bcc: victim@example.com');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('javascript:');
  });
});
