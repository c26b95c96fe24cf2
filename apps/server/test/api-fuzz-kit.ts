import { generateSync, type JsonSchema } from 'json-schema-faker';

/**
 * Request material for the schema-driven fuzz test (api-fuzz.test.ts): valid values from the OpenAPI document's
 * schemas (json-schema-faker) and the mutations an attacker sends. Everything draws from one seeded generator, so
 * a run is reproduced by its seed.
 */

/** mulberry32: small, fast and good enough to pick mutations; the seed makes a run repeatable. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** A valid value of a schema, drawn with the run's generator. */
export function fake(random: Random, schema: JsonSchema): unknown {
  return generateSync(schema, { seed: random.int(2 ** 31), optionalsProbability: random.next(), maxDefaultItems: 3 });
}

export const HUGE_STRING = 'x'.repeat(70 * 1024);
/** Placeholders replaced in the serialized body by JSON text JSON.stringify cannot write. */
const RAW_JSON_VALUES = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '9007199254740993',
  '-0',
  '1e-400',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
];
const RAW_MARKER = '\u0001raw\u0001';

/** Strings that have broken servers: control characters, lone surrogates, prototype names, odd numbers and dates. */
export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '1e400',
  '-1',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '99999999999999999999999999',
  '0.0000000000000000000001',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T23:59:60Z',
  '+275760-09-13T00:00:00.001Z',
  '1970-01-01',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '😀',
  '\u202e',
  '\\',
  '"',
  'null',
  'true',
  '{}',
] as const;

const wrongTypedValues: readonly unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, [], {}, [[]], { a: {} }, 'string', 12345678901234];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths (arrays of keys) to every value inside a JSON value, the root first. */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

function setAt(root: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Record<
    string | number,
    unknown
  >;
  parent[path.at(-1)!] = value;
  return root;
}

function deleteAt(root: unknown, path: Array<string | number>): void {
  if (path.length === 0) return;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Record<
    string | number,
    unknown
  >;
  if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
  else delete parent[path.at(-1)!];
}

export const bodyMutations = [
  'valid',
  'missing-field',
  'wrong-type',
  'hostile-string',
  'nul',
  'lone-surrogate',
  'huge-string',
  'long-string',
  'raw-json',
  'deep-nesting',
  'prototype-keys',
  'not-an-object',
  'malformed-json',
  'empty-body',
  'invalid-utf8',
  'wrong-content-type',
] as const;
export type BodyMutation = (typeof bodyMutations)[number];

export interface EncodedBody {
  payload: string | Buffer | undefined;
  contentType: string | undefined;
}

/**
 * The wire form of a body after one mutation. `valid` is the value as generated; the others break it in one way:
 * a field removed or of another type, a hostile, long or 70 KB string, JSON numbers beyond a double, nesting thousands deep,
 * `__proto__` / `constructor` keys, a body of another kind, malformed or not UTF-8, or another content type.
 */
export function encodeBody(random: Random, body: unknown, mutation: BodyMutation): EncodedBody {
  const value = structuredClone(body) as Json;
  const json = 'application/json';
  const leafPaths = () => pathsOf(value).filter((path) => path.length > 0);
  const pickPath = () => {
    const paths = leafPaths();
    return paths.length > 0 ? random.pick(paths) : undefined;
  };
  const replaceLeaf = (replacement: unknown) => {
    const path = pickPath();
    return path ? setAt(value, path, replacement) : replacement;
  };
  switch (mutation) {
    case 'valid':
      return { payload: JSON.stringify(value), contentType: json };
    case 'missing-field': {
      const path = pickPath();
      if (path) deleteAt(value, path);
      return { payload: JSON.stringify(value), contentType: json };
    }
    case 'wrong-type':
      return { payload: JSON.stringify(replaceLeaf(random.pick(wrongTypedValues))), contentType: json };
    case 'hostile-string':
      return { payload: JSON.stringify(replaceLeaf(random.pick(hostileStrings))), contentType: json };
    case 'nul':
      return { payload: JSON.stringify(replaceLeaf(random.pick(['\u0000', 'Ada\u0000', '\u0000\u0000\u0000']))), contentType: json };
    case 'lone-surrogate':
      return { payload: JSON.stringify(replaceLeaf(random.pick(['\ud800', 'a\udc00b', '\udbff']))), contentType: json };
    case 'huge-string':
      return { payload: JSON.stringify(replaceLeaf(HUGE_STRING)), contentType: json };
    case 'long-string':
      // Past the lengths columns are often declared with (255, 1024), but within the body limit.
      return { payload: JSON.stringify(replaceLeaf('y'.repeat(random.pick([101, 256, 1025, 5000, 30_000])))), contentType: json };
    case 'raw-json':
    case 'deep-nesting': {
      const raw = mutation === 'deep-nesting' ? random.pick(RAW_JSON_VALUES.slice(-2)) : random.pick(RAW_JSON_VALUES);
      const text = JSON.stringify(replaceLeaf(RAW_MARKER));
      return { payload: text.replace(JSON.stringify(RAW_MARKER), raw), contentType: json };
    }
    case 'prototype-keys': {
      const text = JSON.stringify(value);
      const poison = random.pick([
        '"__proto__":{"isAdmin":true,"balance":1e9}',
        '"constructor":{"prototype":{"isAdmin":true}}',
        '"__proto__":null',
        '"toString":"x","valueOf":1,"hasOwnProperty":{}',
      ]);
      const payload = text.startsWith('{') ? `{${poison}${text === '{}' ? '' : ','}${text.slice(1)}` : `{${poison}}`;
      return { payload, contentType: json };
    }
    case 'not-an-object':
      return { payload: random.pick(['[]', 'null', '"text"', '42', 'true', '[{}]']), contentType: json };
    case 'malformed-json':
      return { payload: random.pick(['{', '{"a":}', "{'a':1}", '{"a":1,}', 'NaN', '\u0000', '{"a":"\\x"}', '{"a":"\\ud800"}']), contentType: json };
    case 'empty-body':
      return { payload: random.chance(0.5) ? '' : undefined, contentType: random.chance(0.5) ? json : undefined };
    case 'invalid-utf8': {
      const text = JSON.stringify(replaceLeaf('\u0001bytes\u0001'));
      const [before, after] = text.split('\u0001bytes\u0001') as [string, string];
      return {
        payload: Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from(after ?? '')]),
        contentType: json,
      };
    }
    case 'wrong-content-type':
      return {
        payload: random.chance(0.5) ? JSON.stringify(value) : 'a=1&b=2',
        contentType: random.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=xyz',
          'application/xml',
          'application/octet-stream',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/json;;;',
          'application/vnd.api+json',
          'text/json',
          '*/*',
          'application/json, text/plain',
          'a/b/c',
        ]),
      };
  }
}

/** A path or query value: valid, or one of the hostile strings, or 70 KB. */
export function parameterValue(random: Random, valid: unknown, mutate: boolean): string {
  if (!mutate) return typeof valid === 'string' ? valid : JSON.stringify(valid);
  if (random.chance(0.1)) return HUGE_STRING;
  return random.pick(hostileStrings);
}
