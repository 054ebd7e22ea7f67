import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** As registered: `/api/properties/:id`, `/api/docs/*`. */
  url: string;
}

// One line of Fastify's route tree: indentation (4 characters a level), branch, segment, methods.
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app has, read from its printed route tree, so that a route added later is covered
 * without anyone listing it. HEAD is left out: Fastify adds one to each GET route.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const prefixes: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  if (routes.length === 0) throw new Error('the route tree could not be read');
  return routes;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
}
interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * The body fields and query names each route documents, so that generated requests use the names a
 * handler reads and get past validation often enough to reach it. Undocumented routes get none.
 */
export function routeVocabulary(app: FastifyInstance) {
  const doc = app.swagger() as unknown as OpenApiDoc;
  const schemas = doc.components?.schemas ?? {};
  const propertyNames = (schema: unknown, seen = new Set<unknown>()): string[] => {
    if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
    seen.add(schema);
    const node = schema as Record<string, unknown>;
    const ref = typeof node.$ref === 'string' ? schemas[node.$ref.split('/').at(-1)!] : undefined;
    const nested = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (node[key] as unknown[] | undefined) ?? []);
    return [
      ...Object.keys((node.properties as object | undefined) ?? {}),
      ...[ref, ...nested].flatMap((child) => propertyNames(child, seen)),
    ];
  };
  return (route: RouteEntry) => {
    const documented = doc.paths[route.url.replace(/:([a-z_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const bodies = Object.values(documented?.requestBody?.content ?? {});
    return {
      bodyFields: [...new Set(bodies.flatMap((content) => propertyNames(content.schema)))],
      queryNames: (documented?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    };
  };
}
