import { z } from 'zod';
import { BOT_TOOL_NAMES, BOT_TOOLS, type BotToolName } from './tools.js';

/**
 * The toolset in the shapes model vendors take, as pure functions of the tool definitions: the common
 * JSON-schema form (name, description, input_schema), OpenAI's function tools and Anthropic's tools.
 */

export type JsonSchema = Record<string, unknown>;

/** A tool's arguments as JSON Schema: what a caller may send (input side), never extra fields. */
export function argumentsSchema(name: BotToolName): JsonSchema {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(BOT_TOOLS[name].args, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return { ...schema, type: 'object', properties: schema.properties ?? {}, additionalProperties: false };
}

export interface ToolDefinitionJson {
  name: BotToolName;
  description: string;
  input_schema: JsonSchema;
}

/** The common form: name, description, input_schema. */
export function toolDefinitions(): ToolDefinitionJson[] {
  return BOT_TOOL_NAMES.map((name) => ({ name, description: BOT_TOOLS[name].description, input_schema: argumentsSchema(name) }));
}

/** Keywords OpenAI's strict mode does not take; the service still checks every limit when the tool runs (422). */
const NOT_IN_STRICT_MODE = new Set(['minLength', 'maxLength', 'default']);

/** A property the model may leave empty: in strict mode it is required, and null stands for "not given". */
function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  const { description, ...rest } = schema;
  return { ...(description === undefined ? {} : { description }), anyOf: [rest, { type: 'null' }] };
}

/**
 * A JSON schema in OpenAI's strict-mode subset: every object lists all its properties as required
 * (the optional ones nullable) and allows no others, and keywords strict mode refuses are left out.
 * The runner takes null for an optional argument as not given (runner.ts).
 */
export function strictSchema(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = Object.fromEntries(Object.entries(schema).filter(([key]) => !NOT_IN_STRICT_MODE.has(key)));
  if (out.type === 'object' || out.properties !== undefined) {
    const properties = (out.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    out.type = 'object';
    out.properties = Object.fromEntries(Object.entries(properties).map(([key, p]) => [key, required.has(key) ? strictSchema(p) : nullable(strictSchema(p))]));
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  if (out.items && typeof out.items === 'object') out.items = strictSchema(out.items as JsonSchema);
  if (Array.isArray(out.anyOf)) out.anyOf = (out.anyOf as JsonSchema[]).map(strictSchema);
  return out;
}

/** OpenAI function tools (Chat Completions and Responses) in strict mode: the model's arguments always match the schema. */
export function openAiTools(): { type: 'function'; function: { name: BotToolName; description: string; parameters: JsonSchema; strict: true } }[] {
  return toolDefinitions().map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: strictSchema(t.input_schema), strict: true },
  }));
}

/** Anthropic Messages API tools. */
export function anthropicTools(): { name: BotToolName; description: string; input_schema: JsonSchema }[] {
  return toolDefinitions().map((t) => ({ name: t.name, description: t.description, input_schema: t.input_schema }));
}

export const TOOL_FORMATS = ['openai', 'anthropic'] as const;
export type ToolFormat = (typeof TOOL_FORMATS)[number];

export function toolsIn(format: ToolFormat | undefined): unknown[] {
  if (format === 'openai') return openAiTools();
  if (format === 'anthropic') return anthropicTools();
  return toolDefinitions();
}
