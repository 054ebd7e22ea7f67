import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type FilePart, multipart } from './multipart.ts';
import type { RouteEntry } from './route-table.ts';

/** What a route's generated requests draw on: the names it knows and values that reach its handler. */
export interface RouteVocabulary {
  bodyFields: string[];
  queryNames: string[];
}

/** What exists in the app under test, so that requests sometimes carry valid parts. */
export interface KnownGood {
  adminToken: string;
  visitorToken: string;
  /** Ids of rows that exist, for path params and id fields. */
  ids: string[];
  /** A small valid image, for file parts. */
  image: Buffer;
}

/** Values that have broken parsers, validators and queries before. */
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '1,000,000',
  'null',
  'true',
  'on',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR 1=1 --",
  '%',
  '%00',
  '\u0000',
  '\uD800',
  '../../etc/passwd',
  '/etc/passwd',
  'a@b',
  '+971 50 123 4567',
  'Strong#Pass2026',
  'x'.repeat(5000),
  '9'.repeat(400),
];

const PATH_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%2e%2e%2f',
  '%00',
  '%',
  '%E0%A4%A',
  '%F0%9F%98%80',
  '~',
  ' ',
];

const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
/** Any value a header may carry (HTTP forbids control characters, so no client can send them). */
const headerText = fc.string({ unit: printable, maxLength: 120 });
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...NASTY),
);

const AD_TEXT = [
  'DISTRESS DEAL Binghatti Onyx - JVC',
  '2 BR | 1180 sq.ft | High floor',
  'Original price: AED 1,450,000',
  'Selling price: AED 1,190,000',
].join('\n');

/** A value a field of this name would accept, guessed from its name, so that handlers get reached. */
function plausible(name: string, known: KnownGood): fc.Arbitrary<unknown> {
  const rules: [RegExp, fc.Arbitrary<unknown>][] = [
    [/email/, fc.oneof(fc.constantFrom('visitor@example.com', 'owner@example.ae'), fc.emailAddress())],
    [/password/, fc.constant('Strong#Pass2026')],
    [/phone|whatsapp/, fc.constantFrom('+971 50 123 4567', '0501234567')],
    [/^code$/, fc.stringMatching(/^\d{6}$/)],
    [/price|size|parking|order/, fc.integer({ min: 1, max: 3_000_000 }).map(String)],
    [/limit|wait_ms/, fc.integer({ min: 0, max: 100 }).map(String)],
    [/dry_run/, fc.constantFrom('true', '0')],
    [/^has_/, fc.constantFrom('true', 'false', 'on')],
    [/link/, fc.constant('https://example.com/brochure.pdf')],
    [/(^|_)id$/, fc.constantFrom(...known.ids)],
    [/username/, fc.constant('admin')],
    [/telegram_text/, fc.constant(AD_TEXT)],
    [/keep_images/, fc.constantFrom('[]', '["/uploads/0.webp"]')],
    // File fields: left to the file parts.
    [/^images?$|^file$/, fc.constant(undefined)],
  ];
  const rule = rules.find(([pattern]) => pattern.test(name));
  return rule ? rule[1] : fc.constantFrom('Dubai Marina', 'Emaar', '2BR', 'Ready', 'Hello');
}

/** Every shape a client could send to one route, anonymous or with a valid admin or visitor token. */
export function hostileRequest(
  route: RouteEntry,
  vocabulary: RouteVocabulary,
  known: KnownGood,
): fc.Arbitrary<InjectOptions> {
  const value = fc.oneof(
    { arbitrary: text, weight: 4 },
    { arbitrary: fc.constantFrom(...known.ids), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  );
  const fieldName = fc.oneof(
    { arbitrary: fc.constantFrom(...vocabulary.bodyFields, '__proto__', 'constructor'), weight: 3 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  );
  // Random fields, or the route's own fields with mostly acceptable values and a few bad or missing.
  const nearlyValid = fc
    .record(
      Object.fromEntries(
        vocabulary.bodyFields.map((name) => [
          name,
          fc.oneof(
            { arbitrary: plausible(name, known), weight: 8 },
            { arbitrary: value, weight: 1 },
            { arbitrary: fc.constant(undefined), weight: 1 },
          ),
        ]),
      ),
    )
    .map((fields) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
  const fields = fc.oneof(
    { arbitrary: fc.dictionary(fieldName, value, { maxKeys: 10 }), weight: 1 },
    { arbitrary: nearlyValid, weight: 2 },
  );
  return fc
    .record({
      url: fc.tuple(path(route.url, known.ids), query(vocabulary.queryNames, known)).map(([p, q]) => p + q),
      authorization: authorization(known),
      extraHeaders: extraHeaders(),
      body: body(fields, fieldName, known.image),
      remoteAddress: fc.ipV4(),
    })
    .map(({ url, authorization, extraHeaders, body, remoteAddress }) => ({
      method: route.method as InjectOptions['method'],
      url,
      // Each request from its own address, so per-IP limits do not hide the handlers behind 429s.
      remoteAddress,
      headers: {
        ...extraHeaders,
        ...(authorization === undefined ? {} : { authorization }),
        ...body.headers,
      },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}

function path(url: string, ids: string[]): fc.Arbitrary<string> {
  const segment = fc.oneof(
    fc.constantFrom(...ids),
    fc.constantFrom(...PATH_SEGMENTS),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
    fc.string({ minLength: 101, maxLength: 300 }).map(encodeURIComponent),
  );
  const parts = url.split(/(:[a-z_]+|\*)/);
  return (
    fc
      .tuple(...parts.map((part) => (part.startsWith(':') || part === '*' ? segment : fc.constant(part))))
      // Fastify prints its catch-all route as a bare `*`.
      .map((values) => values.join('').replace(/^(?!\/)/, '/'))
  );
}

function query(names: string[], known: KnownGood): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...names, '__proto__', 'constructor'), fc.string({ maxLength: 10 }));
  const acceptable = fc
    .constantFrom(...names, 'q')
    .chain((n) => plausible(n, known).map((v): [string, string] => [n, String(v)]));
  const pairs = fc
    .array(fc.oneof(fc.tuple(name, text), acceptable), { maxLength: 6 })
    .map((list) => (list.length ? `?${new URLSearchParams(list).toString()}` : ''));
  const raw = fc.constantFrom('?', '?%', '?a=%zz', '?&&=&', '?a[b]=1', '?__proto__[x]=1', '?limit=1e309');
  return fc.oneof({ arbitrary: pairs, weight: 5 }, { arbitrary: raw, weight: 1 });
}

function authorization(known: KnownGood): fc.Arbitrary<string | undefined> {
  const admin = known.adminToken;
  const tampered = admin.slice(0, -3) + (admin.endsWith('AAA') ? 'BBB' : 'AAA');
  return fc.oneof(
    { arbitrary: fc.constant(`Bearer ${admin}`), weight: 6 },
    { arbitrary: fc.constant(undefined), weight: 2 },
    { arbitrary: fc.constant(`Bearer ${known.visitorToken}`), weight: 1 },
    {
      arbitrary: fc.constantFrom(`Bearer ${tampered}`, 'Bearer', 'Bearer  ', 'Basic YWRtaW46YWRtaW4='),
      weight: 1,
    },
    { arbitrary: headerText, weight: 1 },
    { arbitrary: headerText.map((garbage) => `Bearer ${garbage}`), weight: 1 },
  );
}

function extraHeaders(): fc.Arbitrary<Record<string, string>> {
  const choice = (values: string[]) => fc.oneof(fc.constantFrom(...values), headerText);
  return fc.record(
    {
      accept: choice(['application/json', 'text/html', '*/*', '']),
      'accept-encoding': choice(['br', 'gzip', 'deflate', 'identity', '*', 'br;q=0, gzip;q=0', 'x;q=abc']),
      'if-none-match': choice(['*', '"abc"', 'W/"abc"', '"', ',,,']),
      'if-modified-since': choice(['Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday']),
      range: choice(['bytes=0-0', 'bytes=-1', 'bytes=5-1', 'bytes=0-1,2-3,4-5', 'lines=1-2']),
      'x-forwarded-for': choice(['127.0.0.1', '::1', 'unknown', '1.1.1.1, 2.2.2.2']),
      cookie: headerText,
    },
    { requiredKeys: [] },
  );
}

interface Body {
  payload?: string | Buffer;
  headers: Record<string, string>;
}

function body(
  fields: fc.Arbitrary<Record<string, unknown>>,
  fieldName: fc.Arbitrary<string>,
  image: Buffer,
): fc.Arbitrary<Body> {
  const typed = (type: string) => (payload: string | Buffer) => ({
    payload,
    headers: { 'content-type': type },
  });
  const json = fc
    .oneof({ arbitrary: fields, weight: 3 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 })
    .map((v) => JSON.stringify(v));
  const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const urlencoded = fields.map((f) =>
    new URLSearchParams(Object.entries(f).map(([k, v]): [string, string] => [k, asText(v)])).toString(),
  );
  const file = fc.record({
    field: fieldName,
    filename: fc.oneof(
      fc.constantFrom('photo.jpg', 'result.json', 'export.zip', '../../evil.jpg', '/etc/passwd', '', 'x.svg'),
      fc.string({ unit: printable, maxLength: 30 }),
    ),
    contentType: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'application/json', 'text/html'),
    data: fc.oneof(
      fc.constant(image),
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    ),
  });
  const form = fc
    .tuple(fields, fc.oneof(fc.constant<FilePart[]>([]), fc.array(file, { minLength: 1, maxLength: 3 })))
    .map(([f, files]) =>
      multipart(Object.fromEntries(Object.entries(f).map(([k, v]) => [k, asText(v)])), files),
    );
  const oddType = fc.constantFrom(
    'application/xml',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/json; charset=latin1',
    'text/html',
    'application/octet-stream',
    '*/*',
    '',
  );
  return fc.oneof(
    fc.constant({ headers: {} }),
    { arbitrary: json.map(typed('application/json')), weight: 3 },
    { arbitrary: form, weight: 3 },
    text.map(typed('application/json')),
    text.map(typed('text/plain')),
    urlencoded.map(typed('application/x-www-form-urlencoded')),
    fc.tuple(oddType, text).map(([type, payload]) => typed(type)(payload)),
  );
}
