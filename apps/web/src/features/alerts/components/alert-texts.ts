/** The words of the alerts screens, in one place. */
export const ALERT_TEXTS = {
  dialogTitle: 'Get alerts for this search',
  instant: 'Instant',
  instantHint: 'An e-mail within a minute of a new or cheaper deal',
  daily: 'Daily',
  dailyHint: 'One e-mail a day at 09:00 Dubai time',
  savedTitle: 'Alert saved',
  saved: (name: string) => `We'll e-mail you new and cheaper deals for "${name}".`,
  saveFailed: 'Could not save the alert. Please try again.',
  pageTitle: 'My alerts',
  empty: 'No alerts yet',
  emptyHint: 'Filter the deals on the home page, then press "Alert me" to get new matches by e-mail.',
  deleted: 'Alert deleted',
  updated: 'Alert updated',
  updateFailed: 'Could not change the alert. Please try again.',
  telegram: {
    title: 'Get alerts on Telegram',
    hint: 'Your alerts can also come as Telegram messages. Get a link, open it in Telegram and press Start.',
    get: 'Get alerts on Telegram',
    open: 'Open Telegram',
    waiting: 'The link works once, for 15 minutes. This page updates when the chat is linked.',
    linked: (chat: string | null) =>
      `Your alerts also come to Telegram${chat ? ` (${chat})` : ''}. You can also send /stop in the chat.`,
    unlink: 'Stop Telegram alerts',
    unlinked: 'Telegram alerts stopped',
    failed: 'Could not change Telegram alerts. Please try again.',
  },
} as const;
