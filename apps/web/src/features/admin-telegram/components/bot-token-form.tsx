import { type TelegramStatus, telegramBotBodySchema } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, Input } from '@/components/ui/form-field';
import { isApiError, serverDetail } from '@/lib/api-client';

import { useConnectBot, useRemoveBot } from '../api/bot-token';

export const BOT_CONNECTED = 'Bot connected';
export const BOT_REMOVED = 'Bot removed';
export const ENVIRONMENT_NOTE =
  "This bot is set by TELEGRAM_BOT_TOKEN in the server's environment, which wins over a token saved here. Change or remove it there.";

type Values = z.output<typeof telegramBotBodySchema>;

const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-900';

/** The masked token of the bot in use, where it comes from, and (for an owner) Remove. */
function SavedBot({ status, owner }: { status: TelegramStatus; owner: boolean }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveBot();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(BOT_REMOVED);
        setAsking(false);
      },
      onError: (error) => {
        toast.error(serverDetail(error) ?? 'Failed to remove the bot');
        setAsking(false);
      },
    });
  const bot = status.bot_username ? `@${status.bot_username}` : 'The bot';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        Token <code className={code}>{status.token_masked}</code>
        {status.source === 'environment' ? ' (from the server’s environment)' : ' (saved here)'}
      </p>
      {owner && status.source === 'dashboard' && (
        <>
          <Button
            variant="outline"
            className="border-rose-300! text-rose-700! hover:bg-rose-50!"
            onClick={() => setAsking(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove bot
          </Button>
          <ConfirmDialog
            open={asking}
            tone="danger"
            title="Remove the bot?"
            description={`${bot} stops reading your channels at once: new posts no longer reach the site, and alerts go by e-mail only. Its channels and drafts stay.`}
            confirmLabel="Remove bot"
            pending={remove.isPending}
            pendingLabel="Removing..."
            onConfirm={confirm}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
    </div>
  );
}

/**
 * Where an owner pastes the token @BotFather gave: the server checks it with Telegram and the bot
 * starts at once. A token Telegram refuses is shown under the field.
 */
function TokenForm({ replacing }: { replacing: boolean }) {
  const hintId = useId();
  const connect = useConnectBot();
  const { register, handleSubmit, formState, setError, reset } = useForm<
    z.input<typeof telegramBotBodySchema>,
    unknown,
    Values
  >({
    resolver: zodResolver(telegramBotBodySchema),
    defaultValues: { token: '' },
  });
  const submit = ({ token }: Values) =>
    connect.mutate(token, {
      onSuccess: (status) => {
        toast.success(
          BOT_CONNECTED,
          status.bot_username ? { description: `@${status.bot_username}` } : undefined,
        );
        reset();
      },
      onError: (error) => {
        const detail = serverDetail(error);
        if (isApiError(error) && error.status === 400 && detail) setError('token', { message: detail });
        else toast.error(detail ?? 'Failed to connect the bot');
      },
    });
  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1">
        <Field
          label={replacing ? 'New token' : 'Token'}
          error={formState.errors.token?.message}
          describedBy={hintId}
        >
          {(props) => (
            <Input
              {...props}
              {...register('token')}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder="123456789:ABC..."
            />
          )}
        </Field>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          In Telegram, open @BotFather, send /newbot (or /mybots › your bot › API Token) and copy the token it
          gives.
        </p>
      </div>
      <div className="sm:pt-7">
        <Button type="submit" disabled={connect.isPending} className="w-full sm:w-auto">
          <KeyRound aria-hidden="true" className="size-4" />
          {connect.isPending ? 'Checking with Telegram...' : replacing ? 'Replace token' : 'Connect bot'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The bot's token on the Telegram tab: its masked form and where it comes from; for an owner the
 * field to connect one (or replace the saved one) and Remove. An editor only sees it.
 */
export function BotTokenPanel({ status, owner }: { status: TelegramStatus; owner: boolean }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h3 id={titleId} className="text-base font-bold text-slate-900">
        Bot token
      </h3>
      <div className="mt-2 space-y-4">
        {status.token_masked && <SavedBot status={status} owner={owner} />}
        {status.source === 'environment' ? (
          <p className="text-sm text-slate-700">{ENVIRONMENT_NOTE}</p>
        ) : owner ? (
          <TokenForm replacing={status.source === 'dashboard'} />
        ) : (
          <p className="text-sm text-slate-700">Only an owner can connect or remove the bot.</p>
        )}
      </div>
    </section>
  );
}
