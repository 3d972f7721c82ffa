import { slugify } from "~/shared/lib/slug";
import { openApiDocument } from "./openapi";

/** The parts of a JSON Schema (OpenAPI 3.1) the reference reads. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
  format?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

export interface ReferenceParameter {
  name: string;
  where: "path" | "query";
  required: boolean;
  type: string;
  description: string;
}

export interface ReferenceField {
  name: string;
  type: string;
  description: string;
}

export interface ReferenceOperation {
  id: string;
  path: string;
  summary: string;
  description: string;
  parameters: ReferenceParameter[];
  /** The answer's `data`: what one item holds (a list's items, or the single item). */
  answer: { list: boolean; fields: ReferenceField[] };
  example: string;
}

export interface ReferenceGroup {
  tag: string;
  /** The group's id on the page ("used-cars"). */
  anchor: string;
  description: string;
  operations: ReferenceOperation[];
}

export interface Reference {
  title: string;
  version: string;
  /** The document's first paragraph… */
  lead: string;
  /** …and the rest: answers, keys, limits, caching. */
  basics: string;
  server: string;
  groups: ReferenceGroup[];
}

/**
 * The reference page's content, read off the OpenAPI document itself, so that the page and the document
 * cannot disagree: every call with its parameters (types, allowed values, defaults) and the fields of its
 * answer.
 */
export function apiReference(siteUrl: string, siteName: string): Reference {
  const document = JSON.parse(JSON.stringify(openApiDocument(siteUrl, siteName))) as {
    info: { title: string; version: string; description: string };
    tags: { name: string; description: string }[];
    paths: Record<string, { get: Operation }>;
    components: { schemas: Record<string, Schema> };
  };
  const components = document.components.schemas;
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema?.$ref) return schema ?? {};
    return resolve(components[schema.$ref.replace("#/components/schemas/", "")]);
  };

  const typeOf = (raw: Schema | undefined): string => {
    const schema = resolve(raw);
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) return [...new Set(variants.map(typeOf))].join(" | ");
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const named = types.map((type) => {
      if (type === "array") return `array of ${typeOf(schema.items)}`;
      if (type === "object" && schema.propertyNames?.enum) return `object by ${typeOf(schema.propertyNames)}`;
      if (type === "string" && schema.format) return `string (${schema.format})`;
      return type;
    });
    return named.length > 0 ? named.join(" | ") : "any";
  };

  const fieldsOf = (raw: Schema | undefined, prefix = "", depth = 0): ReferenceField[] => {
    const schema = resolve(raw);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants && depth < 2) {
      // A union of objects (suggestions, api.php's calls): the fields of each, once.
      const seen = new Map<string, ReferenceField>();
      for (const variant of variants)
        for (const field of fieldsOf(variant, prefix, depth + 1))
          seen.set(field.name, seen.get(field.name) ?? field);
      return [...seen.values()];
    }
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
      const resolved = resolve(property);
      const path = `${prefix}${name}`;
      const row = {
        name: path,
        type: typeOf(property),
        description: resolved.description ?? property.description ?? "",
      };
      const nested = resolved.type === "array" ? resolve(resolved.items) : resolved;
      const children =
        depth < 1 && nested.properties
          ? fieldsOf(nested, `${path}${resolved.type === "array" ? "[]" : ""}.`, depth + 1)
          : [];
      return [row, ...children];
    });
  };

  const operations = Object.entries(document.paths).map(([path, { get }]): ReferenceOperation => {
    const success = resolve(get.responses["200"]?.content?.["application/json"]?.schema);
    const data = resolve(success.properties?.data);
    const list = data.type === "array";
    const parameters = (get.parameters ?? []).map((parameter): ReferenceParameter => ({
      name: parameter.name,
      where: parameter.in === "path" ? "path" : "query",
      required: parameter.required ?? false,
      type: `${typeOf(parameter.schema)}${parameter.schema?.default !== undefined ? `, default ${JSON.stringify(parameter.schema.default)}` : ""}`,
      description: parameter.description ?? resolve(parameter.schema).description ?? "",
    }));
    const examplePath = path.replace(/\{(\w+)\}/g, "1");
    const requiredQuery = parameters.filter((p) => p.where === "query" && p.required);
    const query = requiredQuery
      .map((p) => `${p.name}=${p.name === "endpoint" ? "marques_modeles" : "polo"}`)
      .join("&");
    return {
      id: get.operationId,
      path,
      summary: get.summary,
      description: get.description ?? "",
      parameters,
      answer: { list, fields: fieldsOf(list ? data.items : data) },
      example: `curl -H 'API_KEY: your-key' '${siteUrl}${examplePath}${query ? `?${query}` : ""}'`,
    };
  });
  const tagged = (operation: ReferenceOperation) => document.paths[operation.path]!.get.tags[0];
  return {
    title: document.info.title,
    version: document.info.version,
    lead: document.info.description.split("\n\n")[0]!,
    basics: document.info.description.split("\n\n").slice(1).join("\n\n"),
    server: siteUrl,
    groups: document.tags
      .map((tag) => ({
        tag: tag.name,
        anchor: slugify(tag.name),
        description: tag.description,
        operations: operations.filter((operation) => tagged(operation) === tag.name),
      }))
      .filter((group) => group.operations.length > 0),
  };
}
