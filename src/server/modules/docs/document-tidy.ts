/**
 * The last touches on the built document, before it is cached and served (docs/decisions/093-openapi-contract.md).
 * Each is a rewrite that keeps what the document says and only says it in a way generators and linters read.
 */

type Json = Record<string, unknown>;
const SCHEMAS = '#/components/schemas/';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function walk(value: unknown, visit: (node: Json) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (isObject(value)) {
    visit(value);
    for (const child of Object.values(value)) walk(child, visit);
  }
}

function refsIn(value: unknown): Set<string> {
  const names = new Set<string>();
  walk(value, (node) => {
    if (typeof node.$ref === 'string' && node.$ref.startsWith(SCHEMAS)) names.add(node.$ref.slice(SCHEMAS.length));
  });
  return names;
}

/**
 * Every named schema exists twice in the registry's output (`Job` as answered, `JobInput` as sent); only those some
 * operation reaches, directly or through another component, stay.
 */
function keepReachableSchemas(document: Json): void {
  const components = document.components as Json | undefined;
  const schemas = components?.schemas as Json | undefined;
  if (!schemas) return;
  const reached = refsIn({ ...document, components: { ...components, schemas: {} } });
  for (const pending = [...reached]; pending.length > 0;) {
    for (const name of refsIn(schemas[pending.pop()!])) {
      if (!reached.has(name)) {
        reached.add(name);
        pending.push(name);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/**
 * A record keyed by an enum (a count per status, an answer per inspection item) has every key: zod writes it as
 * `propertyNames` and `required`, which leaves the required names undefined as properties. Naming each key with the
 * record's value schema says the same thing in a form every generator reads.
 */
function nameExhaustiveRecordKeys(document: Json): void {
  walk(document, (node) => {
    const keys = isObject(node.propertyNames) ? node.propertyNames.enum : undefined;
    if (
      node.properties ||
      !Array.isArray(node.required) ||
      !Array.isArray(keys) ||
      !isObject(node.additionalProperties)
    )
      return;
    const value = node.additionalProperties;
    node.properties = Object.fromEntries(keys.map((key) => [String(key), value]));
  });
}

/** A response that is a named component reads as the component's own description, not Fastify's "Default Response". */
function describeNamedResponses(document: Json): void {
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json | undefined>;
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(operations)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const response of Object.values(operation.responses)) {
        if (!isObject(response) || response.description !== 'Default Response' || !isObject(response.content)) continue;
        const schema = Object.values(response.content).map((media) => (media as Json).schema)[0];
        const ref = isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
        const description = ref?.startsWith(SCHEMAS) ? schemas[ref.slice(SCHEMAS.length)]?.description : undefined;
        if (typeof description === 'string') response.description = description;
      }
    }
  }
}

/**
 * The components in name order. The registry lists them in the order their modules were first loaded, which is the
 * same on every start of the server but not for a process that loaded a module earlier (a test, a script): the
 * document, and the web app's types written from it, must not depend on that.
 */
function sortSchemasByName(document: Json): void {
  const components = document.components as Json | undefined;
  const schemas = components?.schemas as Json | undefined;
  if (!components || !schemas) return;
  components.schemas = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemas[name]]),
  );
}

export function tidyDocument<T>(document: T): T {
  const json = document as Json;
  keepReachableSchemas(json);
  sortSchemasByName(json);
  nameExhaustiveRecordKeys(json);
  describeNamedResponses(json);
  return document;
}
