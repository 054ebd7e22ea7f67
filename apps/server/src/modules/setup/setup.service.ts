import { DEFAULT_CONTACTS, type Setup, type SetupItem } from '@dd/core';
import { defaultCredentialsActive } from '../admin-auth/admin-auth.service.ts';
import { findContacts } from '../contacts/contacts.repository.ts';
import { noticeRecipients } from '../inquiries/inquiry-writer.ts';
import { loadedSales } from '../market/market-sales.repository.ts';
import type { ServiceContext } from '../service-context.ts';
import { botSource } from '../telegram-bot/bot-token.service.ts';

/**
 * The owner's set-up list (issue 43): what a fresh install still lacks before it can take real
 * leads, each item checked against what the site really has, with where the dashboard fixes it.
 */
export async function setupList(ctx: ServiceContext): Promise<Setup> {
  const { config } = ctx;
  const [contacts, recipients, defaultPassword, sales, bot] = await Promise.all([
    findContacts(ctx.db),
    noticeRecipients(ctx.db, config.adminEmail),
    defaultCredentialsActive(ctx),
    loadedSales(ctx.db),
    botSource(ctx),
  ]);
  const placeholders =
    !contacts || contacts.phone === DEFAULT_CONTACTS.phone || contacts.email === DEFAULT_CONTACTS.email;
  const https = new URL(config.appUrl).protocol === 'https:';
  const items: SetupItem[] = [
    {
      id: 'contacts',
      done: !placeholders,
      title: 'Put your own contact details on the site',
      detail:
        'Visitors still see the placeholder phone and e-mail, and the WhatsApp button leads nowhere useful.',
      action: { label: 'Open Contact Info', tab: 'contacts' },
    },
    {
      id: 'inquiry_notices',
      done: recipients.length > 0,
      title: 'Choose who hears of new inquiries',
      detail:
        'Inquiries are stored, but nobody is e-mailed: notices go to the contacts e-mail, else ADMIN_EMAIL, ' +
        "else every owner's own e-mail, and none of them is set.",
      action: { label: 'Set the contacts e-mail', tab: 'contacts' },
    },
    {
      id: 'admin_password',
      done: !defaultPassword,
      title: 'Change the default admin password',
      detail: 'Anyone who knows the default password (it is shown on the login page) can sign in as admin.',
      action: { label: 'Change the password', tab: 'password' },
    },
    {
      id: 'mail',
      done: config.smtpUrl !== undefined,
      title: 'Connect a mail server',
      detail:
        "SMTP_URL is not set: verification codes, reset links and inquiry notices are written to the server's " +
        'log instead of being sent. Set SMTP_URL on the server and restart it (README, "Run it on a server", step 4).',
      action: null,
    },
    {
      id: 'https',
      done: https,
      title: 'Serve the site over https',
      detail:
        `The public address is ${config.appUrl}: links in e-mails use it, browsers warn on forms over http, ` +
        "and Telegram's webhook needs https. Put the site behind a reverse proxy with a certificate and set APP_URL " +
        '(README, "Run it on a server": nginx and a certificate in step 8).',
      action: null,
    },
    {
      id: 'telegram',
      done: bot !== null,
      title: 'Connect a Telegram bot',
      detail:
        'Without a bot, ads posted in your Telegram channels do not reach the site, and alerts go by e-mail only.',
      action: { label: 'Open Telegram', tab: 'telegram' },
    },
    {
      id: 'market_data',
      done: sales === 'dld',
      title: "Import the Dubai Land Department's sales",
      detail:
        sales === 'demo'
          ? 'The market check still compares listings with a generated demo sample, not real sales.'
          : 'No sales are loaded: listings cannot be compared with the market.',
      action: { label: 'Open Market data', tab: 'market' },
    },
  ];
  return { items };
}
