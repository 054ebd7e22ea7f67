import { describe, expect, it } from 'vitest';
import { maskBotToken, telegramBotBodySchema } from './telegram.ts';

const TOKEN = '123456789:AAH3kZ_fakeTokenForTheBot-wxYz';

describe('the bot token an owner pastes', () => {
  it('takes a token as @BotFather gives it, trimmed of the spaces a copy brings along', () => {
    expect(telegramBotBodySchema.parse({ token: `  ${TOKEN}\n` })).toEqual({ token: TOKEN });
  });

  it.each([
    ['no colon', '123456789AAH3kZ_fakeTokenForTheBot'],
    ['a short secret', '123456789:short'],
    ['letters in the id', 'abc:AAH3kZ_fakeTokenForTheBot-wxYz'],
    ['a bot username', '@my_deals_bot'],
    ['a link', 'https://t.me/my_deals_bot'],
    ['a space inside', '123456789:AAH3kZ fakeTokenForTheBot'],
  ])('refuses %s, saying what a token looks like', (_, token) => {
    const result = telegramBotBodySchema.safeParse({ token });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/@BotFather/);
  });

  it('refuses fields it does not know', () => {
    expect(telegramBotBodySchema.safeParse({ token: TOKEN, admin: true }).success).toBe(false);
  });

  it('shows only the bot id and the last 4 characters', () => {
    const masked = maskBotToken(TOKEN);
    expect(masked).toBe('123456789:••••••••wxYz');
    expect(masked).not.toContain('AAH3kZ');
  });
});
