import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';

/**
 * Every string a client can send to the API, read from the OpenAPI document the routes'
 * contracts generate (`/api/docs/json`), so a new route or field is covered without being
 * listed anywhere. For each one, `request(value)` builds a request that is valid except for
 * that field: the route's other required fields get sample values that pass their own checks.
 */

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: { 'application/json'?: { schema: JsonSchema } } };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export type FieldLocation = 'body' | 'query' | 'path' | 'header';

export interface StringField {
  /** `POST /api/comment/create`. */
  route: string;
  location: FieldLocation;
  /** The field's name, as the refusal names it. */
  name: string;
  /** Where it sits in the body: `['subscription', 'keys', 'auth']`. */
  path: (string | number)[];
  /**
   * An id, an enum or a union: its type already refuses anything but its own shape, with its
   * own message. Every other string is free text and must be refused by the text rule.
   */
  isShaped: boolean;
  request(value: string): InjectOptions;
}

/**
 * Sample values for patterns a plain word does not match (push subscription keys, URLs, ISO
 * date-times such as a post's `publishAt` or a case's `endsAt`, days).
 */
const PATTERN_SAMPLES = [
  'sample',
  'https://push.example.org/send/sample',
  `B${'A'.repeat(86)}`,
  'A'.repeat(22),
  '2031-05-04T10:00:00Z',
  // An ISO day, such as the day a pledge's money was received.
  '2026-01-15',
];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'someone@example.org';
  const candidates = schema.pattern
    ? PATTERN_SAMPLES.filter((sample) => new RegExp(schema.pattern!, 'u').test(sample))
    : ['sample'];
  const sample = candidates[0];
  if (sample === undefined) {
    throw new Error(`No sample value matches the pattern ${schema.pattern}; add one above`);
  }
  return sample.padEnd(schema.minLength ?? 0, 'x');
}

/** A value that passes the field's own checks (cross-field rules may still refuse it). */
function sample(schema: JsonSchema): unknown {
  if (schema.anyOf) return sample(schema.anyOf.find((option) => option.type !== 'null')!);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return sampleString(schema);
    case 'number':
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items!));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties![key]!)]),
      );
    default:
      return 'sample';
  }
}

const isShaped = (schema: JsonSchema) => Boolean(schema.format || schema.enum || schema.anyOf);
const takesString = (schema: JsonSchema) =>
  schema.type === 'string' || Boolean(schema.anyOf?.some((option) => option.type === 'string'));

/** The paths of every string inside a body schema. */
function stringPaths(
  schema: JsonSchema,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: JsonSchema }[] {
  if (takesString(schema)) return [{ path, schema }];
  if (schema.type === 'array' && schema.items) return stringPaths(schema.items, [...path, 0]);
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, property]) =>
      stringPaths(property, [...path, key]),
    );
  }
  return [];
}

/** A copy of `body` (built for `schema`) with `value` at `path`, and whatever holds it. */
function withValueAt(
  schema: JsonSchema,
  body: unknown,
  path: (string | number)[],
  value: unknown,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (typeof key === 'number') {
    const items = Array.isArray(body) ? [...body] : [sample(schema.items!)];
    items[key] = withValueAt(schema.items!, items[key], rest, value);
    return items;
  }
  const property = schema.properties![key]!;
  const current = (body as Record<string, unknown>)[key] ?? sample(property);
  return { ...(body as object), [key]: withValueAt(property, current, rest, value) };
}

function fieldsOf(method: string, template: string, operation: Operation): StringField[] {
  const route = `${method.toUpperCase()} ${template}`;
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const baseBody = bodySchema ? sample(bodySchema) : undefined;

  const build = (
    override: { location: FieldLocation; name: string; value: string } | null,
    body: unknown,
  ): InjectOptions => {
    const valueOf = (parameter: Parameter) =>
      override?.location === parameter.in && override.name === parameter.name
        ? override.value
        : String(sample(parameter.schema));
    const url = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === name)!;
      return encodeURIComponent(valueOf(parameter));
    });
    const query = new URLSearchParams();
    const headers: Record<string, string> = {};
    for (const parameter of parameters) {
      const isOverridden = override?.location === parameter.in && override.name === parameter.name;
      if (!isOverridden && !parameter.required) continue;
      if (parameter.in === 'query') query.append(parameter.name, valueOf(parameter));
      if (parameter.in === 'header') headers[parameter.name] = valueOf(parameter);
    }
    const search = query.toString();
    return {
      method: method.toUpperCase() as InjectOptions['method'],
      url: search ? `${url}?${search}` : url,
      headers,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
  };

  const parameterFields = parameters
    .filter((parameter) => takesString(parameter.schema))
    .map((parameter): StringField => ({
      route,
      location: parameter.in,
      name: parameter.name,
      path: [parameter.name],
      isShaped: isShaped(parameter.schema),
      request: (value) => build({ location: parameter.in, name: parameter.name, value }, baseBody),
    }));
  const bodyFields = bodySchema
    ? stringPaths(bodySchema).map(({ path, schema }): StringField => ({
        route,
        location: 'body',
        name: String(path.findLast((key) => typeof key === 'string')),
        path,
        isShaped: isShaped(schema),
        request: (value) => build(null, withValueAt(bodySchema, baseBody, path, value)),
      }))
    : [];
  return [...parameterFields, ...bodyFields];
}

export function stringFieldsOf(document: OpenApiDocument): StringField[] {
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      fieldsOf(method, template, operation),
    ),
  );
}
