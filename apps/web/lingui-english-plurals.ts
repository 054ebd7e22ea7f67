import type { CompiledMessage, CompiledMessageToken } from '@lingui/message-utils/compileMessage';

/** Where an English plural's `#` reads its number from: `count` → `count#` (src/i18n/i18n.ts). */
export const countName = (name: string): string => `${name}#`;

/**
 * English plurals without Intl (ADR 0045): Lingui's runtime writes a plural with an Intl.PluralRules
 * and its `#` with an Intl.NumberFormat, the first of which loads the browser's locale data, 40–70 ms
 * of a phone's main thread on the first screen. English has two forms: "one" is exactly 1, so
 * `{n, plural, one {# deal} other {# deals}}` becomes `{n, select, 1 {…} other {…}}` (an exact `=N`
 * keeps its place), and its `#` the value `n#`, which translate() writes by hand as en does.
 */
export function englishPlurals(message: CompiledMessage): CompiledMessage {
  return message.map(englishToken);
}

function englishToken(token: CompiledMessageToken): CompiledMessageToken {
  if (typeof token === 'string') return token;
  const [name, type, format] = token;
  if ((type !== 'plural' && type !== 'select') || !format || typeof format !== 'object') return token;
  const cases = format as Record<string, CompiledMessage | number | undefined>;
  if (type === 'select') return [name, type, mapCases(cases, (branch) => englishPlurals(branch))];
  if (cases.offset !== undefined)
    throw new Error(`An English plural with an offset is not supported: ${name}`);
  // Lingui replaces `#` only at a plural branch's own level (a select inside keeps it as text).
  const branch = (tokens: CompiledMessage) =>
    tokens.map((part) => (part === '#' ? [countName(name)] : englishToken(part)) as CompiledMessageToken);
  const choices: Record<string, CompiledMessage> = {};
  for (const [key, tokens] of Object.entries(cases)) {
    if (!Array.isArray(tokens)) continue;
    // 'zero', 'two', 'few' and 'many' are never English forms; an exact number is kept.
    if (key === 'one') choices['1'] ??= branch(tokens);
    else if (key === 'other' || /^\d+$/.test(key)) choices[key] = branch(tokens);
  }
  return [name, 'select', choices];
}

const mapCases = (
  cases: Record<string, CompiledMessage | number | undefined>,
  map: (tokens: CompiledMessage) => CompiledMessage,
): Record<string, CompiledMessage> =>
  Object.fromEntries(
    Object.entries(cases).flatMap(([key, tokens]) => (Array.isArray(tokens) ? [[key, map(tokens)]] : [])),
  );
