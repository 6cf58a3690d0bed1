// HTML + text mail templates. Inline styles only: mail clients ignore <style> blocks and external CSS.
import { limits } from '@naija-homes/contracts/limits';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from './index';

/** The brand colour of mail buttons and the header bar. */
export const mailBrand = '#0B6E4F';
const brand = mailBrand;
const minutes = limits.otpExpiresInSeconds / 60;

const accountFooter =
  'You received this email because of activity on your Naija Homes account. If this was not you, you can ignore it.';

/** Every mail's frame: the brand bar, the body, and a footer saying why the person gets it (plain HTML of ours). */
export function mailLayout(title: string, bodyHtml: string, footerHtml = accountFooter): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${brand};padding:20px 28px;color:#ffffff;font-size:20px;font-weight:bold">Naija Homes</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;background:#f9fafb;color:#6b7280;font-size:12px">
${footerHtml}
</td></tr></table></td></tr></table></body></html>`;
}

function codeBlock(code: string): string {
  return `<p style="margin:24px 0;text-align:center"><span style="display:inline-block;padding:12px 20px;border-radius:8px;background:#e8f3ee;color:${brand};font-size:30px;letter-spacing:8px;font-weight:bold;font-family:'Courier New',monospace">${escapeHtml(code)}</span></p>`;
}

export function verificationCodeMail(to: string, name: string, code: string): MailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  return {
    to,
    subject: `Your Naija Homes verification code: ${code}`,
    text: `${greeting}\n\nYour verification code is ${code}.\nEnter it to verify your email address. It expires in ${minutes} minutes.\n\n— Naija Homes`,
    html: mailLayout(
      'Verify your email',
      `<p>${escapeHtml(greeting)}</p><p>Use this code to verify your email address:</p>${codeBlock(code)}<p>The code expires in ${minutes} minutes.</p>`,
    ),
  };
}

export function resetCodeMail(to: string, name: string, code: string): MailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  return {
    to,
    subject: `Your Naija Homes password reset code: ${code}`,
    text: `${greeting}\n\nYour password reset code is ${code}.\nIt expires in ${minutes} minutes. If you did not ask to reset your password, ignore this email: your password stays the same.\n\n— Naija Homes`,
    html: mailLayout(
      'Reset your password',
      `<p>${escapeHtml(greeting)}</p><p>Use this code to reset your password:</p>${codeBlock(code)}<p>The code expires in ${minutes} minutes. If you did not ask to reset your password, ignore this email: your password stays the same.</p>`,
    ),
  };
}

export function welcomeMail(to: string, name: string, role: string | null, appUrl: string): MailMessage {
  const next =
    role === 'AGENT'
      ? 'Complete your agent profile so our team can approve it, then start listing properties.'
      : 'Start exploring homes for sale and rent across Nigeria, save favourites and message agents.';
  return {
    to,
    subject: 'Welcome to Naija Homes',
    text: `Hello ${name},\n\nYour email is verified and your account is ready.\n${next}\n\n${appUrl}\n\n— Naija Homes`,
    html: mailLayout(
      'Welcome to Naija Homes',
      `<p>Hello ${escapeHtml(name)},</p><p>Your email is verified and your account is ready.</p><p>${escapeHtml(next)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(appUrl)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${brand};color:#ffffff;text-decoration:none;font-weight:bold">Open Naija Homes</a></p>`,
    ),
  };
}

/** A short message to an admin about something that needs their attention (help requests, submissions). */
export function adminAlertMail(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n— Naija Homes`,
    html: mailLayout(
      subject,
      paragraphs.map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`).join(''),
    ),
  };
}
