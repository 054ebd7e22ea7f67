import type { AdminRole } from '@dd/core';

export const ROLE_LABELS: Record<AdminRole, string> = { owner: 'Owner', editor: 'Editor' };

export const ROLE_HINTS: Record<AdminRole, string> = {
  owner: 'Everything, including contact info, Telegram settings and the team',
  editor: 'Listings, drafts, imports and inquiries',
};

export const ONLY_OWNERS = 'Only an owner can manage the team.';

export const SELECT_CLASSES =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-xs ' +
  'focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none disabled:opacity-50';
