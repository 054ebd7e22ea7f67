// Shared by the bot's tests: short timings, two ads, and a wait for what the bot does in the background.

/** Short timings, so a test sees a post become a listing within a second or two. */
export const FAST_BOT = {
  pollTimeoutSeconds: 1,
  leaseMs: 3000,
  albumQuietMs: 300,
  processEveryMs: 50,
  retryMs: [100, 400] as [number, number],
};

export const COMPLETE_AD = `🔥 DISTRESS DEAL 🔥
BINGHATTI ONYX | JVC
Studio | 412 sq.ft | Unfurnished
💰 AED 585,000 (OP 720,000)
✅ Ready | Vacant on transfer
📞 +971 55 123 4567`;

/** An ad that states no original price nor discount: it can only become a draft. */
export const INCOMPLETE_AD = `Marina Gate 1 | Dubai Marina
2 Bed | 1,245 sqft | Full Marina View
Asking 2,650,000 AED, call 050 987 6543`;

export async function until<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  ms = 8000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not seen within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A complete ad of deal `n`: the same project as COMPLETE_AD, but each deal's prices are 10 % apart
 * from the next one's, so no two are the same deal (ADR 0019). `size` and `price` change one ad.
 */
export function dealAd(n: number, change: { size?: number; price?: number } = {}): string {
  const original = Math.round((720_000 * 1.1 ** n) / 1000) * 1000;
  const price = change.price ?? Math.round((original * 0.8) / 1000) * 1000;
  return `🔥 DISTRESS DEAL 🔥
BINGHATTI ONYX | JVC
Studio | ${change.size ?? 412 + n} sq.ft | Unfurnished
💰 AED ${price.toLocaleString('en-US')} (OP ${original.toLocaleString('en-US')})
✅ Ready | Vacant on transfer`;
}

/** The price dealAd(n) asks. */
export const dealPrice = (n: number) =>
  Math.round((Math.round((720_000 * 1.1 ** n) / 1000) * 1000 * 0.8) / 1000) * 1000;
